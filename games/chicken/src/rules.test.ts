import { describe, expect, it } from 'vitest';
import { chickenGame } from './game';
import { chickenParamsSchema, crossParamsSchema } from './rules';

describe('chickenParamsSchema', () => {
  it('takes one of the four difficulties and nothing else', () => {
    for (const difficulty of ['easy', 'medium', 'hard', 'hardcore']) expect(chickenParamsSchema.parse({ difficulty })).toEqual({ difficulty });
    for (const bad of [{}, { difficulty: 'extreme' }, { difficulty: 'Easy' }, { difficulty: 2 }, { difficulty: 'easy', lanes: 3 }, null, 'easy']) {
      expect(chickenParamsSchema.safeParse(bad).success).toBe(false);
    }
    expect(chickenGame.params).toBe(chickenParamsSchema);
  });
});

describe('crossParamsSchema', () => {
  it('takes a whole lane number from 0 to 23 and nothing else', () => {
    expect(crossParamsSchema.parse({ lane: 0 })).toEqual({ lane: 0 });
    expect(crossParamsSchema.parse({ lane: 23 })).toEqual({ lane: 23 });
    for (const bad of [{ lane: 24 }, { lane: -1 }, { lane: 1.5 }, { lane: '1' }, {}, { lane: 1, extra: true }, null]) {
      expect(crossParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
