import { TOWER_LAYOUTS, TOWER_ROWS, safeTiles, type TowerDifficulty } from '../board';

// The multiplier maths the page needs, on BigInt: ../multiplier.ts floors through decimal.js (via
// the kit's main entry), which live players never download. tower-odds.test.ts checks every
// (difficulty, floors) pair against the rules' own `towerMultiplier`.

/**
 * What a cashout pays after `floors` floors cleared at `difficulty`: 99 × n^k / (100 × s^k) floored to 4
 * places, as normalised text ("1.485", "506.88"); "0" before the first floor; null past the top.
 */
export function multiplierAfter(difficulty: TowerDifficulty, floors: number): string | null {
  if (!Number.isInteger(floors) || floors < 0 || floors > TOWER_ROWS) return null;
  if (floors === 0) return '0';
  const n = BigInt(TOWER_LAYOUTS[difficulty].tiles) ** BigInt(floors);
  const s = BigInt(safeTiles(difficulty)) ** BigInt(floors);
  const units = (99n * n * 100n) / s;
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}

/** The chance a pick is safe at `difficulty`, in percent (75, 66.666…, 50, 33.333…, 25). */
export function safePercent(difficulty: TowerDifficulty): number {
  return (100 * safeTiles(difficulty)) / TOWER_LAYOUTS[difficulty].tiles;
}
