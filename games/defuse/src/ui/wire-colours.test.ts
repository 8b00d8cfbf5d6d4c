import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defuseStrings } from '../strings';
import { WIRE_COLOURS, wireColour } from './wire-colours';

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

describe('wire colours', () => {
  it('gives the ten wires ten different colours, named in every language, in RULES.md’s order', () => {
    expect(WIRE_COLOURS).toHaveLength(10);
    expect(new Set(WIRE_COLOURS.map((c) => c.fill)).size).toBe(10);
    for (const table of Object.values(defuseStrings)) for (const { key } of WIRE_COLOURS) expect(table[key]).toBeTruthy();
    const rules = readFileSync(new URL('../../RULES.md', import.meta.url), 'utf8');
    const row = /^\| colour \| (.*) \|$/m.exec(rules)![1]!.split(' | ');
    expect(row).toEqual(WIRE_COLOURS.map((c) => defuseStrings.en[c.key]));
  });

  it('outlines every wire in a darker edge, so even the white and yellow ones stand out on the steel', () => {
    for (const { fill, edge } of WIRE_COLOURS) expect(luminance(edge)).toBeLessThan(luminance(fill));
    expect(contrast(wireColour(6).edge, '#bcc5cd')).toBeGreaterThan(3);
    expect(contrast(wireColour(2).edge, '#bcc5cd')).toBeGreaterThan(3);
  });

  it('has no colour for a wire the bomb does not have', () => {
    expect(() => wireColour(10)).toThrow(RangeError);
  });
});
