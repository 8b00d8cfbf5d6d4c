import { describe, expect, it } from 'vitest';
import { BLAST_MS, CUT_MS, DEFUSED_MS, SNIP_MS, cutFrame, cutsMade, endingAt, planMs, shakeAt, stopTime, timerDigits } from './cut-motion';

const defused = { cut: [3, 0, 5], blewAt: null };
const blown = { cut: [2, 7, 0], blewAt: 7 };

describe('the cutting sequence', () => {
  it('cuts every marked wire of a defuse, and up to the live one of a blast', () => {
    expect(cutsMade(defused)).toBe(3);
    expect(cutsMade(blown)).toBe(2);
    expect(cutsMade({ cut: [4], blewAt: 4 })).toBe(1);
  });

  it('takes 350 ms a wire, then 600 ms to show the defuse or 900 ms of explosion from the live wire’s snip', () => {
    expect([CUT_MS, SNIP_MS, DEFUSED_MS, BLAST_MS]).toEqual([350, 140, 600, 900]);
    expect(endingAt(defused)).toBe(1050);
    expect(planMs(defused)).toBe(1650);
    expect(endingAt(blown)).toBe(490);
    expect(planMs(blown)).toBe(1390);
    expect(planMs({ cut: [0, 1, 2, 3, 4, 5, 6, 7, 8], blewAt: null })).toBe(3750);
  });

  it('closes each wire’s scissors, snips at 140 ms into its slot, and springs the ends apart, overshooting a little', () => {
    expect(cutFrame(defused, 0, 2).wires).toEqual([
      { wire: 3, scissors: 1, gap: 0, snipped: false },
      { wire: 0, scissors: 1, gap: 0, snipped: false },
      { wire: 5, scissors: 1, gap: 0, snipped: false },
    ]);
    expect(cutFrame(defused, 70, 2).wires[0]).toEqual({ wire: 3, scissors: 0.5, gap: 0, snipped: false });
    expect(cutFrame(defused, 140, 2).wires[0]).toEqual({ wire: 3, scissors: null, gap: 0, snipped: true });
    const gaps = [200, 260, 300, 350].map((t) => cutFrame(defused, t, 2).wires[0]!.gap);
    expect(Math.max(...gaps)).toBeGreaterThan(1);
    expect(cutFrame(defused, 350, 2).wires[0]!.gap).toBeCloseTo(1, 10);
    expect(cutFrame(defused, 350, 2).wires[1]).toMatchObject({ scissors: 1, snipped: false });
  });

  it('runs the countdown from 10 s to the stop time at the last snip of a defuse, to 0 at the live wire', () => {
    expect(cutFrame(defused, 0, 2.5).timer).toBe(10);
    // The last snip is at 2 × 350 + 140 = 840 ms: halfway there, halfway down.
    expect(cutFrame(defused, 420, 2.5).timer).toBeCloseTo(6.25, 10);
    expect(cutFrame(defused, 840, 2.5).timer).toBe(2.5);
    expect(cutFrame(defused, Infinity, 2.5).timer).toBe(2.5);
    expect(cutFrame(blown, 490, 2.5).timer).toBe(0);
    expect(cutFrame(blown, 245, 2.5).timer).toBe(5);
  });

  it('plays the ending after the cuts and rests on it once landed', () => {
    expect(cutFrame(defused, 1049, 2)).toMatchObject({ ended: false, ending: 0 });
    expect(cutFrame(defused, 1350, 2)).toMatchObject({ ended: true, ending: 0.5 });
    expect(cutFrame(blown, 490 + 450, 2)).toMatchObject({ ended: true, ending: 0.5 });
    const landed = cutFrame(blown, Infinity, 2);
    expect(landed).toMatchObject({ ended: true, ending: 1, timer: 0 });
    // Wire 0 comes after the live one: never cut, its scissors still open.
    expect(landed.wires.map((w) => [w.wire, w.snipped, w.scissors])).toEqual([[2, true, null], [7, true, null], [0, false, 1]]);
  });
});

describe('shakeAt', () => {
  it('jolts the bomb at the blast, at most 4 units, still again by 0.3 of the way', () => {
    const jolts = Array.from({ length: 31 }, (_, i) => shakeAt(i / 100));
    expect(jolts[0]).toBe(0);
    expect(Math.max(...jolts.map(Math.abs))).toBeLessThanOrEqual(4);
    expect(jolts.some((x) => x > 1) && jolts.some((x) => x < -1)).toBe(true);
    expect([0.3, 0.5, 1].map(shakeAt)).toEqual([0, 0, 0]);
  });
});

describe('stopTime', () => {
  it('stops a defuse between 1.00 and 2.99 s, the same for the same round', () => {
    expect(stopTime('rnd_1')).toBe(stopTime('rnd_1'));
    const stops = ['rnd_1', 'rnd_2', 'rnd_abc', 'demo-7', ''].map(stopTime);
    for (const stop of stops) {
      expect(stop).toBeGreaterThanOrEqual(1);
      expect(stop).toBeLessThanOrEqual(2.99);
      expect(Math.round(stop * 100)).toBeCloseTo(stop * 100, 9);
    }
    expect(new Set(stops).size).toBeGreaterThan(1);
  });
});

describe('timerDigits', () => {
  it('writes the countdown as four digits, hundredths last, never below zero', () => {
    expect(timerDigits(10)).toBe('1000');
    expect(timerDigits(9.87)).toBe('0987');
    expect(timerDigits(2.68)).toBe('0268');
    expect(timerDigits(0.005)).toBe('0000');
    expect(timerDigits(-1)).toBe('0000');
  });
});
