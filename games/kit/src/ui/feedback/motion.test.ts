import { describe, expect, it } from 'vitest';
import { motionDuration } from './motion';

describe('motionDuration', () => {
  it('keeps the length in normal play, takes a quarter in fast mode, and none under reduced motion', () => {
    expect(motionDuration(800, { fast: false, reducedMotion: false })).toBe(800);
    expect(motionDuration(800, { fast: true, reducedMotion: false })).toBe(200);
    expect(motionDuration(250, { fast: true, reducedMotion: false })).toBe(63);
    expect(motionDuration(800, { fast: false, reducedMotion: true })).toBe(0);
    expect(motionDuration(800, { fast: true, reducedMotion: true })).toBe(0);
  });
});
