import { describe, expect, it } from 'vitest';
import { bridgeParamsSchema, stepParamsSchema } from './rules';

describe('params', () => {
  it.each([{ difficulty: 'easy' }, { difficulty: 'medium' }, { difficulty: 'hard' }])('accepts %j', (params) => {
    expect(bridgeParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ difficulty: 'expert' }, { difficulty: 'Easy' }, { difficulty: 1 }, {}, { difficulty: 'easy', extra: 1 }, null])('refuses %j', (params) => {
    expect(bridgeParamsSchema.safeParse(params).success).toBe(false);
  });

  it('validates step params strictly: a panel 0 to 2 (the rules refuse one the row does not have)', () => {
    expect(stepParamsSchema.safeParse({ panel: 0 }).success).toBe(true);
    expect(stepParamsSchema.safeParse({ panel: 2 }).success).toBe(true);
    for (const bad of [{ panel: -1 }, { panel: 3 }, { panel: 0.5 }, { panel: '1' }, { panel: 1, x: 1 }, {}, null]) {
      expect(stepParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
