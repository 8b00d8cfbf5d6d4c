import { DIFFICULTIES, type BalloonDifficulty } from '../difficulty';

// The multiplier maths the page needs while a round is open, on BigInt: ../multiplier.ts floors
// through decimal.js (via the kit's main entry), which live players never download.
// balloon-odds.test.ts checks every (difficulty, pumps) pair against the rules' own `balloonMultiplier`.

/**
 * What a cashout pays after `pumps` pumps held: 0.99 × (n / (n − 1))^k floored to 4 places, as normalised
 * text ("1.32", "2.3466"); "0" before the first pump; null past the difficulty's cap.
 */
export function multiplierAfter(difficulty: BalloonDifficulty, pumps: number): string | null {
  const { popOneIn, pumps: cap } = DIFFICULTIES[difficulty];
  if (pumps < 0 || pumps > cap) return null;
  if (pumps === 0) return '0';
  const n = BigInt(popOneIn);
  const units = (9900n * n ** BigInt(pumps)) / (n - 1n) ** BigInt(pumps);
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}

/** The chance a pump pops the balloon, 0 … 1. */
export function popChance(difficulty: BalloonDifficulty): number {
  return 1 / DIFFICULTIES[difficulty].popOneIn;
}

/**
 * How big the balloon is drawn after `pumps` of `cap`: 0.34 of its full size empty, growing quickly at
 * first and then more slowly (as a balloon's skin tightens), to 1 at the cap.
 */
export function balloonScale(pumps: number, cap: number): number {
  const filled = Math.min(1, Math.max(0, pumps / cap));
  return 0.34 + 0.66 * filled ** 0.7;
}
