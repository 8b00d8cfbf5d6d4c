import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS, plinkoPaytable } from '../rules';
import { SLOT_TEXT, slotColour } from './slot-colour';

/** [r, g, b] in 0…1 of `hsl(h s% l%)`. */
function hslToRgb(css: string): number[] {
  const [, h, s, l] = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(css)!.map(Number) as [number, number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** WCAG relative luminance. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

const hex = (css: string) => [1, 3, 5].map((i) => parseInt(css.slice(i, i + 2), 16) / 255);
const hue = (css: string) => Number(/^hsl\((\d+)/.exec(css)![1]);

describe('slot colours', () => {
  it('run hot at the edges and cool in the centre of every table', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinkoPaytable(rows, risk);
        expect(hue(slotColour(table[0]!, table))).toBe(0);
        expect(hue(slotColour(table[Math.floor(rows / 2)]!, table))).toBe(205);
      }
    }
  });

  it('keep the label text at a contrast of at least 4.5:1 on every bucket', () => {
    const text = luminance(hex(SLOT_TEXT));
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinkoPaytable(rows, risk);
        for (const m of table) expect((luminance(hslToRgb(slotColour(m, table))) + 0.05) / (text + 0.05)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
