import type { BetSpot } from './paytable';

/**
 * Each spot's exact return to player as a fraction (numerator, denominator), from every rank sequence
 * the deal can produce with each rank 1/13 (RULES.md; coup-odds.test.ts proves them).
 */
export const SPOT_RTP: Readonly<Record<BetSpot, readonly [number, number]>> = {
  player: [366_733, 371_293],
  banker: [23_877_259, 24_134_045],
  tie: [4_145_409, 4_826_809],
  playerPair: [12, 13],
  bankerPair: [12, 13],
};
