import { DOORS_LEVELS } from '../corridor';

// The multiplier maths the page needs while a round is open, on BigInt: ../multiplier.ts floors
// through decimal.js (via the kit's main entry), which live players never download.
// doors-odds.test.ts checks every (doors, levels) pair against the rules' own `doorsMultiplier`.

/**
 * What a cashout pays after passing `levels` levels of `doors` doors: 0.99 × (n/(n − 1))^k floored to
 * 4 places, as normalised text ("1.485", "1013.76"); "0" before the first level; null past the last.
 */
export function multiplierAfter(doors: number, levels: number): string | null {
  if (levels < 0 || levels > DOORS_LEVELS) return null;
  if (levels === 0) return '0';
  const k = BigInt(levels);
  const units = (99n * BigInt(doors) ** k * 100n) / BigInt(doors - 1) ** k;
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}
