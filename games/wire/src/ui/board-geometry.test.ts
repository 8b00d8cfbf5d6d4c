import { describe, expect, it } from 'vitest';
import { BOARD, BRANCHES, HUB, LEAVES, LED, SOURCE, branchJunction, lengthOf, pathOf, pointAlong, route, terminalCentre, terminalRoute } from './board-geometry';

/** Every step of a polyline goes down, straight or at 45°, or sideways: how copper is routed. */
function routed(points: readonly { x: number; y: number }[]): boolean {
  return points.slice(1).every((p, i) => {
    const dx = Math.abs(p.x - points[i]!.x);
    const dy = p.y - points[i]!.y;
    return dy >= 0 && (dx === 0 || dy === 0 || dx === dy);
  });
}

describe('board geometry', () => {
  it('puts nine LEDs 44 apart along the bottom, centred on the board and inside it', () => {
    const xs = Array.from({ length: 9 }, (_, k) => terminalCentre(k).x);
    expect(xs).toEqual([28, 72, 116, 160, 204, 248, 292, 336, 380]);
    expect(xs[0]! - LED.r).toBeGreaterThan(0);
    expect(xs[8]! + LED.r).toBeLessThan(BOARD.width);
    expect(terminalCentre(4).x).toBe(BOARD.width / 2);
  });

  it('feeds terminals 3b, 3b + 1 and 3b + 2 from branch junction b, the middle one straight below it', () => {
    for (let b = 0; b < 3; b++) expect(branchJunction(b).x).toBe(terminalCentre(3 * b + 1).x);
  });

  it('routes every trace downwards, straight or at 45°, from junction to junction', () => {
    expect(BRANCHES[0]).toEqual([HUB, { x: 204, y: 96 }, { x: 126, y: 96 }, { x: 72, y: 150 }, { x: 72, y: 160 }]);
    expect(BRANCHES[1]).toEqual([HUB, branchJunction(1)]);
    expect(LEAVES[0]).toEqual([branchJunction(0), { x: 72, y: 178 }, { x: 28, y: 222 }, { x: 28, y: 255 }]);
    for (const trace of [...BRANCHES, ...LEAVES]) expect(routed(trace)).toBe(true);
    expect(route({ x: 0, y: 0 }, { x: 0, y: 50 }, 10)).toEqual([{ x: 0, y: 0 }, { x: 0, y: 50 }]);
  });

  it('gives each terminal one path: source, first junction, its branch junction, the top of its LED', () => {
    for (let k = 0; k < 9; k++) {
      const path = terminalRoute(k);
      expect(path[0]).toEqual(SOURCE);
      expect(path[1]).toEqual(HUB);
      expect(path).toContainEqual(branchJunction(Math.floor(k / 3)));
      expect(path.at(-1)).toEqual({ x: terminalCentre(k).x, y: LED.y - LED.r });
      expect(routed(path)).toBe(true);
    }
    // Mirrored terminals have paths of the same length.
    expect(lengthOf(terminalRoute(0))).toBeCloseTo(lengthOf(terminalRoute(8)), 9);
    expect(lengthOf(terminalRoute(4))).toBe(LED.y - LED.r - SOURCE.y);
  });

  it('finds the point a fraction of the way along a path', () => {
    const line = [{ x: 0, y: 0 }, { x: 0, y: 10 }, { x: 10, y: 10 }];
    expect(pointAlong(line, 0)).toEqual({ x: 0, y: 0 });
    expect(pointAlong(line, 0.25)).toEqual({ x: 0, y: 5 });
    expect(pointAlong(line, 0.75)).toEqual({ x: 5, y: 10 });
    expect(pointAlong(line, 1)).toEqual({ x: 10, y: 10 });
    expect(pointAlong(line, 2)).toEqual({ x: 10, y: 10 });
    expect(pathOf(line)).toBe('M0 0L0 10L10 10');
  });
});
