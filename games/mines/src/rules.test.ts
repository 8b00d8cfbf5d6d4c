import { describe, expect, it } from 'vitest';
import { minesParamsSchema, revealParamsSchema } from './rules';

describe('params', () => {
  it.each([{ mines: 1 }, { mines: 3 }, { mines: 24 }])('accepts %j', (params) => {
    expect(minesParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ mines: 0 }, { mines: 25 }, { mines: 2.5 }, { mines: '3' }, { mines: Number.NaN }, {}, { mines: 3, extra: 1 }, null])(
    'refuses %j',
    (params) => {
      expect(minesParamsSchema.safeParse(params).success).toBe(false);
    },
  );

  it('validates reveal params strictly', () => {
    expect(revealParamsSchema.safeParse({ tile: 0 }).success).toBe(true);
    expect(revealParamsSchema.safeParse({ tile: 24 }).success).toBe(true);
    for (const bad of [{ tile: -1 }, { tile: 25 }, { tile: 1.5 }, { tile: '3' }, { tile: 3, x: 1 }, {}]) {
      expect(revealParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
