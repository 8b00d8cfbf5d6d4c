import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { BRIDGE_ROWS, spanOf } from './span';

/**
 * What a cashout pays after crossing `rows` rows: 0.99 × (panels / tempered panels)^k, the edge applied
 * once to the inverse of the chance of crossing k rows, floored to 4 places, as normalised decimal
 * text. "0" before the first row: no cashout yet.
 */
export function bridgeMultiplier(difficulty: string, rows: number): string {
  const { panels, fragile } = spanOf(difficulty);
  if (!Number.isInteger(rows) || rows < 0 || rows > BRIDGE_ROWS) throw new RangeError(`rows crossed run from 0 to ${BRIDGE_ROWS}, got ${rows}`);
  if (rows === 0) return ZERO_MULTIPLIER;
  const k = BigInt(rows);
  return floorMultiplier(99n * BigInt(panels) ** k, 100n * BigInt(panels - fragile) ** k);
}

/** Every multiplier of a difficulty, indexed by rows crossed (0 … 8), for the UI. */
export function bridgeMultiplierTable(difficulty: string): string[] {
  return Array.from({ length: BRIDGE_ROWS + 1 }, (_, k) => bridgeMultiplier(difficulty, k));
}
