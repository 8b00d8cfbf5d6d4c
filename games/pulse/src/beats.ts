// The monitor's beat tables: plain data, no zod or decimal.js, so the board and the player rules read
// them without downloading the rules' validation.

/** Risk levels: how each beat's return of 1× is spread between flatlines and tall spikes. */
export const PULSE_RISKS = ['low', 'medium', 'high'] as const;

/** A risk level. */
export type PulseRisk = (typeof PULSE_RISKS)[number];

/** Beats in a round: one float each. */
export const BEAT_COUNT = 3;

/** The 2³² words a float can be cut into 64 equal slots of 2²⁶ words; each table entry owns whole slots. */
export const SLOTS = 64;

/** Words in one slot: 2³² / 64. */
export const WORDS_PER_SLOT = 2 ** 26;

/** One row of a beat table: the spike's multiplier, what it pays on the first beat, and its share of the 64 slots. */
export interface BeatEntry {
  /** The multiplier on beats 2 and 3, exact decimal text ("0" is a flatline). */
  readonly multiplier: string;
  /** The multiplier on beat 1: the same, except the 2× spike pays 1.92× (the house edge, RULES.md). */
  readonly first: string;
  /** How many of the 64 slots (2²⁶ words each) carry it. */
  readonly slots: number;
}

/** The spike whose first-beat multiplier differs, and what it pays there. */
export const EDGE_SPIKE = { multiplier: '2', first: '1.92' } as const;

const entry = (multiplier: string, slots: number): BeatEntry =>
  Object.freeze({ multiplier, first: multiplier === EDGE_SPIKE.multiplier ? EDGE_SPIKE.first : multiplier, slots });

/**
 * Each risk's beat, smallest spike first (the float's words are dealt out in this order from word 0).
 * Every table has 64 slots whose multipliers add up to exactly 64 (mean 1×) and holds the 2× spike on
 * 8 slots (1/8), so beat 1, paying 1.92× there, has mean 1 − 0.08/8 = 0.99× (beats.test.ts proves both).
 */
export const BEAT_TABLES: Readonly<Record<PulseRisk, readonly BeatEntry[]>> = {
  low: Object.freeze([entry('0', 4), entry('0.5', 22), entry('1', 19), entry('1.5', 10), entry('2', 8), entry('3', 1)]),
  medium: Object.freeze([entry('0', 16), entry('0.5', 8), entry('1', 27), entry('2', 8), entry('3', 4), entry('5', 1)]),
  high: Object.freeze([entry('0', 32), entry('0.5', 2), entry('1', 17), entry('2', 8), entry('5', 4), entry('10', 1)]),
};

/** The largest win of each risk: its top spike on all three beats (the top is never the 2× spike). */
export const PULSE_MAX_MULTIPLIER: Readonly<Record<PulseRisk, string>> = { low: '27', medium: '125', high: '1000' };

/** The round's largest possible win over every risk. */
export const PULSE_TOP_MULTIPLIER = '1000';

/** The flatline: a beat of 0× ends the round lost. */
export const FLATLINE = '0';
