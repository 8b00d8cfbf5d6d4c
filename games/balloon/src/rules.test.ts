import { describe, expect, it } from 'vitest';
import { balloonParamsSchema, pumpParamsSchema } from './rules';

describe('params', () => {
  it.each([{ difficulty: 'easy' }, { difficulty: 'medium' }, { difficulty: 'hard' }, { difficulty: 'expert' }])('accepts %j', (params) => {
    expect(balloonParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ difficulty: 'EASY' }, { difficulty: 'insane' }, { difficulty: 1 }, {}, { difficulty: 'easy', pumps: 3 }, null, 'easy'])('refuses %j', (params) => {
    expect(balloonParamsSchema.safeParse(params).success).toBe(false);
  });

  it('takes no params on a pump', () => {
    expect(pumpParamsSchema.safeParse({}).success).toBe(true);
    for (const bad of [{ pumps: 2 }, { times: 1 }, null, 1]) expect(pumpParamsSchema.safeParse(bad).success).toBe(false);
  });
});
