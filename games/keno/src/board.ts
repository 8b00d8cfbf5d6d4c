/** Numbers on the board: 1 … 40. */
export const KENO_NUMBERS = 40;

/** Numbers drawn each round. */
export const KENO_DRAWN = 10;

/** Fewest and most numbers a player picks. */
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;

/** Risk levels, each its own paytable: how much of the return sits in the rare big hits. */
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;

/** A risk level. */
export type KenoRisk = (typeof KENO_RISKS)[number];
