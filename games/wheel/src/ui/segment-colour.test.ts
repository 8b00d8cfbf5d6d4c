import { describe, expect, it } from 'vitest';
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, layoutEntries, wheelLayout } from '../layouts';
import { SEGMENT_TEXT, segmentColour } from './segment-colour';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('segmentColour', () => {
  const layouts = WHEEL_RISKS.flatMap((risk) => WHEEL_SEGMENT_COUNTS.map((n) => wheelLayout(risk, n)));

  it('leaves 0× to the hatching and colours every win, under text readable at 4.5:1', () => {
    expect(segmentColour('0')).toBeNull();
    for (const multiplier of new Set(layouts.flat())) {
      if (multiplier === '0') continue;
      const colour = segmentColour(multiplier)!;
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(colour, SEGMENT_TEXT), multiplier).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the multipliers of one wheel different colours', () => {
    for (const layout of layouts) {
      const wins = layoutEntries(layout).filter((e) => e.multiplier !== '0');
      expect(new Set(wins.map((e) => segmentColour(e.multiplier))).size).toBe(wins.length);
    }
  });
});
