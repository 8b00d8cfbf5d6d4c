import { BUILT_IN_THEME } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { WHITE, composite, contrastRatio, parseHexColor, relativeLuminance, type Rgb } from './color';
import { DEFAULT_THEME, NON_TEXT_CONTRAST, PALETTE_PROPERTIES, TEXT_CONTRAST, themePalette, type ThemePalette } from './theme-palette';

// Pure white and black, mid grey (the worst case: it barely passes with either pole), saturated
// yellow, the built-in dark pair, a light cream, operator-style brand colours, 3-digit and alpha forms.
const COLORS = [
  '#FFFFFF',
  '#000',
  '#777777',
  '#FFFF00',
  '#0D1117',
  '#161B22',
  '#F5F0E6',
  '#E50914',
  '#1DB954',
  '#5865F2',
  '#00000080',
  '#FFFFFF33',
] as const;
const ACCENTS = ['#FFFFFF', '#000000', '#777777', '#FFFF00', '#FC0', '#0D1117', '#E50914', '#1DB954', '#5865F2', '#F7931A', '#E5091480', '#FFFFFF1A'] as const;

const rgb = (hex: string): Rgb => {
  const { a, ...color } = parseHexColor(hex)!;
  expect(a, `${hex} is opaque`).toBe(1);
  return color;
};

function assertReadable(palette: ThemePalette, theme: { bg: string; bgLight: string; accent: string }): void {
  const label = JSON.stringify(theme);
  const surface = rgb(palette['--rgs-surface']);
  const raised = rgb(palette['--rgs-surface-raised']);
  const onBoth = (property: (typeof PALETTE_PROPERTIES)[number], ratio: number) => {
    const color = rgb(palette[property]);
    expect(contrastRatio(color, surface), `${property} on surface, ${label}`).toBeGreaterThanOrEqual(ratio);
    expect(contrastRatio(color, raised), `${property} on raised surface, ${label}`).toBeGreaterThanOrEqual(ratio);
  };
  onBoth('--rgs-text', TEXT_CONTRAST);
  onBoth('--rgs-text-muted', TEXT_CONTRAST);
  onBoth('--rgs-win', TEXT_CONTRAST);
  onBoth('--rgs-loss', TEXT_CONTRAST);
  onBoth('--rgs-border', NON_TEXT_CONTRAST);
  onBoth('--rgs-focus', NON_TEXT_CONTRAST);
  onBoth('--rgs-accent-safe', NON_TEXT_CONTRAST);
  const accent = rgb(palette['--rgs-accent-solid']);
  expect(contrastRatio(rgb(palette['--rgs-on-accent']), accent), `on-accent, ${label}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);

  // The main background is the operator's, made opaque over white, never altered.
  expect(surface, `surface, ${label}`).toStrictEqual(composite(parseHexColor(theme.bg)!, WHITE));
  // The raised surface is the operator's too whenever the text pole can be read on it.
  const asGiven = composite(parseHexColor(theme.bgLight)!, surface);
  const pole = palette['--rgs-color-scheme'] === 'dark' ? WHITE : { r: 0, g: 0, b: 0 };
  if (contrastRatio(pole, asGiven) >= TEXT_CONTRAST) expect(raised, `raised kept, ${label}`).toStrictEqual(asGiven);
  // The accent is used as it is whenever it already stands out from both surfaces.
  const solid = composite(parseHexColor(theme.accent)!, raised);
  expect(accent, `accent solid, ${label}`).toStrictEqual(solid);
  if (contrastRatio(solid, surface) >= NON_TEXT_CONTRAST && contrastRatio(solid, raised) >= NON_TEXT_CONTRAST) {
    expect(palette['--rgs-accent-safe'], `accent kept, ${label}`).toBe(palette['--rgs-accent-solid']);
  }
  // Light text on a dark scheme, dark text on a light one.
  const lighter = relativeLuminance(rgb(palette['--rgs-text'])) > relativeLuminance(surface);
  expect(palette['--rgs-color-scheme'], `scheme, ${label}`).toBe(lighter ? 'dark' : 'light');
  // Win stays green-leaning and loss red-leaning (they may only meet at the pole itself).
  const win = rgb(palette['--rgs-win']);
  const loss = rgb(palette['--rgs-loss']);
  expect(win.g, `win is green, ${label}`).toBeGreaterThanOrEqual(win.r);
  expect(loss.r, `loss is red, ${label}`).toBeGreaterThanOrEqual(loss.g);
}

describe('themePalette', () => {
  it(`keeps every ratio on all ${COLORS.length * COLORS.length * ACCENTS.length} combinations of the colour grid`, () => {
    let checked = 0;
    for (const bg of COLORS) {
      for (const bgLight of COLORS) {
        for (const accent of ACCENTS) {
          const theme = { bg, bgLight, accent };
          const palette = themePalette(theme);
          expect(Object.keys(palette)).toStrictEqual([...PALETTE_PROPERTIES]);
          assertReadable(palette, theme);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(1728);
  });

  it('gives the built-in dark theme its exact palette: near-white text, the surfaces as they are', () => {
    expect(themePalette(DEFAULT_THEME)).toStrictEqual({
      '--rgs-surface': '#0d1117',
      '--rgs-surface-raised': '#161b22',
      '--rgs-text': '#e6edf3',
      '--rgs-text-muted': '#8f959b',
      '--rgs-border': '#696f76',
      '--rgs-focus': '#e6edf3',
      '--rgs-accent-solid': '#ffffff',
      '--rgs-on-accent': '#1f2328',
      '--rgs-accent-safe': '#ffffff',
      '--rgs-win': '#3fb950',
      '--rgs-loss': '#f85149',
      '--rgs-color-scheme': 'dark',
    });
  });

  it('flips to near-black text on a light theme', () => {
    expect(themePalette({ bg: '#FFFFFF', bgLight: '#F5F0E6', accent: '#FFFF00' })).toStrictEqual({
      '--rgs-surface': '#ffffff',
      '--rgs-surface-raised': '#f5f0e6',
      '--rgs-text': '#1f2328',
      '--rgs-text-muted': '#6c6e71',
      '--rgs-border': '#858583',
      '--rgs-focus': '#1f2328',
      '--rgs-accent-solid': '#ffff00',
      '--rgs-on-accent': '#1f2328',
      '--rgs-accent-safe': '#848616',
      '--rgs-win': '#197934',
      '--rgs-loss': '#cf222e',
      '--rgs-color-scheme': 'light',
    });
  });

  it('moves a raised surface no text colour can share with the main one toward it, one 5 % step at a time', () => {
    // Black beside mid grey (#777777: 4.48:1 with white, 1:4.68 with black): no text colour reads on both,
    // so the grey darkens one step, to #717171 (4.88:1 with white); the text is pushed toward white to match.
    const palette = themePalette({ bg: '#000000', bgLight: '#777777', accent: '#FFFFFF' });
    expect(palette['--rgs-surface']).toBe('#000000');
    expect(palette['--rgs-surface-raised']).toBe('#717171');
    expect(palette['--rgs-text']).toBe('#f4f7fa');
    // On a mid-tone surface only near-white text reaches 4.5:1, so win and loss all but lose their hue:
    // games never tell a win by colour alone (WCAG 1.4.1).
    expect([palette['--rgs-win'], palette['--rgs-loss']]).toStrictEqual(['#f5fcf6', '#fff6f6']);
  });

  it('composites alpha: a translucent bg over white, bgLight over bg, the accent over bgLight', () => {
    const palette = themePalette({ bg: '#00000080', bgLight: '#FFFFFF33', accent: '#E5091480' });
    // 50 % black over white, then 20 % white over that grey, then 50 % red over the lighter grey.
    expect(palette['--rgs-surface']).toBe('#7f7f7f');
    expect(palette['--rgs-surface-raised']).toBe('#999999');
    expect(palette['--rgs-accent-solid']).toBe('#bf5156');
    // Mid grey takes black text (5.24:1 against 4.00:1 for white); the accent then takes near-white.
    expect([palette['--rgs-color-scheme'], palette['--rgs-text'], palette['--rgs-on-accent']]).toStrictEqual(['light', '#131518', '#fbfcfd']);
  });

  it('falls back to the built-in colour for an invalid key alone', () => {
    const palette = themePalette({ bg: 'red', bgLight: '#FFFFFF', accent: undefined });
    expect(palette['--rgs-surface']).toBe('#0d1117');
    // White beside the dark default: moved toward it until white text reads on it.
    expect(palette['--rgs-surface-raised']).toBe('#6e7074');
    expect(palette['--rgs-accent-solid']).toBe('#ffffff');
  });

  it('has the contract’s built-in theme as its default', () => {
    expect(DEFAULT_THEME).toStrictEqual({ bg: BUILT_IN_THEME.darkBackground, bgLight: BUILT_IN_THEME.darkLightBackground, accent: BUILT_IN_THEME.buttonColor });
  });
});
