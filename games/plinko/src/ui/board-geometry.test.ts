import { describe, expect, it } from 'vitest';
import { ballPosition, ballWaypoints, boardGeometry, pegStruck } from './board-geometry';

/** Every path of `rows` bounces, as arrays of 0 (left) and 1 (right). */
function allPaths(rows: number): number[][] {
  return Array.from({ length: 2 ** rows }, (_, bits) => Array.from({ length: rows }, (_, row) => (bits >> row) & 1));
}

describe('plinko board geometry', () => {
  it.each([8, 12, 16])('%i rows: a centred triangle of pegs, row r holding r + 3, and rows + 1 slots under the bottom gaps', (rows) => {
    const board = boardGeometry(rows);
    expect(board.pegs).toHaveLength(Array.from({ length: rows }, (_, r) => r + 3).reduce((a, b) => a + b, 0));
    for (let row = 0; row < rows; row++) {
      const xs = board.pegs.filter((p) => p.row === row).map((p) => p.x);
      expect(xs).toHaveLength(row + 3);
      expect(xs[0]! + xs.at(-1)!).toBeCloseTo(board.width, 9);
      expect(Math.min(...xs)).toBeGreaterThan(0);
      expect(Math.max(...xs)).toBeLessThan(board.width);
    }
    const bottom = board.pegs.filter((p) => p.row === rows - 1);
    expect(board.slotCentres).toHaveLength(rows + 1);
    board.slotCentres.forEach((slot, k) => expect(slot.x).toBeCloseTo((bottom[k]!.x + bottom[k + 1]!.x) / 2, 9));
  });

  it('sends every one of the 256 paths of an 8-row board over real pegs, one row at a time, into the slot of its rights', () => {
    const board = boardGeometry(8);
    for (const path of allPaths(8)) {
      const points = ballWaypoints(board, path);
      expect(points).toHaveLength(10);
      let rights = 0;
      for (let row = 0; row < 8; row++) {
        const point = points[row + 1]!;
        // Exactly on top of a peg of this row: same x, centres pegRadius + ballRadius apart.
        const peg = board.pegs.find((p) => p.row === row && p.x === point.x);
        expect(peg).toBeDefined();
        expect(peg!.y - point.y).toBeCloseTo(board.pegRadius + board.ballRadius, 9);
        expect(peg).toBe(pegStruck(board, row, rights));
        rights += path[row]!;
      }
      expect(points.at(-1)).toBe(board.slotCentres[rights]);
    }
  });

  it('moves half a peg spacing left or right per row, as the path says', () => {
    const board = boardGeometry(16);
    const path = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 0, 0, 0, 1, 1];
    const points = ballWaypoints(board, path);
    for (let row = 1; row < 16; row++) expect(points[row + 1]!.x - points[row]!.x).toBeCloseTo((path[row - 1] === 1 ? 0.5 : -0.5) * board.spacing, 9);
    expect(() => ballWaypoints(board, path.slice(1))).toThrow(RangeError);
  });

  it('puts the ball on its waypoints at whole steps, between them in between, at rest before and after', () => {
    const board = boardGeometry(10);
    const points = ballWaypoints(board, [0, 1, 1, 0, 1, 0, 0, 1, 1, 1]);
    points.forEach((point, step) => expect(ballPosition(board, points, step)).toStrictEqual(point));
    expect(ballPosition(board, points, -1)).toStrictEqual(points[0]);
    expect(ballPosition(board, points, 99)).toStrictEqual(points.at(-1));
    const mid = ballPosition(board, points, 3.5);
    expect(mid.x).toBeCloseTo((points[3]!.x + points[4]!.x) / 2, 9);
  });
});
