import { describe, expect, it } from 'vitest';
import { fitLength } from './monitor-board';

describe('fitLength', () => {
  it('squeezes only a line that would run past the screen', () => {
    expect(fitLength('×1.92 → ×1.5 → ×0.5 = 1.44×', 17)).toBeUndefined();
    expect(fitLength('Three beats multiply; a flatline loses', 15)).toBe(300);
    expect(fitLength('Três batimentos se multiplicam; uma linha reta perde', 15)).toBe(300);
  });
});
