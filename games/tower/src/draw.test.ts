import { describe, expect, it } from 'vitest';
import { TOWER_DIFFICULTIES, TOWER_LAYOUTS } from './board';
import { drawTowerBombs, towerFloatCount } from './draw';

/** A float that selects `index` out of `left` tiles, from the middle of its interval. */
const at = (index: number, left: number) => (index + 0.5) / left;

describe('towerFloatCount', () => {
  it('is 9 floors × the bombs per floor', () => {
    expect(TOWER_DIFFICULTIES.map(towerFloatCount)).toEqual([9, 9, 9, 18, 27]);
  });
});

describe('drawTowerBombs', () => {
  it('draws one bomb per floor at floor(f × tiles), floor 1 first', () => {
    const floats = [0, at(1, 4), at(2, 4), 0.999999, 0.25, 0.5, 0.75, 0.2499, 0.5001];
    expect(drawTowerBombs('easy', floats)).toEqual([[0], [1], [2], [3], [1], [2], [3], [0], [2]]);
    expect(drawTowerBombs('medium', floats)).toEqual([[0], [1], [1], [2], [0], [1], [2], [0], [1]]);
    expect(drawTowerBombs('hard', floats)).toEqual([[0], [0], [1], [1], [0], [1], [1], [0], [1]]);
  });

  it('draws floor r’s bombs from floats r·b … r·b + b − 1, each from the tiles still left', () => {
    // Master: floor 1 takes index 3 of [0,1,2,3] → 3, index 0 of [0,1,2] → 0, index 1 of [1,2] → 2; safe: 1.
    const floats = [at(3, 4), at(0, 3), at(1, 2), ...Array<number>(24).fill(0)];
    const bombs = drawTowerBombs('master', floats);
    expect(bombs[0]).toEqual([3, 0, 2]);
    expect(bombs.slice(1)).toEqual(Array.from({ length: 8 }, () => [0, 1, 2]));
    // Expert: floor 1 takes index 2 of [0,1,2] → 2, index 0 of [0,1] → 0; safe: 1. Floor 2 from floats 2 and 3.
    const expert = drawTowerBombs('expert', [at(2, 3), at(0, 2), at(1, 3), at(1, 2), ...Array<number>(14).fill(0)]);
    expect(expert.slice(0, 3)).toEqual([[2, 0], [1, 2], [0, 1]]);
  });

  it('draws every ordered set of bombs of a floor, each from one cell of the index grid', () => {
    for (const difficulty of TOWER_DIFFICULTIES) {
      const { tiles, bombs } = TOWER_LAYOUTS[difficulty];
      const seen = new Set<string>();
      const visit = (indexes: number[]): void => {
        if (indexes.length === bombs) {
          const floats = [...indexes.map((j, i) => at(j, tiles - i)), ...Array<number>(8 * bombs).fill(0)];
          seen.add(drawTowerBombs(difficulty, floats)[0]!.join(','));
          return;
        }
        for (let j = 0; j < tiles - indexes.length; j++) visit([...indexes, j]);
      };
      visit([]);
      // n!/(n − b)! ordered draws, all distinct: 4, 3, 2, 6, 24.
      expect(seen.size).toBe([...Array(bombs).keys()].reduce((product, i) => product * (tiles - i), 1));
    }
  });

  it('refuses missing or out-of-range floats', () => {
    expect(() => drawTowerBombs('easy', Array<number>(8).fill(0.5))).toThrow(RangeError);
    expect(() => drawTowerBombs('master', Array<number>(26).fill(0.5))).toThrow(RangeError);
    expect(() => drawTowerBombs('easy', [...Array<number>(8).fill(0.5), 1])).toThrow(RangeError);
  });
});
