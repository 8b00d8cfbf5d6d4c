import { describe, expect, it } from 'vitest';
import { floorMultiplier } from './multiplier';

describe('floorMultiplier', () => {
  it('floors to 4 places and writes normalised text', () => {
    expect(floorMultiplier(9900, 4950)).toBe('2');
    expect(floorMultiplier(9900, 5000)).toBe('1.98');
    expect(floorMultiplier(99, 2)).toBe('49.5');
    expect(floorMultiplier(9900, 9800)).toBe('1.0102');
    expect(floorMultiplier('2', '3')).toBe('0.6666');
  });

  it('accepts big integers', () => {
    expect(floorMultiplier(99n * 5200300n, 100n)).toBe('5148297');
  });

  it('never writes an exponent or a negative zero', () => {
    expect(floorMultiplier(1, 10n ** 30n)).toBe('0');
    expect(floorMultiplier(10n ** 30n, 1)).toBe('1000000000000000000000000000000');
  });

  it('refuses a zero or negative denominator and a negative numerator', () => {
    expect(() => floorMultiplier(1, 0)).toThrow(RangeError);
    expect(() => floorMultiplier(1, -1)).toThrow(RangeError);
    expect(() => floorMultiplier(-1, 1)).toThrow(RangeError);
  });
});
