import { defineGame, payoutOf, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { cardText, chipCount, COUP_FLOATS, handTotal, playBaccarat, winnerOf, baccaratParamsSchema, type BaccaratOutcome, type BaccaratParams, type BaccaratState } from './rules';
import { baccaratStrings } from './strings';

const VERDICT = { player: 'playerWins', banker: 'bankerWins', tie: 'tieWins' } as const;

/**
 * Baccarat (punto banco): chips on Player, Banker, Tie and the two pairs, one coup dealt by the fixed
 * drawing rules, settled at once. `amount` is one chip's value: the opening debit is amount × the
 * chips, the payout amount × Σ chips × return. No free bets (the catalog says so).
 */
export const baccaratGame = defineGame<BaccaratParams, BaccaratOutcome, BaccaratState>({
  key: 'baccarat',
  params: baccaratParamsSchema,
  floatCount: () => COUP_FLOATS,
  openingWager: (params, amount) => new Decimal(amount).times(chipCount(params)).toFixed(),

  start(params, floats, stake) {
    const state = playBaccarat(params, floats);
    const outcome: BaccaratOutcome = { player: state.player, banker: state.banker };
    // Nothing came back: a loss, which the seam closes on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    return { outcome, step: { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } } };
  },

  strings: baccaratStrings,

  // "Player 4 (3♣ 8♥ 3♦), Banker 2 (7♣ 7♣ 8♣): Player wins": both hands as dealt, their totals and the verdict.
  describeOutcome: ({ player, banker }, _params, lang) => {
    const strings = baccaratStrings[lang];
    const playerTotal = handTotal(player);
    const bankerTotal = handTotal(banker);
    return strings.coupOutcome
      .replace('{playerTotal}', String(playerTotal))
      .replace('{playerCards}', player.map(cardText).join(' '))
      .replace('{bankerTotal}', String(bankerTotal))
      .replace('{bankerCards}', banker.map(cardText).join(' '))
      .replace('{verdict}', strings[VERDICT[winnerOf(playerTotal, bankerTotal)]]);
  },
});
