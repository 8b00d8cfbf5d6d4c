import * as z from 'zod/mini';
import { COLOUR_COUNT, GEM_COUNT, handOf, type GemColour, type Hand } from './hands';
import { DIAMONDS_PAYTABLE } from './paytable';

export { COLOUR_COUNT, GEM_COUNT, HANDS, handOf, matchingGems, type GemColour, type Hand } from './hands';
export { DIAMONDS_MAX_MULTIPLIER, DIAMONDS_PAYTABLE, HAND_COUNTS, RTP_PERCENT, SEQUENCES } from './paytable';

/**
 * `placeBet` params of diamonds: none. The object must be empty (`{}`; the API reads omitted params
 * as `{}`), and any key is refused, so a request meant for another game never plays here.
 */
export const diamondsParamsSchema = z.strictObject({});

/** Validated diamonds params: the empty object. */
export type DiamondsParams = z.infer<typeof diamondsParamsSchema>;

/** The round's outcome: the colour of each of the five gems, left to right (0 … 6). */
export interface DiamondsOutcome {
  readonly gems: readonly GemColour[];
}

/** What the player sees once the round settles: the gems, their hand and what it pays (exact decimal text, "0" on nothing). */
export interface DiamondsState {
  readonly gems: readonly GemColour[];
  readonly hand: Hand;
  readonly multiplier: string;
}

/** The colour float `f` picks: floor(f × 7). Exact: f has 32 bits, so f × 7 is below 2³⁵ units of 2⁻³² and has no rounding step. */
export function gemColour(f: number): GemColour {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  return Math.floor(f * COLOUR_COUNT);
}

/** One round: gem i is the colour of float i, and the hand of the five pays its paytable multiplier. */
export function drawGems(floats: readonly number[]): DiamondsState {
  if (floats.length !== GEM_COUNT) throw new RangeError(`diamonds needs ${GEM_COUNT} floats, got ${floats.length}`);
  const gems = floats.map(gemColour);
  const hand = handOf(gems);
  return { gems, hand, multiplier: DIAMONDS_PAYTABLE[hand] };
}
