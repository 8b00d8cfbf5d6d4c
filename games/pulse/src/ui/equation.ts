import { multiplyDecimal } from '@rgs/game-kit/ui';

/**
 * The running product the monitor shows big as the beats come in: "×2 = 2×", then "×2 → ×1 = 2×",
 * then "×2 → ×1 → ×3 = 6×"; a flatline makes it "… → ×0 = 0×". Exact decimal text throughout, written
 * by `digits` in the player's language. Empty before the first beat.
 */
export function runningEquation(beats: readonly string[], digits: (text: string) => string): string {
  if (beats.length === 0) return '';
  const product = beats.includes('0') ? '0' : beats.reduce((p, b) => multiplyDecimal(p, b), '1');
  return `${beats.map((beat) => `×${digits(beat)}`).join(' → ')} = ${digits(product)}×`;
}
