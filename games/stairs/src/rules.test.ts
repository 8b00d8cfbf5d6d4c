import { describe, expect, it } from 'vitest';
import { climbParamsSchema, stairsParamsSchema } from './rules';
import { CLIMBS, CLIMB_LENGTHS, climbsFrom } from './staircase';

describe('params', () => {
  it('takes no parameters', () => {
    expect(stairsParamsSchema.parse({})).toEqual({});
    for (const bad of [{ stairs: 1 }, { risk: 'high' }, null, 'x']) expect(stairsParamsSchema.safeParse(bad).success).toBe(false);
  });

  it('validates climb params strictly: 1, 2 or 3 stairs', () => {
    for (const stairs of [1, 2, 3]) expect(climbParamsSchema.parse({ stairs })).toEqual({ stairs });
    for (const bad of [{ stairs: 0 }, { stairs: 4 }, { stairs: 1.5 }, { stairs: '1' }, { stairs: Number.NaN }, {}, { stairs: 1, x: 1 }]) {
      expect(climbParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('climbs', () => {
  it('are RULES.md’s table: step 7/8, stride 1/2, leap 1/4, each mark the chance in hundredths of a percent', () => {
    expect(CLIMB_LENGTHS.map((s) => [s, CLIMBS[s].name, CLIMBS[s].safe, CLIMBS[s].of, CLIMBS[s].mark])).toEqual([
      [1, 'step', 7, 8, 8750],
      [2, 'stride', 1, 2, 5000],
      [3, 'leap', 1, 4, 2500],
    ]);
    for (const s of CLIMB_LENGTHS) expect(CLIMBS[s].mark * CLIMBS[s].of).toBe(10_000 * CLIMBS[s].safe);
  });

  it('never go past the top', () => {
    expect(climbsFrom(0)).toEqual([1, 2, 3]);
    expect(climbsFrom(21)).toEqual([1, 2, 3]);
    expect(climbsFrom(22)).toEqual([1, 2]);
    expect(climbsFrom(23)).toEqual([1]);
    expect(climbsFrom(24)).toEqual([]);
  });
});
