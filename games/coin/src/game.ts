import { defineGame, payoutOf, type RuleStep } from '@rgs/game-kit';
import { coinParamsSchema, playCoin, type CoinOutcome, type CoinState } from './rules';
import { coinStrings } from './strings';

/** Coin Flip: call a side for a streak of 1–10 flips; all must land on it. Settles at once (no actions, no cashout). */
export const coinGame = defineGame({
  key: 'coin',
  params: coinParamsSchema,
  floatCount: (params) => params.streak,

  start(params, floats, stake) {
    const { flips, won, multiplier } = playCoin(params, floats);
    const outcome: CoinOutcome = { flips };
    const state: CoinState = { side: params.side, streak: params.streak, flips, won };
    const step: RuleStep<CoinState> = { state, multiplier, end: { payout: won ? payoutOf(stake, multiplier).toFixed() : '0' } };
    return { outcome, step };
  },

  strings: coinStrings,

  // "flips heads, heads, tails", "lançamento coroa": every side flipped, in the player's words.
  describeOutcome: ({ flips }, _params, lang) => {
    const words = coinStrings[lang];
    const sides = flips.map((flip) => words[flip].toLocaleLowerCase(lang)).join(', ');
    return (flips.length === 1 ? words.flipOutcome : words.flipsOutcome).replace('{flips}', sides);
  },
});
