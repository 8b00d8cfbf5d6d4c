import { describe, expect, it } from 'vitest';
import { GEM_COLOURS, facetColour, glint, mix } from './gem-art';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('gem art', () => {
  it('mixes two colours channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#e8364f', '#e8364f', 0.3)).toBe('#e8364f');
    expect(mix('#102030', '#ffffff', 0)).toBe('#102030');
    expect(mix('#102030', '#ffffff', 1)).toBe('#ffffff');
  });

  it('shades a facet from its shadow through the stone’s own colour at half light to its light', () => {
    const stone = { body: '#3562ee', dark: '#000000', light: '#ffffff' };
    expect(facetColour(stone, 0)).toBe('#000000');
    expect(facetColour(stone, 0.5)).toBe('#3562ee');
    expect(facetColour(stone, 1)).toBe('#ffffff');
  });

  it('has seven distinct stones, from dark blue to bright yellow', () => {
    expect(new Set(GEM_COLOURS).size).toBe(7);
    for (const colour of GEM_COLOURS) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    const lightness = GEM_COLOURS.map(luminance);
    // Yellow is the lightest, blue the darkest: the gems differ in lightness too, not only in hue.
    expect(Math.max(...lightness)).toBe(lightness[2]);
    expect(Math.min(...lightness)).toBe(lightness[5]);
  });

  it('draws a four-pointed glint round its centre', () => {
    expect(glint(0, 0, 10)).toBe('M0 -10L2.2 -2.2L10 0L2.2 2.2L0 10L-2.2 2.2L-10 0L-2.2 -2.2Z');
  });
});
