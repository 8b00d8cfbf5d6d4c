import { describe, expect, it } from 'vitest';
import { casesParamsSchema, openParamsSchema } from './rules';

describe('params', () => {
  it.each([{ pick: 0 }, { pick: 6 }, { pick: 11 }])('accepts %j', (params) => {
    expect(casesParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ pick: -1 }, { pick: 12 }, { pick: 1.5 }, { pick: '3' }, { pick: Number.NaN }, {}, { pick: 3, extra: 1 }, null])('refuses %j', (params) => {
    expect(casesParamsSchema.safeParse(params).success).toBe(false);
  });

  it('validates open params strictly', () => {
    expect(openParamsSchema.safeParse({ case: 0 }).success).toBe(true);
    expect(openParamsSchema.safeParse({ case: 11 }).success).toBe(true);
    for (const bad of [{ case: -1 }, { case: 12 }, { case: 2.5 }, { case: '3' }, { case: 3, x: 1 }, {}, { tile: 3 }]) {
      expect(openParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
