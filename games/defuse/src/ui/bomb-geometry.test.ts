import { describe, expect, it } from 'vitest';
import { CUT_Y, LANE_TOP, LANE_WIDTH, TERMINAL_Y, cutWirePaths, hitBox, laneX, portX, wirePath } from './bomb-geometry';

const WIRES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('bomb geometry', () => {
  it('fans the wires out from ten ports on the timer to ten lanes, in order, so no two wires cross', () => {
    expect(WIRES.map(portX)).toEqual([146, 158, 170, 182, 194, 206, 218, 230, 242, 254]);
    expect(WIRES.map(laneX)).toEqual([38, 74, 110, 146, 182, 218, 254, 290, 326, 362]);
    expect(wirePath(3)).toBe('M182 118C182 150 146 140 146 180L146 241');
    expect(LANE_TOP < CUT_Y && CUT_Y < TERMINAL_Y).toBe(true);
  });

  it('cuts a wire at CUT_Y, its ends apart even before they spring, further once they have', () => {
    const snipped = cutWirePaths(0, 0);
    expect(snipped.upperEnd).toEqual([38, CUT_Y - 2]);
    expect(snipped.lowerEnd).toEqual([38, CUT_Y + 2]);
    const sprung = cutWirePaths(0, 1);
    expect(sprung.upperEnd).toEqual([43, CUT_Y - 11]);
    expect(sprung.lowerEnd).toEqual([33, CUT_Y + 8.3]);
    expect(sprung.lower.endsWith(`L38 ${TERMINAL_Y}`)).toBe(true);
  });

  it('lays a button over each lane: side by side, inside the bomb, each at least 9 % of its width', () => {
    const boxes = WIRES.map(hitBox);
    expect(boxes[0]).toEqual({ left: 5, top: 50, width: 9, height: 48.67 });
    boxes.forEach((box, i) => {
      expect(box.width).toBe((LANE_WIDTH / 400) * 100);
      expect(box.left + box.width).toBeLessThanOrEqual(100);
      if (i > 0) expect(box.left).toBeCloseTo(boxes[i - 1]!.left + box.width, 10);
      expect(box.top + box.height).toBeLessThanOrEqual(100);
    });
  });
});
