/** Risk levels: how much of the return sits in the rare edge slots. */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;

/** A risk level. */
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Fewest and most rows of pegs. */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/** Most balls in one batch. */
export const PLINKO_MAX_BALLS = 100;
