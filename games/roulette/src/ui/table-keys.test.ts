import { describe, expect, it } from 'vitest';
import { movedSpot } from './table-keys';
import { positionAt } from './table-layout';

const key = (point: { x: number; y: number } | null) => (point ? positionAt(point.x, point.y)?.key : null);

describe('movedSpot', () => {
  it('moves half a cell per arrow on a wide table: from 17 to the split with 20, then to 20', () => {
    const from = { x: 11, y: 3 };
    expect(key(movedSpot('ArrowRight', from, 'wide'))).toBe('split:17-20');
    expect(key(movedSpot('ArrowRight', { x: 12, y: 3 }, 'wide'))).toBe('straight:20');
    expect(key(movedSpot('ArrowLeft', from, 'wide'))).toBe('split:14-17');
    expect(key(movedSpot('ArrowUp', from, 'wide'))).toBe('split:17-18');
    expect(key(movedSpot('ArrowDown', from, 'wide'))).toBe('split:16-17');
  });

  it('turns the arrows with the table on a tall one: down runs along the streets, left towards the outside bets', () => {
    const from = { x: 11, y: 3 };
    expect(key(movedSpot('ArrowDown', from, 'tall'))).toBe('split:17-20');
    expect(key(movedSpot('ArrowUp', from, 'tall'))).toBe('split:14-17');
    expect(key(movedSpot('ArrowLeft', from, 'tall'))).toBe('split:16-17');
    expect(key(movedSpot('ArrowRight', from, 'tall'))).toBe('split:17-18');
  });

  it('reaches the streets and lines on the outer edge, and stops at every edge', () => {
    expect(key(movedSpot('ArrowDown', { x: 11, y: 5 }, 'wide'))).toBe('street:16-17-18');
    expect(movedSpot('ArrowDown', { x: 11, y: 6 }, 'wide')).toEqual({ x: 11, y: 6 });
    expect(movedSpot('ArrowUp', { x: 11, y: 1 }, 'wide')).toEqual({ x: 11, y: 1 });
    expect(movedSpot('ArrowRight', { x: 23, y: 2 }, 'wide')).toEqual({ x: 23, y: 2 });
  });

  it('steps onto zero from its edge, and off it to the split of 0 and 2', () => {
    expect(key(movedSpot('ArrowLeft', { x: 0, y: 5 }, 'wide'))).toBe('straight:0');
    expect(key(movedSpot('ArrowRight', { x: -1, y: 3 }, 'wide'))).toBe('split:0-2');
    expect(movedSpot('ArrowUp', { x: -1, y: 3 }, 'wide')).toEqual({ x: -1, y: 3 });
    expect(movedSpot('ArrowLeft', { x: -1, y: 3 }, 'wide')).toEqual({ x: -1, y: 3 });
    expect(key(movedSpot('ArrowDown', { x: -1, y: 3 }, 'tall'))).toBe('split:0-2');
  });

  it('leaves every other key alone', () => {
    for (const other of ['Enter', ' ', 'Tab', 'a', 'Home', 'PageDown']) expect(movedSpot(other, { x: 3, y: 3 }, 'wide')).toBeNull();
  });
});
