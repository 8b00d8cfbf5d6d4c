import { defineGame, floatAt, localeOf, payoutOf, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { chipsReturned, colourOf, rouletteParamsSchema, spinRoulette, tableChips, type RouletteOutcome, type RouletteParams, type RouletteState } from './rules';
import { rouletteStrings } from './strings';

/**
 * Roulette: one spin of a single-zero wheel against the chips on the table. The player's amount is
 * the value of one chip; the opening debit is that value × the chips, and the spin pays the value ×
 * the chips the table returns (the round's multiplier), rounded down to 10 places.
 */
export const rouletteGame = defineGame<RouletteParams, RouletteOutcome, RouletteState>({
  key: 'roulette',
  params: rouletteParamsSchema,
  floatCount: () => 1,
  openingWager: (params, amount) => new Decimal(amount).times(tableChips(params.bets)).toFixed(),

  start(params, floats, stake) {
    const state = spinRoulette(params.bets, floatAt(floats, 0));
    const outcome: RouletteOutcome = { number: state.number };
    // No winning chip is a loss: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    return { outcome, step: { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } } };
  },

  strings: rouletteStrings,

  // "17 red (36×)", "17 vermelho (36×)": the number, its colour and what the table returned per chip.
  describeOutcome: ({ number }, params, lang) => {
    return `${number} ${rouletteStrings[lang][colourOf(number)]} (${new Intl.NumberFormat(localeOf(lang)).format(chipsReturned(params.bets, number))}×)`;
  },
});
