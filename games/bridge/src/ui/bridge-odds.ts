import { BRIDGE_ROWS, BRIDGE_SPANS, type BridgeDifficulty } from '../span';

// The multiplier maths the page needs while a round is open, on BigInt: ../multiplier.ts floors
// through decimal.js (via the kit's main entry), which live players never download.
// bridge-odds.test.ts checks every (difficulty, rows) pair against the rules' own `bridgeMultiplier`.

/**
 * What a cashout pays after crossing `rows` rows: 0.99 × (n/t)^k floored to 4 places, as normalised
 * text ("1.485", "6495.39"); "0" before the first row; null past the last.
 */
export function multiplierAfter(difficulty: BridgeDifficulty, rows: number): string | null {
  if (rows < 0 || rows > BRIDGE_ROWS) return null;
  if (rows === 0) return '0';
  const { panels, fragile } = BRIDGE_SPANS[difficulty];
  const k = BigInt(rows);
  const units = (99n * BigInt(panels) ** k * 100n) / BigInt(panels - fragile) ** k;
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}
