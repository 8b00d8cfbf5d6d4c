// Test fixture: a coin whose params fix the result (chance 1: always heads, 0: always tails), so
// tests know each round's outcome whatever the seeds draw. Imported by tests only.
import { Decimal } from '@rgs/schema';
import * as z from 'zod/mini';
import { defineGame } from '../../seam/define-game';

const rules = {
  key: 'coin',
  strings: { en: {}, pt: {}, es: {} },
  params: z.strictObject({ chance: z.number().check(z.minimum(0), z.maximum(1)) }),
  floatCount: () => 1,
  start: (params: { chance: number }, floats: readonly number[], stake: string) => {
    const heads = floats[0]! < params.chance;
    return { outcome: { heads }, step: { state: null, multiplier: heads ? '2' : '0', end: { payout: heads ? new Decimal(stake).times(2).toFixed() : '0' } } };
  },
};

/** The coin, saying its outcome in words ("heads", "cara"). */
export const coin = defineGame({
  ...rules,
  describeOutcome: (outcome, _params, lang) => (outcome.heads ? (lang === 'pt' ? 'cara' : 'heads') : lang === 'pt' ? 'coroa' : 'tails'),
});

/** The same coin without words for its outcome: shown as JSON. */
export const plainCoin = defineGame(rules);

/** Known seeds, to replay the same rounds. */
export const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'replay me' };

export const HEADS = { chance: 1 };
export const TAILS = { chance: 0 };
