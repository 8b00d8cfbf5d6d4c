import { describe, expect, it } from 'vitest';
import { FLASH_MS, FLIGHT_MS, MAX_BATCH_MS, STAGGER_MS, batchDuration, batchFrame, staggerOf } from './current-timeline';

describe('current timeline', () => {
  it('launches currents 60 ms apart, faster for a big batch, so no batch plays longer than 4 s', () => {
    expect(staggerOf(1)).toBe(0);
    expect(staggerOf(10)).toBe(STAGGER_MS);
    expect(batchDuration(1)).toBe(FLIGHT_MS + FLASH_MS);
    expect(batchDuration(10)).toBe(9 * 60 + FLIGHT_MS + FLASH_MS);
    expect(batchDuration(100)).toBeCloseTo(MAX_BATCH_MS, 9);
    for (let n = 1; n <= 100; n++) expect(batchDuration(n)).toBeLessThanOrEqual(MAX_BATCH_MS + 1e-9);
  });

  it('moves each current from the source to its LED, then counts it and flashes the LED', () => {
    const terminals = [4, 0, 4];
    const start = batchFrame(terminals, 0);
    expect(start.flowing).toEqual([{ current: 0, terminal: 4, progress: 0 }]);
    expect(start.landed).toBe(0);

    // Halfway through the first flight: eased to the middle; the second current has just left.
    const half = batchFrame(terminals, FLIGHT_MS / 2);
    expect(half.flowing.map((f) => f.current)).toEqual([0, 1, 2]);
    expect(half.flowing[0]!.progress).toBe(0.5);
    expect(half.lit[4]).toBe(0.5);
    expect(half.lit[0]).toBeGreaterThan(0);

    // The first arrives: counted, its LED at full flash, fading over FLASH_MS.
    const arrived = batchFrame(terminals, FLIGHT_MS);
    expect(arrived.arrived).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(arrived.flash[4]).toBe(1);
    expect(batchFrame([4], FLIGHT_MS + FLASH_MS / 2).flash[4]).toBe(0.5);
    // The brightest flash wins: current 2 reached the same LED 120 ms after current 0.
    expect(batchFrame(terminals, FLIGHT_MS + 160).flash[4]).toBe(1 - 40 / FLASH_MS);
    expect(arrived.landed).toBe(1);
  });

  it('shows the final picture at Infinity: every current counted, nothing moving or flashing', () => {
    const final = batchFrame([4, 0, 4, 8], Infinity);
    expect(final.flowing).toEqual([]);
    expect(final.arrived).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 1]);
    expect(final.flash).toEqual(Array(9).fill(0));
    expect(final.landed).toBe(4);
    expect(batchFrame([4, 0, 4, 8], batchDuration(4))).toEqual(final);
  });
});
