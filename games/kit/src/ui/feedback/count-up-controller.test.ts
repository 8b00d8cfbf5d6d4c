import { describe, expect, it } from 'vitest';
import { CountUpController } from './count-up-controller';
import type { MotionPreferences } from './motion';
import { ManualFrameClock as ManualClock, TestControllerHost } from '../../testing';

function setup(motion: MotionPreferences = { fast: false, reducedMotion: false }) {
  const clock = new ManualClock();
  const host = new TestControllerHost();
  const preferences = { ...motion };
  const count = new CountUpController(host, { duration: 800, clock, motion: () => preferences });
  return { clock, host, count, preferences };
}

describe('CountUpController', () => {
  it('shows the first amount at once', () => {
    const { count, clock, host } = setup();
    expect(count.text).toBe('');
    count.set('10');
    expect(count.text).toBe('10');
    expect(clock.pending).toBe(0);
    expect(host.updates).toBe(1);
  });

  it('counts up frame by frame with exact in-between amounts, and ends on the target text itself', () => {
    const { count, clock } = setup();
    count.set('10');
    count.set('20.50');
    expect(count.counting).toBe(true);
    expect(count.text).toBe('10'); // nothing moves before the first frame
    clock.advance(0);
    expect(count.text).toBe('10.00');
    clock.advance(400); // half the time, eased: 87.5% of the way: 10 + 10.5 × 0.875 = 19.1875
    expect(count.text).toBe('19.18');
    clock.advance(399);
    expect(count.counting).toBe(true);
    clock.advance(1);
    expect(count.text).toBe('20.50');
    expect(count.counting).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('never shows a float rendering, even where floats would drift', () => {
    const { count, clock } = setup();
    count.set('0.1');
    count.set('0.3');
    const seen: string[] = [];
    for (let i = 0; i <= 16; i++) {
      clock.advance(50);
      seen.push(count.text);
    }
    expect(seen.at(-1)).toBe('0.3');
    expect(seen.every((text) => /^0\.\d$/.test(text))).toBe(true);
  });

  it('carries on from where it is when a higher amount arrives mid-count', () => {
    const { count, clock } = setup();
    count.set('0');
    count.set('100');
    clock.advance(0);
    clock.advance(400);
    expect(count.text).toBe('87');
    count.set('200');
    clock.advance(0);
    expect(count.text).toBe('87');
    clock.advance(800);
    expect(count.text).toBe('200');
  });

  it('shows a lower amount (a bet taken) at once, ending a count', () => {
    const { count, clock } = setup();
    count.set('10');
    count.set('20');
    clock.advance(100);
    count.set('19');
    expect(count.text).toBe('19');
    expect(count.counting).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it.each([
    ['reduced motion', { fast: false, reducedMotion: true }],
    ['fast mode', { fast: true, reducedMotion: false }],
  ])('jumps straight to the end under %s', (_, motion) => {
    const { count, clock } = setup(motion);
    count.set('10');
    count.set('25.75');
    expect(count.text).toBe('25.75');
    expect(clock.pending).toBe(0);
  });

  it('shows text that is not a decimal as it is, and finishes a count when the host leaves', () => {
    const { count, clock, host } = setup();
    count.set('10');
    count.set('—');
    expect(count.text).toBe('—');
    count.set('10');
    count.set('50');
    clock.advance(0);
    host.disconnect();
    expect(count.text).toBe('50');
    expect(clock.pending).toBe(0);
  });
});
