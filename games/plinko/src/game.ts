import { defineGame, payoutOf } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { playPlinko, plinkoFloatCount, plinkoParamsSchema, type PlinkoParams, type PlinkoResult } from './rules';
import { PLINKO_STRINGS } from './ui/strings';

/**
 * Plinko: a batch of 1–100 balls dropped at once. The opening debit is the amount per ball × the
 * balls; the batch pays amount × the sum of the balls' multipliers (rounded down to 10 places) in one
 * credit. The round keeps the whole result as its state and its outcome: nothing in it is secret once
 * the batch has fallen.
 */
export const plinkoGame = defineGame<PlinkoParams, PlinkoResult, PlinkoResult>({
  key: 'plinko',
  params: plinkoParamsSchema,
  floatCount: plinkoFloatCount,
  openingWager: (params, amount) => new Decimal(amount).times(params.balls).toFixed(),
  start(params, floats, stake) {
    const result = playPlinko(params, floats);
    return { outcome: result, step: { state: result, multiplier: result.total, end: { payout: payoutOf(stake, result.total).toFixed() } } };
  },
  strings: PLINKO_STRINGS,
});
