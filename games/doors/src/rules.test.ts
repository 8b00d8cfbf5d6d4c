import { describe, expect, it } from 'vitest';
import { doorsParamsSchema, openParamsSchema } from './rules';

describe('params', () => {
  it.each([{ doors: 2 }, { doors: 3 }, { doors: 5 }])('accepts %j', (params) => {
    expect(doorsParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ doors: 1 }, { doors: 6 }, { doors: 2.5 }, { doors: '3' }, { doors: Number.NaN }, {}, { doors: 3, extra: 1 }, null])('refuses %j', (params) => {
    expect(doorsParamsSchema.safeParse(params).success).toBe(false);
  });

  it('validates open params strictly: a door 0 to 4 (the rules refuse one the level does not have)', () => {
    expect(openParamsSchema.safeParse({ door: 0 }).success).toBe(true);
    expect(openParamsSchema.safeParse({ door: 4 }).success).toBe(true);
    for (const bad of [{ door: -1 }, { door: 5 }, { door: 1.5 }, { door: '1' }, { door: 1, x: 1 }, {}, null]) {
      expect(openParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
