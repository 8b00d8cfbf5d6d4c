import { describe, expect, it } from 'vitest';
import { TOWER_DIFFICULTIES, TOWER_LAYOUTS, safeTiles } from './board';
import { pickParamsSchema, towerParamsSchema } from './rules';

describe('params', () => {
  it.each(TOWER_DIFFICULTIES.map((difficulty) => ({ difficulty })))('accepts %j', (params) => {
    expect(towerParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ difficulty: 'insane' }, { difficulty: 'Easy' }, { difficulty: 1 }, {}, { difficulty: 'easy', rows: 9 }, null, 'easy'])('refuses %j', (params) => {
    expect(towerParamsSchema.safeParse(params).success).toBe(false);
  });

  it('validates pick params strictly: a tile 0 to 3', () => {
    for (const tile of [0, 1, 2, 3]) expect(pickParamsSchema.safeParse({ tile }).success).toBe(true);
    for (const bad of [{ tile: -1 }, { tile: 4 }, { tile: 1.5 }, { tile: '1' }, { tile: Number.NaN }, { tile: 1, row: 0 }, {}]) {
      expect(pickParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('layouts', () => {
  it('are RULES.md’s table: tiles, bombs and safe tiles per floor', () => {
    expect(TOWER_DIFFICULTIES.map((d) => [d, TOWER_LAYOUTS[d].tiles, TOWER_LAYOUTS[d].bombs, safeTiles(d)])).toEqual([
      ['easy', 4, 1, 3],
      ['medium', 3, 1, 2],
      ['hard', 2, 1, 1],
      ['expert', 3, 2, 1],
      ['master', 4, 3, 1],
    ]);
  });
});
