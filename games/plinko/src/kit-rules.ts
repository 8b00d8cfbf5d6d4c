import { GameRuleError, type GameRules } from '@rgs/game-kit';
import { playPlinko, plinkoFloatCount, plinkoParamsSchema, type PlinkoParams, type PlinkoResult } from './rules';

const settledAtOnce = (): never => {
  throw new GameRuleError('ROUND_NOT_OPEN', 'A plinko batch settles when it is placed; there is nothing left to play');
};

/**
 * Plinko on today's kit `GameRules` (what the shell's `loadRules` and the demo engine take) until the
 * game is declared with `defineGame`. The batch settles at once and pays amount × total; the round
 * keeps the whole result as both its state and its outcome, since nothing in it is secret once played.
 * Today's kit knows no `instant-batch` lifecycle and debits `amount` once, so until the seam is
 * rewritten a demo batch of several balls is debited for one ball only.
 */
export const plinkoRules: GameRules<PlinkoParams, PlinkoResult, PlinkoResult> = {
  key: 'plinko',
  lifecycle: 'instant',
  paramsSchema: plinkoParamsSchema,
  actionSchemas: {},
  floatCount: plinkoFloatCount,

  start(params, floats) {
    const result = playPlinko(params, floats);
    // Every slot pays more than 0, so a batch is always "won" in the kit's sense (it pays its multiplier).
    return { outcome: result, step: { status: 'won', state: result, multiplier: result.total } };
  },

  act(_round, action) {
    throw new GameRuleError('INVALID_ACTION', `Plinko has no actions (got "${action}")`, { action });
  },

  cashout: settledAtOnce,
};
