import { describe, expect, it } from 'vitest';
import { INSIDE_TYPES } from '../paytable';
import { POSITIONS } from '../table';
import { BAND, OUTSIDE_BOXES, SPOTS, boxPlaces, cellOf, cellSpan, positionAt, spotAnchor, spotBox, tableGeometry, type Box, type Orientation } from './table-layout';

const ORIENTATIONS: readonly Orientation[] = ['wide', 'tall'];
const inside = (a: Box, b: Box) => a.x >= b.x - 1e-9 && a.y >= b.y - 1e-9 && a.x + a.w <= b.x + b.w + 1e-9 && a.y + a.h <= b.y + b.h + 1e-9;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 1e-9 && b.x < a.x + a.w - 1e-9 && a.y < b.y + b.h - 1e-9 && b.y < a.y + a.h - 1e-9;

describe('tableGeometry', () => {
  it('lays the 14 slots across a wide table and down a tall one', () => {
    const wide = tableGeometry('wide');
    const tall = tableGeometry('tall');
    expect([wide.width, wide.height]).toEqual([796, 284]);
    expect([tall.width, tall.height]).toEqual([290, 544]);
    // Zero's head at the left of a wide table, at the top of a tall one.
    expect(wide.point(0, 0)).toEqual([6, 6]);
    expect(tall.point(0, 0)).toEqual([284, 6]);
    // The outside boxes below a wide table, at the left of a tall one.
    expect(wide.point(14, 5)).toEqual([790, 278]);
    expect(tall.point(14, 5)).toEqual([6, 538]);
  });

  it('turns the wide table a quarter clockwise: 1, 2, 3 read left to right on a tall one', () => {
    const tall = tableGeometry('tall');
    const centre = (n: number) => {
      const box = tall.box(...cellSpan(n));
      return [box.x + box.w / 2, box.y + box.h / 2];
    };
    expect(centre(1)[0]).toBeLessThan(centre(2)[0]!);
    expect(centre(2)[0]).toBeLessThan(centre(3)[0]!);
    expect(centre(1)[1]).toBe(centre(3)[1]);
    expect(centre(4)[1]).toBeGreaterThan(centre(1)[1]!);
  });

  it('puts 3, 6 … 36 in the first row and 1, 4 … 34 in the last', () => {
    expect(cellOf(3)).toEqual({ street: 0, row: 0 });
    expect(cellOf(1)).toEqual({ street: 0, row: 2 });
    expect(cellOf(35)).toEqual({ street: 11, row: 1 });
    expect(cellSpan(17)).toEqual([6, 7, 1, 2]);
  });
});

describe('the inside lattice', () => {
  it('holds every inside position once: zero and the 24 × 6 spots of the grid', () => {
    expect(SPOTS).toHaveLength(145);
    const keys = SPOTS.map((s) => s.position.key);
    expect(new Set(keys).size).toBe(145);
    expect(keys.sort()).toEqual(POSITIONS.filter((p) => INSIDE_TYPES.includes(p.type)).map((p) => p.key).sort());
  });

  it('names what stands at each kind of spot', () => {
    const at = (x: number, y: number) => positionAt(x, y)?.key;
    expect(at(-1, 3)).toBe('straight:0');
    expect(at(11, 3)).toBe('straight:17');
    expect(at(11, 4)).toBe('split:16-17');
    expect(at(12, 3)).toBe('split:17-20');
    expect(at(12, 4)).toBe('corner:16-17-19-20');
    expect(at(11, 6)).toBe('street:16-17-18');
    expect(at(12, 6)).toBe('line:16-17-18-19-20-21');
    expect([at(0, 1), at(0, 2), at(0, 3), at(0, 4), at(0, 5), at(0, 6)]).toEqual([
      'split:0-3', 'street:0-2-3', 'split:0-2', 'street:0-1-2', 'split:0-1', 'corner:0-1-2-3',
    ]);
    expect(at(23, 1)).toBe('straight:36');
    expect([at(24, 1), at(1, 0), at(1, 7), at(-2, 1)]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('stands chips on a cell’s middle, a line’s middle or a crossing', () => {
    expect(spotAnchor({ x: 11, y: 3 })).toEqual([6.5, 1.5]);
    expect(spotAnchor({ x: 12, y: 3 })).toEqual([7, 1.5]);
    expect(spotAnchor({ x: 12, y: 6 })).toEqual([7, 3]);
    expect(spotAnchor({ x: -1, y: 3 })).toEqual([0.55, 1.5]);
  });

  it.each(ORIENTATIONS)('gives every position of a %s table a hit area of its own, on the grid (zero’s edge reaching into its head), clear of the boxes', (orientation) => {
    const geometry = tableGeometry(orientation);
    const table: Box = { x: 0, y: 0, w: geometry.width, h: geometry.height };
    const grid = geometry.box(0.5, 13, 0, 3);
    const spots = SPOTS.filter((s) => s.x >= 0).map((s) => ({ key: s.position.key, box: spotBox(geometry, s) }));
    const boxes = OUTSIDE_BOXES.map((b) => geometry.box(...b.span));
    for (const { key, box } of spots) {
      expect([key, inside(box, grid)]).toEqual([key, true]);
      expect(box.w).toBeGreaterThan(0);
      expect(box.h).toBeGreaterThan(0);
      for (const other of boxes) expect([key, overlap(box, other)]).toEqual([key, false]);
    }
    for (let i = 0; i < spots.length; i++) for (let j = i + 1; j < spots.length; j++) expect([spots[i]!.key, spots[j]!.key, overlap(spots[i]!.box, spots[j]!.box)]).toEqual([spots[i]!.key, spots[j]!.key, false]);
    for (const box of boxes) expect(inside(box, table)).toBe(true);
    // A split's band is 2 × BAND across.
    const split = spotBox(geometry, SPOTS.find((s) => s.position.key === 'split:17-20')!);
    expect(orientation === 'wide' ? split.w : split.h).toBeCloseTo(2 * BAND);
  });
});

describe('the outside boxes', () => {
  it('are the columns (3 first), the dozens and the even-money bets in the casino’s order', () => {
    expect(OUTSIDE_BOXES.map((b) => `${b.position.type}:${b.position.numbers[0]}`)).toEqual([
      'column:3', 'column:2', 'column:1', 'dozen:1', 'dozen:13', 'dozen:25', 'low:1', 'even:2', 'red:1', 'black:2', 'odd:1', 'high:19',
    ]);
    expect(OUTSIDE_BOXES[0]!.span).toEqual([13, 14, 0, 1]);
    expect(OUTSIDE_BOXES.at(-1)!.span).toEqual([11, 13, 4, 5]);
  });

  it('keep their chips clear of their labels', () => {
    expect(boxPlaces(OUTSIDE_BOXES[0]!)).toEqual({ label: [13.5, 0.3], chips: [13.5, 0.76] });
    expect(boxPlaces(OUTSIDE_BOXES[3]!)).toEqual({ label: [1 + 0.4 * 4, 3.5], chips: [1 + 0.85 * 4, 3.5] });
  });
});
