import { describe, expect, it } from 'vitest';
import { GEM_OUTLINES, gemCut } from './gem-shapes';

/** The points of an SVG points list. */
const pointsOf = (list: string) => list.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

/** The area of a polygon (shoelace), positive whatever its winding. */
const area = (points: readonly (readonly [number, number])[]) =>
  Math.abs(points.reduce((sum, [x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    return sum + x * ny - nx * y;
  }, 0)) / 2;

describe('gem shapes', () => {
  it('has one cut per colour, each inside the gem’s box of ±34 and filling a good part of it', () => {
    expect(GEM_OUTLINES).toHaveLength(7);
    for (const outline of GEM_OUTLINES) {
      for (const [x, y] of outline) {
        expect(Math.abs(x)).toBeLessThanOrEqual(34);
        expect(Math.abs(y)).toBeLessThanOrEqual(34);
      }
      expect(area(outline)).toBeGreaterThan(1500);
    }
  });

  it('gives every colour a different outline: told apart by shape, not only by colour', () => {
    const signatures = GEM_OUTLINES.map((outline) => `${outline.length}:${Math.round(area(outline) / 50)}`);
    expect(new Set(signatures).size).toBe(7);
    // The heart dips at the top middle and ends in a point at the bottom; the pear points up.
    expect(GEM_OUTLINES[0]![0]).toEqual([0, -15]);
    expect(GEM_OUTLINES[0]![12]).toEqual([0, 29]);
    expect(GEM_OUTLINES[5]![0]).toEqual([0, -31]);
  });

  it('cuts a ring of facets round a table (two rings for the step-cut emerald), each lit between 0 and 1', () => {
    for (let c = 0; c < 7; c++) {
      const cut = gemCut(c);
      const sides = GEM_OUTLINES[c]!.length;
      expect(cut.facets).toHaveLength(c === 3 ? 2 * sides : sides);
      for (const facet of cut.facets) {
        expect(pointsOf(facet.points)).toHaveLength(4);
        expect(facet.light).toBeGreaterThanOrEqual(0);
        expect(facet.light).toBeLessThanOrEqual(1);
      }
      // The table is the outline at half size or so: a real flat top, not a dot.
      const ratio = area(pointsOf(cut.table)) / area(GEM_OUTLINES[c]!);
      expect(ratio).toBeGreaterThan(0.2);
      expect(ratio).toBeLessThan(0.35);
    }
  });

  it('lights the facets facing the top left more than those facing the bottom right', () => {
    // The round brilliant: its first side faces up (lit), its ninth faces down (in shadow).
    const { facets } = gemCut(4);
    expect(facets[14]!.light).toBeGreaterThan(facets[6]!.light);
    expect(Math.max(...facets.map((f) => f.light)) - Math.min(...facets.map((f) => f.light))).toBeGreaterThan(0.6);
  });

  it('refuses a colour that does not exist', () => {
    expect(() => gemCut(7)).toThrow(RangeError);
  });
});
