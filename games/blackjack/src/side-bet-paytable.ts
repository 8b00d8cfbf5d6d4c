// The side bets' pay tables alone, with no arithmetic: side-bets.ts settles with decimal.js, while the
// odds (side-bet-odds.ts) and the player's rules page read these without loading it.

/** Perfect Pairs outcomes on the player's first two cards (same rank): mixed colours, same colour, same suit. */
export type PerfectPairsOutcome = 'mixed-pair' | 'coloured-pair' | 'perfect-pair';

/** 21+3 outcomes on the player's two cards and the dealer's up card. */
export type TwentyOnePlusThreeOutcome = 'flush' | 'straight' | 'three-of-a-kind' | 'straight-flush' | 'suited-trips';

/** Perfect Pairs odds (X to 1: a win returns the stake plus X × stake). */
export const PERFECT_PAIRS_ODDS: Readonly<Record<PerfectPairsOutcome, number>> = {
  'mixed-pair': 6,
  'coloured-pair': 12,
  'perfect-pair': 25,
};

/** 21+3 odds (X to 1). */
export const TWENTY_ONE_PLUS_THREE_ODDS: Readonly<Record<TwentyOnePlusThreeOutcome, number>> = {
  flush: 5,
  straight: 10,
  'three-of-a-kind': 30,
  'straight-flush': 40,
  'suited-trips': 100,
};
