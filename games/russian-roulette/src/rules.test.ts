import { describe, expect, it } from 'vitest';
import { pullParamsSchema, russianRouletteParamsSchema } from './rules';

describe('params', () => {
  it.each([{ bullets: 1 }, { bullets: 3 }, { bullets: 5 }])('accepts %j', (params) => {
    expect(russianRouletteParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ bullets: 0 }, { bullets: 6 }, { bullets: 2.5 }, { bullets: '3' }, { bullets: Number.NaN }, {}, { bullets: 3, spin: true }, null])('refuses %j', (params) => {
    expect(russianRouletteParamsSchema.safeParse(params).success).toBe(false);
  });

  it('takes no params on a pull', () => {
    expect(pullParamsSchema.safeParse({}).success).toBe(true);
    for (const bad of [{ chamber: 2 }, { spin: true }, null, 1]) expect(pullParamsSchema.safeParse(bad).success).toBe(false);
  });
});
