import { floatAt } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import * as z from 'zod/mini';
import { PLINKO_MAX_BALLS, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from './board';
import { plinkoPaytable } from './paytables';

export { PLINKO_MAX_BALLS, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from './board';
export { PLINKO_PAYTABLES, plinkoPaytable } from './paytables';

/** A float below this sends the ball left at a peg; from it up, right. */
const LEFT_BELOW = 0.5;

/** `placeBet` params of plinko (INTERFACES §5); `amount` is per ball, the debit is amount × balls. */
export const plinkoParamsSchema = z.strictObject({
  rows: z.int().check(z.minimum(PLINKO_MIN_ROWS), z.maximum(PLINKO_MAX_ROWS)),
  risk: z.enum(PLINKO_RISKS),
  balls: z.int().check(z.minimum(1), z.maximum(PLINKO_MAX_BALLS)),
});

/** Validated plinko params. */
export type PlinkoParams = z.infer<typeof plinkoParamsSchema>;

/** A batch's result, all of it public once played: each ball's path, slot and multiplier, and their sum. */
export interface PlinkoResult {
  /** Per ball, per row: 0 = left, 1 = right. */
  readonly paths: number[][];
  /** Per ball: the slot it lands in, 0 … rows (the number of rights). */
  readonly slots: number[];
  /** Per ball: its slot's multiplier, exact decimal text. */
  readonly multipliers: string[];
  /** The sum of the per-ball multipliers, exact decimal text: the batch pays amount × total. */
  readonly total: string;
}

/** How many floats a batch uses: one per row per ball. */
export function plinkoFloatCount(params: PlinkoParams): number {
  return params.rows * params.balls;
}

/** The bounce at one peg for float `f`: 0 (left) below 0.5, else 1 (right). */
export function plinkoDirection(f: number): 0 | 1 {
  return f < LEFT_BELOW ? 0 : 1;
}

/**
 * Drops the batch: ball b (0-based) reads floats b × rows … b × rows + rows − 1, one per row in
 * order; its slot is its number of rights. Pure: the same params and floats give the same result.
 */
export function playPlinko(params: PlinkoParams, floats: readonly number[]): PlinkoResult {
  const table = plinkoPaytable(params.rows, params.risk);
  const paths: number[][] = [];
  const slots: number[] = [];
  const multipliers: string[] = [];
  let total = new Decimal(0);
  for (let ball = 0; ball < params.balls; ball++) {
    const path = Array.from({ length: params.rows }, (_, row) => plinkoDirection(floatAt(floats, ball * params.rows + row)));
    const slot = path.reduce<number>((rights, step) => rights + step, 0);
    const multiplier = table[slot]!;
    paths.push(path);
    slots.push(slot);
    multipliers.push(multiplier);
    // Decimal sums of ≤ 2-decimal values are exact; toFixed() writes them without an exponent.
    total = total.plus(multiplier);
  }
  return { paths, slots, multipliers, total: total.toFixed() };
}
