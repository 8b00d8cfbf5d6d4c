import { describe, expect, it } from 'vitest';
import { markerAt } from './roll-motion';

describe('markerAt', () => {
  it('eases out from the start to the roll and stays there', () => {
    expect(markerAt(5000, 9000, 0, 600)).toBe(5000);
    // Half the time, seven eighths of the way: 1 − 0.5³.
    expect(markerAt(5000, 9000, 300, 600)).toBe(8500);
    expect(markerAt(5000, 9000, 600, 600)).toBe(9000);
    expect(markerAt(5000, 1000, 10_000, 600)).toBe(1000);
    expect(markerAt(5000, 1000, 0, 0)).toBe(1000);
  });
});
