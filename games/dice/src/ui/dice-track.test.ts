import { describe, expect, it } from 'vitest';
import { keyedTarget, targetAtRatio } from './dice-track';

describe('slider keys', () => {
  it('moves a point with the arrows, a hundredth with Shift, ten with Page keys, to the limits with Home/End', () => {
    expect(keyedTarget('ArrowRight', false, 5050)).toBe(5150);
    expect(keyedTarget('ArrowUp', false, 5050)).toBe(5150);
    expect(keyedTarget('ArrowLeft', false, 5050)).toBe(4950);
    expect(keyedTarget('ArrowDown', true, 5050)).toBe(5049);
    expect(keyedTarget('ArrowRight', true, 5050)).toBe(5051);
    expect(keyedTarget('PageUp', false, 5050)).toBe(6050);
    expect(keyedTarget('PageDown', false, 5050)).toBe(4050);
    expect(keyedTarget('Home', false, 5050)).toBe(200);
    expect(keyedTarget('End', false, 5050)).toBe(9800);
    expect(keyedTarget('Enter', false, 5050)).toBeNull();
  });
  it('stops at 2.00 and 98.00', () => {
    expect(keyedTarget('ArrowRight', false, 9750)).toBe(9800);
    expect(keyedTarget('PageDown', false, 700)).toBe(200);
  });
  it('snaps a pointer to whole points within the limits', () => {
    expect(targetAtRatio(0.5)).toBe(5000);
    expect(targetAtRatio(0.3349)).toBe(3300);
    expect(targetAtRatio(-0.2)).toBe(200);
    expect(targetAtRatio(1.2)).toBe(9800);
  });
});
