import { describe, expect, it } from 'vitest';
import { shootParamsSchema, soccerParamsSchema } from './rules';

describe('params', () => {
  it.each([{ difficulty: 'easy' }, { difficulty: 'medium' }, { difficulty: 'hard' }, { difficulty: 'expert' }])('accepts %j', (params) => {
    expect(soccerParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ difficulty: 'Easy' }, { difficulty: 'master' }, { difficulty: 2 }, {}, { difficulty: 'easy', kicks: 5 }, null, 'easy'])('refuses %j', (params) => {
    expect(soccerParamsSchema.safeParse(params).success).toBe(false);
  });

  it('validates shoot params strictly: an integer zone 0 … 5', () => {
    for (const zone of [0, 1, 2, 3, 4, 5]) expect(shootParamsSchema.parse({ zone })).toEqual({ zone });
    for (const bad of [{ zone: -1 }, { zone: 6 }, { zone: 1.5 }, { zone: '3' }, { zone: Number.NaN }, { zone: 3, power: 1 }, {}, null]) {
      expect(shootParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
