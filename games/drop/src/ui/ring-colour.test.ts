import { describe, expect, it } from 'vitest';
import { DROP_RISKS, boardRings } from '../boards';
import { RING_TEXT, ringColour } from './ring-colour';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('ringColour', () => {
  it('gives every ring of every board its own colour, gold at the centre and white outermost', () => {
    for (const risk of DROP_RISKS) {
      const n = boardRings(risk).length;
      const colours = Array.from({ length: n }, (_, k) => ringColour(k, n));
      expect(new Set(colours).size).toBe(n);
      expect(colours[0]).toBe('#fcd34d');
      expect(colours.at(-1)).toBe('#e2e8f0');
    }
    expect(() => ringColour(4, 6)).toThrow(RangeError);
  });

  it('keeps the dark label text above 4.5:1 on every ring', () => {
    for (const k of [0, 1, 2, 3]) expect(contrast(ringColour(k, 5), RING_TEXT)).toBeGreaterThan(4.5);
    expect(contrast(ringColour(4, 5), RING_TEXT)).toBeGreaterThan(4.5);
  });
});
