import * as z from 'zod/mini';
import { BET_TYPES, chipReturn, type BetType } from './paytable';
import { MAX_TABLE_CHIPS, POCKETS, findPosition, positionKey } from './table';

export { BET_TYPES, INSIDE_TYPES, PAYS_TO_ONE, chipReturn, type BetType } from './paytable';
export {
  MAX_TABLE_CHIPS,
  POCKETS,
  POSITIONS,
  RED_NUMBERS,
  WHEEL_ORDER,
  colourOf,
  findPosition,
  positionKey,
  type PocketColour,
  type Position,
} from './table';

/** One stack of chips: a position of the table (its kind and the numbers it covers, ascending) and how many chips. */
const betSchema = z
  .strictObject({
    type: z.enum(BET_TYPES),
    numbers: z.array(z.int().check(z.minimum(0), z.maximum(POCKETS - 1))).check(z.minLength(1), z.maxLength(18)),
    chips: z.int().check(z.minimum(1), z.maximum(MAX_TABLE_CHIPS)),
  })
  .check(z.refine((bet) => findPosition(bet.type, bet.numbers) !== undefined, 'a bet must name a position of the table, its numbers ascending'));

/**
 * `placeBet` params of roulette: the chips on the table, one entry per position, each position at
 * most once, 1 to 200 chips in all. The player's `amount` is the value of one chip: the opening debit
 * is amount × the chips (RULES.md, "Parameters").
 */
export const rouletteParamsSchema = z.strictObject({
  bets: z
    .array(betSchema)
    .check(
      z.minLength(1),
      z.refine((bets) => new Set(bets.map((b) => positionKey(b.type, b.numbers))).size === bets.length, 'each position takes one stack: merge its chips'),
      z.refine((bets) => tableChips(bets) <= MAX_TABLE_CHIPS, `the table takes at most ${MAX_TABLE_CHIPS} chips`),
    ),
});

/** Validated roulette params. */
export type RouletteParams = z.infer<typeof rouletteParamsSchema>;

/** One validated stack of chips. */
export type RouletteBet = RouletteParams['bets'][number];

/** The round's outcome: the number the ball settled on, 0 … 36. */
export interface RouletteOutcome {
  readonly number: number;
}

/** What the player sees once the spin settles: the number, and what the table returns for one chip of value (decimal text, "0" on a loss). */
export interface RouletteState {
  readonly number: number;
  readonly multiplier: string;
}

/** Every chip on the table. */
export function tableChips(bets: readonly { readonly chips: number }[]): number {
  return bets.reduce((sum, bet) => sum + bet.chips, 0);
}

/** The number for float `f`: floor(f × 37). Exact: f has 32 bits and 37 six, the product under 2³⁸. */
export function rouletteNumber(f: number): number {
  const n = Math.floor(f * POCKETS);
  if (!(n >= 0 && n < POCKETS)) throw new RangeError(`float ${f} gives no number of 0 … 36`);
  return n;
}

/** Whether a bet wins on `number`: the number is one it covers. */
export function betWins(bet: { readonly numbers: readonly number[] }, number: number): boolean {
  return bet.numbers.includes(number);
}

/** What the table gives back on `number`, in chips: each winning chip returns its win and itself (36 ÷ the numbers it covers). */
export function chipsReturned(bets: readonly { readonly type: BetType; readonly numbers: readonly number[]; readonly chips: number }[], number: number): number {
  return bets.reduce((sum, bet) => (betWins(bet, number) ? sum + bet.chips * chipReturn(bet.type) : sum), 0);
}

/** One spin: the number float `f` picks and what the table returns for it per chip of value (a whole number of chips, as text). */
export function spinRoulette(bets: RouletteParams['bets'], f: number): RouletteState {
  const number = rouletteNumber(f);
  return { number, multiplier: String(chipsReturned(bets, number)) };
}
