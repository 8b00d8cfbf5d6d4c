import { Decimal } from '@rgs/schema';
import * as z from 'zod/mini';
import { BEAT_COUNT, BEAT_TABLES, FLATLINE, PULSE_RISKS, WORDS_PER_SLOT, type PulseRisk } from './beats';

export {
  BEAT_COUNT,
  BEAT_TABLES,
  EDGE_SPIKE,
  FLATLINE,
  PULSE_MAX_MULTIPLIER,
  PULSE_RISKS,
  PULSE_TOP_MULTIPLIER,
  SLOTS,
  WORDS_PER_SLOT,
  type BeatEntry,
  type PulseRisk,
} from './beats';

/** `placeBet` params of pulse (INTERFACES §5): a risk, nothing else. */
export const pulseParamsSchema = z.strictObject({ risk: z.enum(PULSE_RISKS) });

/** Validated pulse params. */
export type PulseParams = z.infer<typeof pulseParamsSchema>;

/** The round's outcome: the multiplier each of the three floats gives its beat, in order (beat 1 first). */
export interface PulseOutcome {
  readonly beats: readonly string[];
}

/** What the player sees once the round settles: the beats played (up to a flatline, which ends it) and their product. */
export interface PulseState {
  readonly beats: readonly string[];
  readonly multiplier: string;
}

/** The 32-bit word of float `f` (f × 2³², exact for the RNG's floats); a RangeError outside [0, 1). */
export function wordOf(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  return Math.floor(f * 2 ** 32);
}

/**
 * Beat `index`'s multiplier (0, 1 or 2) for float `f`: the entry of the risk's table whose run of
 * words holds f × 2³², the runs laid end to end from word 0 in table order. Beat 0 (the player's
 * "beat 1") pays the entry's `first` multiplier.
 */
export function beatMultiplier(risk: PulseRisk, index: number, f: number): string {
  const word = wordOf(f);
  let end = 0;
  for (const entry of BEAT_TABLES[risk]) {
    end += entry.slots * WORDS_PER_SLOT;
    if (word < end) return index === 0 ? entry.first : entry.multiplier;
  }
  throw new RangeError(`word ${word} is past the ${risk} table`);
}

/** The product of the beats as exact decimal text ("1.92" × "0.5" × "3" → "2.88"); "0" when any is a flatline. */
export function productOf(beats: readonly string[]): string {
  if (beats.includes(FLATLINE)) return FLATLINE;
  return beats.reduce((product, beat) => product.times(beat), new Decimal(1)).toFixed();
}

/** The beats played: every beat up to and including the first flatline, which ends the round. */
export function playedBeats(beats: readonly string[]): string[] {
  const flat = beats.indexOf(FLATLINE);
  return flat === -1 ? [...beats] : beats.slice(0, flat + 1);
}

/** One round on three floats: each beat's multiplier, the beats played and the product paid. */
export function playPulse(risk: PulseRisk, floats: readonly number[]): { outcome: PulseOutcome; state: PulseState } {
  if (floats.length < BEAT_COUNT) throw new RangeError(`pulse needs ${BEAT_COUNT} floats, got ${floats.length}`);
  const beats = floats.slice(0, BEAT_COUNT).map((f, i) => beatMultiplier(risk, i, f));
  return { outcome: { beats }, state: { beats: playedBeats(beats), multiplier: productOf(beats) } };
}
