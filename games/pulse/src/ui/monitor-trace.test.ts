import { describe, expect, it } from 'vitest';
import { PEAK_AT, TRACE, beatsRevealed, flatlineX, headX, pathBetween, peakX, spikeHeight, tracePoints, traceY } from './monitor-trace';

describe('spikeHeight', () => {
  it('is flat for a flatline and grows with the multiplier, 10× filling the screen', () => {
    const heights = ['0', '0.5', '1', '1.5', '1.92', '2', '3', '5', '10'].map(spikeHeight);
    expect(heights[0]).toBe(0);
    heights.slice(1).forEach((h, i) => expect(h).toBeGreaterThan(heights[i]!));
    expect(spikeHeight('10')).toBe(TRACE.maxSpike);
    expect(spikeHeight('0.5')).toBeGreaterThan(20);
  });
});

describe('the sweep', () => {
  it('runs from the left edge to the right over the animation', () => {
    expect(headX(0)).toBe(TRACE.left);
    expect(headX(1)).toBe(TRACE.right);
    expect(headX(2)).toBe(TRACE.right);
    expect(headX(0.5)).toBe((TRACE.left + TRACE.right) / 2);
  });

  it('reveals each beat as it passes its peak, and all of them once landed', () => {
    expect(beatsRevealed(0, 3)).toBe(0);
    expect(beatsRevealed(PEAK_AT / 3 - 0.001, 3)).toBe(0);
    expect(beatsRevealed(PEAK_AT / 3, 3)).toBe(1);
    expect(beatsRevealed((1 + PEAK_AT) / 3, 3)).toBe(2);
    expect(beatsRevealed((2 + PEAK_AT) / 3, 3)).toBe(3);
    expect(beatsRevealed(0.99, 3)).toBe(3);
    // A flatline on beat 2 ends the beats played: nothing more is revealed after it.
    expect(beatsRevealed(0.99, 2)).toBe(2);
    expect(beatsRevealed(1, 1)).toBe(1);
  });
});

describe('tracePoints', () => {
  it('draws a spike of each beat’s height at its peak, on the baseline elsewhere', () => {
    const points = tracePoints(['3', '2', '1']);
    expect(points[0]).toEqual([TRACE.left, TRACE.baseline]);
    expect(points.at(-1)).toEqual([TRACE.right, TRACE.baseline]);
    for (const [i, m] of ['3', '2', '1'].entries()) expect(traceY(points, peakX(i))).toBeCloseTo(TRACE.baseline - spikeHeight(m), 9);
    // Left to right, never back.
    points.slice(1).forEach(([x], i) => expect(x).toBeGreaterThan(points[i]![0]));
  });

  it('goes flat from a flatline to the end of the screen, and turns red at its peak', () => {
    const points = tracePoints(['1', '0']);
    expect(traceY(points, peakX(0))).toBeCloseTo(TRACE.baseline - spikeHeight('1'), 9);
    expect(points.filter(([x]) => x >= TRACE.left + (TRACE.right - TRACE.left) / 3).every(([, y]) => y === TRACE.baseline)).toBe(true);
    expect(flatlineX(['1', '0'])).toBe(peakX(1));
    expect(flatlineX(['1', '2', '3'])).toBeNull();
  });
});

describe('pathBetween', () => {
  const points = [[0, 0], [10, 10], [20, 0]] as const;
  it('cuts the polyline exactly at both ends', () => {
    expect(pathBetween(points, 0, 20)).toBe('M0 0L10 10L20 0');
    expect(pathBetween(points, 0, 5)).toBe('M0 0L5 5');
    expect(pathBetween(points, 5, 15)).toBe('M5 5L10 10L15 5');
    expect(pathBetween(points, 15, 30)).toBe('M15 5L20 0');
  });

  it('is empty when nothing lies between', () => {
    expect(pathBetween(points, 5, 5)).toBe('');
    expect(pathBetween(points, 8, 2)).toBe('');
  });
});
