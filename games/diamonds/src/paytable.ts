import type { Hand } from './hands';

// The paytable and the odds it is priced on: plain data, read by the rules, the board and the player rules.

/**
 * What each hand pays, as exact decimal text: Stake's table (50, 5, 4, 3, 2, 0.1, 0) with the top
 * prize raised from 50× to 66.99×, which brings the return from 98.29 % to exactly 99 % with equally
 * likely colours (RULES.md, "Pricing": the only one-row change of that table that does, and every
 * exactly-99 % table's top prize ends in 9 hundredths). paytable.test.ts proves it with BigInt.
 */
export const DIAMONDS_PAYTABLE: Readonly<Record<Hand, string>> = Object.freeze({
  five: '66.99',
  four: '5',
  fullHouse: '4',
  three: '3',
  twoPair: '2',
  pair: '0.1',
  nothing: '0',
});

/** How many of the 7⁵ = 16,807 equally likely colour sequences form each hand (hands.test.ts counts them). */
export const HAND_COUNTS: Readonly<Record<Hand, number>> = Object.freeze({
  five: 7,
  four: 210,
  fullHouse: 420,
  three: 2100,
  twoPair: 3150,
  pair: 8400,
  nothing: 2520,
});

/** 7⁵: every colour sequence of five gems. */
export const SEQUENCES = 16_807;

/** The return with equally likely colours, in percent: exactly 99 (paytable.test.ts). */
export const RTP_PERCENT = 99;

/** The largest multiplier: five of a kind. */
export const DIAMONDS_MAX_MULTIPLIER = DIAMONDS_PAYTABLE.five;
