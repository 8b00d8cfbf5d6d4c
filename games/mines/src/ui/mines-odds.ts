import { MINES_TILES } from '../board';

// The multiplier maths the page needs while a round is open, on BigInt: ../multiplier.ts floors
// through decimal.js (via the kit's main entry), which live players never download.
// mines-odds.test.ts checks every (mines, safe tiles) pair against the rules' own `minesMultiplier`.

/** C(n, k) exactly. */
function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  // Each partial product C(n, i) is an integer, so the division is exact at every step.
  for (let i = 0; i < Math.min(k, n - k); i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * What a cashout pays after `safe` safe tiles with `mines` mines: 0.99 × C(25, k) / C(25 − m, k) floored
 * to 4 places, as normalised text ("1.125", "24.75"); "0" before the first safe tile; null when `safe`
 * is more than the board holds.
 */
export function multiplierAfter(mines: number, safe: number): string | null {
  const safeTiles = MINES_TILES - mines;
  if (safe < 0 || safe > safeTiles) return null;
  if (safe === 0) return '0';
  const units = (99n * binomial(MINES_TILES, safe) * 100n) / binomial(safeTiles, safe);
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}
