import { RANKS } from './cards';
import { MAX_MULTIPLIER } from './limits';

// The odds of a guess and the exact multiplier of a run, on plain numbers and BigInt: the page and the
// rules share them (the rules floor the multiplier in multiplier.ts, through the kit).

/** The guesses a player may make on a card: strictly higher, strictly lower, or the same rank. */
export const CHOICES = ['higher', 'lower', 'same'] as const;

/** One guess. */
export type Choice = (typeof CHOICES)[number];

/** Ranks a card can have, all equally likely. */
export const RANK_COUNT = RANKS.length;

/** The return to player, 0.99, as a fraction: applied once to the whole run of guesses. */
const RTP = { numerator: 99n, denominator: 100n } as const;

function assertRank(rank: number): void {
  if (!Number.isInteger(rank) || rank < 0 || rank >= RANK_COUNT) throw new RangeError(`a rank index runs from 0 to 12, got ${rank}`);
}

/**
 * How many of the 13 ranks win `choice` on a card of rank index `rank` (ace 0 … king 12): higher
 * 12 − rank, lower rank, same 1. Zero means the guess cannot win (higher on a king, lower on an ace)
 * and is not offered.
 */
export function winningRanks(rank: number, choice: Choice): number {
  assertRank(rank);
  switch (choice) {
    case 'higher':
      return RANK_COUNT - 1 - rank;
    case 'lower':
      return rank;
    case 'same':
      return 1;
  }
}

/** Whether the next card's rank `next` wins `choice` made on a card of rank `rank`. */
export function wins(rank: number, next: number, choice: Choice): boolean {
  assertRank(rank);
  assertRank(next);
  switch (choice) {
    case 'higher':
      return next > rank;
    case 'lower':
      return next < rank;
    case 'same':
      return next === rank;
  }
}

/** The guesses offered on a card of rank `rank`: every choice that can win. */
export function choicesOn(rank: number): Choice[] {
  return CHOICES.filter((choice) => winningRanks(rank, choice) > 0);
}

/**
 * The multiplier of a run of right guesses, exact and uncapped: 0.99 × Π 13 / n_i, where n_i is how
 * many ranks won guess i (so n_i / 13 was its chance). 0.99 for no guess at all.
 */
export function exactMultiplier(counts: readonly number[]): { numerator: bigint; denominator: bigint } {
  let numerator = RTP.numerator;
  let denominator = RTP.denominator;
  for (const n of counts) {
    if (!Number.isInteger(n) || n < 1 || n > RANK_COUNT - 1) throw new RangeError(`a guess wins on 1 to 12 ranks, got ${n}`);
    numerator *= BigInt(RANK_COUNT);
    denominator *= BigInt(n);
  }
  return { numerator, denominator };
}

/** Whether a run of right guesses has reached the top multiplier (the round then ends, paying it). */
export function reachesCap(counts: readonly number[]): boolean {
  const { numerator, denominator } = exactMultiplier(counts);
  return numerator >= BigInt(MAX_MULTIPLIER) * denominator;
}
