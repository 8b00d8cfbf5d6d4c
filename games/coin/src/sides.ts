// What the page and the rules share, with no package behind it: live players download this, never
// the rules module (zod, decimal.js), which only demo play and verification load.

/** The two faces of the coin, in the order the page offers them. */
export const COIN_SIDES = ['heads', 'tails'] as const;

/** A face of the coin: what the player calls and what a flip lands on. */
export type CoinSide = (typeof COIN_SIDES)[number];

/** The shortest and longest streak a bet may call (a streak of 1 is a plain flip). */
export const COIN_MIN_STREAK = 1;
export const COIN_MAX_STREAK = 10;
