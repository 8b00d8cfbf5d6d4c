import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { MAX_WIDTH, MIN_WIDTH, SPARK_MAX_MULTIPLIER, fixed, isPlayableWindow, multiplierText, multiplierUnits } from './odds';
import { sparkMultiplier } from './rules';

const WIDTHS = Array.from({ length: MAX_WIDTH - MIN_WIDTH + 1 }, (_, i) => MIN_WIDTH + i);

describe('spark odds', () => {
  it('prices every width exactly as the rules do: 9900 / W floored to 4 places, the same text', () => {
    expect(WIDTHS).toHaveLength(9301);
    for (const width of WIDTHS) expect(multiplierText(width)).toBe(sparkMultiplier(width));
  });

  it('never rounds a multiplier up: M / 10⁴ ≤ 9900 / W < (M + 1) / 10⁴, checked with decimals', () => {
    for (const width of WIDTHS) {
      const exact = new Decimal(9900).dividedBy(width);
      const units = multiplierUnits(width);
      expect(new Decimal(units).dividedBy(10_000).lte(exact)).toBe(true);
      expect(new Decimal(units + 1).dividedBy(10_000).gt(exact)).toBe(true);
    }
  });

  it('pays the table of RULES.md', () => {
    const table = [200, 500, 1000, 2500, 3300, 5000, 6600, 9383, 9500].map((w) => [fixed(w, 2), multiplierText(w)]);
    expect(table).toEqual([
      ['2.00', '49.5'], ['5.00', '19.8'], ['10.00', '9.9'], ['25.00', '3.96'], ['33.00', '3'], ['50.00', '1.98'],
      ['66.00', '1.5'], ['93.83', '1.055'], ['95.00', '1.0421'],
    ]);
  });

  it('pays at most 49.5×, on the narrowest window only, and less on every wider one', () => {
    expect(multiplierText(MIN_WIDTH)).toBe(SPARK_MAX_MULTIPLIER);
    for (const width of WIDTHS.slice(1)) {
      expect(multiplierUnits(width)).toBeLessThan(495_000);
      expect(multiplierUnits(width)).toBeLessThanOrEqual(multiplierUnits(width - 1));
    }
  });

  it('knows a playable window', () => {
    expect(isPlayableWindow({ start: 0, width: 200 })).toBe(true);
    expect(isPlayableWindow({ start: 9800, width: 200 })).toBe(true);
    expect(isPlayableWindow({ start: 500, width: 9500 })).toBe(true);
    expect(isPlayableWindow({ start: 501, width: 9500 })).toBe(false);
    expect(isPlayableWindow({ start: 0, width: 199 })).toBe(false);
    expect(isPlayableWindow({ start: 0, width: 9501 })).toBe(false);
    expect(isPlayableWindow({ start: -1, width: 300 })).toBe(false);
    expect(isPlayableWindow({ start: 10.5, width: 300 })).toBe(false);
  });

  it('writes fixed-point text', () => {
    expect([fixed(4446, 2), fixed(5, 2), fixed(0, 2), fixed(10_000, 2), fixed(495_000, 4)]).toEqual(['44.46', '0.05', '0.00', '100.00', '49.5000']);
  });
});
