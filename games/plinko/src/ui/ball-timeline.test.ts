import { describe, expect, it } from 'vitest';
import { BOUNCE_MS, FLIGHT_MS, batchDuration, batchFrame, launchInterval, launchTime } from './ball-timeline';
import { ballWaypoints, boardGeometry } from './board-geometry';

const board = boardGeometry(8);
const paths = [
  [0, 0, 0, 0, 0, 0, 0, 0],
  [1, 1, 1, 1, 1, 1, 1, 1],
  [1, 0, 1, 0, 1, 0, 1, 0],
];
const slots = [0, 8, 4];
const waypoints = paths.map((path) => ballWaypoints(board, path));

describe('plinko ball timeline', () => {
  it('staggers launches, a few balls in flight at a time however big the batch', () => {
    expect(launchTime(0, 3)).toBe(0);
    expect(launchTime(1, 3)).toBe(launchInterval(3));
    // 100 balls: no more than 24 in the air at once, all landed within about 9 seconds.
    expect(FLIGHT_MS / launchInterval(100)).toBeLessThanOrEqual(24);
    expect(batchDuration(100)).toBeLessThan(10_000);
    expect(launchInterval(1)).toBe(300);
  });

  it('launches each ball at its time, moves it hop by hop, and lands it in its slot', () => {
    expect(batchFrame(board, waypoints, slots, -1).balls).toStrictEqual([]);
    const first = batchFrame(board, waypoints, slots, 0);
    expect(first.balls.map((b) => b.ball)).toStrictEqual([0]);
    expect(first.balls[0]!.point).toStrictEqual(board.start);
    // One hop per row plus the drop into the slot: 9 equal hops; after 3, ball 0 rests on its row-2 peg.
    const hop = FLIGHT_MS / 9;
    expect(batchFrame(board, waypoints, slots, 3 * hop).balls[0]!.point).toStrictEqual(waypoints[0]![3]);
    const landedFrame = batchFrame(board, waypoints, slots, FLIGHT_MS);
    expect(landedFrame.balls[0]).toStrictEqual({ ball: 0, point: board.slotCentres[0], landed: true });
    expect(landedFrame.landed).toStrictEqual([1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('dips the bucket a ball lands in, then lets it spring back', () => {
    const landing = FLIGHT_MS;
    expect(batchFrame(board, waypoints, slots, landing + BOUNCE_MS / 2).dip[0]).toBeCloseTo(6, 9);
    expect(batchFrame(board, waypoints, slots, landing + BOUNCE_MS).dip[0]).toBe(0);
  });

  it('shows everything landed and still at the end, and at Infinity (skip, reduced motion)', () => {
    for (const elapsed of [batchDuration(3), Infinity]) {
      const frame = batchFrame(board, waypoints, slots, elapsed);
      expect(frame.done).toBe(true);
      expect(frame.balls.every((b) => b.landed)).toBe(true);
      expect(frame.balls.map((b) => b.point)).toStrictEqual(slots.map((s) => board.slotCentres[s]));
      expect(frame.landed).toStrictEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
      expect(frame.dip.every((d) => d === 0)).toBe(true);
    }
  });
});
