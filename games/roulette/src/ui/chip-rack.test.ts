import { describe, expect, it } from 'vitest';
import { findPosition } from '../table';
import { addChip, chipsOn, doubleRack, rackChips, rackParams, removeChip, type Rack } from './chip-rack';

const p17 = findPosition('straight', [17])!;
const split = findPosition('split', [17, 20])!;
const red = findPosition('red', [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])!;

describe('the chips on the table', () => {
  it('stack on a position chip by chip, one stack per position, in the order first placed', () => {
    let rack: Rack = [];
    rack = addChip(rack, p17)!;
    rack = addChip(rack, red)!;
    rack = addChip(rack, p17)!;
    expect(rack.map((s) => [s.position.key, s.chips])).toEqual([['straight:17', 2], [red.key, 1]]);
    expect(rackChips(rack)).toBe(3);
    expect(chipsOn(rack, 'straight:17')).toBe(2);
    expect(chipsOn(rack, split.key)).toBe(0);
  });

  it('take no chip past the table’s limit', () => {
    const full: Rack = [{ position: p17, chips: 199 }];
    expect(addChip(full, split)).toEqual([{ position: p17, chips: 199 }, { position: split, chips: 1 }]);
    expect(addChip([{ position: p17, chips: 200 }], split)).toBeNull();
    expect(addChip([{ position: p17, chips: 2 }], split, 2)).toBeNull();
  });

  it('lift one chip at a time, the stack gone with its last chip', () => {
    const rack: Rack = [{ position: p17, chips: 2 }, { position: split, chips: 1 }];
    expect(removeChip(rack, p17)).toEqual([{ position: p17, chips: 1 }, { position: split, chips: 1 }]);
    expect(removeChip(rack, split)).toEqual([{ position: p17, chips: 2 }]);
    expect(removeChip(rack, red)).toBe(rack);
  });

  it('double every stack while the table takes it', () => {
    const rack: Rack = [{ position: p17, chips: 2 }, { position: split, chips: 3 }];
    expect(doubleRack(rack)).toEqual([{ position: p17, chips: 4 }, { position: split, chips: 6 }]);
    expect(doubleRack([{ position: p17, chips: 100 }])).toEqual([{ position: p17, chips: 200 }]);
    expect(doubleRack([{ position: p17, chips: 101 }])).toBeNull();
    expect(doubleRack([])).toBeNull();
  });

  it('is sent as the bets RULES.md describes', () => {
    expect(rackParams([{ position: split, chips: 3 }, { position: p17, chips: 1 }])).toEqual({
      bets: [{ type: 'split', numbers: [17, 20], chips: 3 }, { type: 'straight', numbers: [17], chips: 1 }],
    });
  });
});
