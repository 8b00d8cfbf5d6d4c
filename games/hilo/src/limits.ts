// The round's fixed sizes, in a module of their own: the page reads them without the rules, zod or decimal.js.

/**
 * Cards a round draws at its start, one float each: the first is shown at once and every guess or
 * skip turns the next. A round that turns its last card is cashed out (RULES.md): 64 floats are
 * exactly 8 HMAC blocks.
 */
export const HILO_CARDS = 64;

/** Skips a round allows: a skip replaces the card at no cost, so it changes no odds and no multiplier. */
export const MAX_SKIPS = 20;

/** The largest multiplier a round pays: a right guess that reaches it ends the round, paying it. */
export const MAX_MULTIPLIER = 10_000;
