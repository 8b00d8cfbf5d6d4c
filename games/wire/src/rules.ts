import { floatAt } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import * as z from 'zod/mini';
import { WIRE_MAX_CURRENTS, WIRE_RISKS, WORDS_PER_SHARE, wireTable, type WireRisk } from './tables';

export {
  WIRE_MAX_CURRENTS,
  WIRE_MAX_MULTIPLIER,
  WIRE_RISKS,
  WIRE_SHARES,
  WIRE_TABLES,
  WIRE_TERMINALS,
  WORDS_PER_SHARE,
  wireTable,
  type WireRisk,
  type WireTable,
} from './tables';

/** `placeBet` params of wire: a risk and 1–100 currents, nothing else; `amount` is per current. */
export const wireParamsSchema = z.strictObject({
  risk: z.enum(WIRE_RISKS),
  currents: z.int().check(z.minimum(1), z.maximum(WIRE_MAX_CURRENTS)),
});

/** Validated wire params. */
export type WireParams = z.infer<typeof wireParamsSchema>;

/** A batch's result, all of it public once played: each current's terminal and multiplier, and their sum. */
export interface WireResult {
  /** Per current, in order: the terminal it reached, 0 (far left) … 8 (far right). */
  readonly terminals: number[];
  /** Per current: its terminal's multiplier, exact decimal text. */
  readonly multipliers: string[];
  /** The sum of the currents' multipliers, exact decimal text: the batch pays amount × total. */
  readonly total: string;
}

/** How many floats a batch uses: one per current. */
export function wireFloatCount(params: WireParams): number {
  return params.currents;
}

/**
 * The terminal of float `f` at a risk: the k whose word range C_(k−1) · 2¹⁶ ≤ f · 2³² < C_k · 2¹⁶
 * holds the float's word. f · 2³² is the float's 32-bit word exactly (f has 32 bits), and comparing
 * it with whole multiples of 2¹⁶ is comparing its first two bytes with C_k: no rounding anywhere.
 */
export function wireTerminal(risk: WireRisk, f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  const word = f * 2 ** 32;
  const { bounds } = wireTable(risk);
  const terminal = bounds.findIndex((bound) => word < bound * WORDS_PER_SHARE);
  if (terminal < 0) throw new RangeError(`float ${f} reaches no terminal`);
  return terminal;
}

/** Sends the batch: current i reads float i and reaches its terminal. Pure: the same params and floats give the same result. */
export function playWire(params: WireParams, floats: readonly number[]): WireResult {
  const { multipliers: table } = wireTable(params.risk);
  const terminals: number[] = [];
  const multipliers: string[] = [];
  let total = new Decimal(0);
  for (let current = 0; current < params.currents; current++) {
    const terminal = wireTerminal(params.risk, floatAt(floats, current));
    const multiplier = table[terminal]!;
    terminals.push(terminal);
    multipliers.push(multiplier);
    // Decimal sums of ≤ 2-decimal values are exact; toFixed() writes them without an exponent.
    total = total.plus(multiplier);
  }
  return { terminals, multipliers, total: total.toFixed() };
}
