import { BLACK, WHITE, composite, contrastRatio, mix, parseHexColor, toHex, type Rgb } from './color';

/** The three colours an operator themes a game with (the page's `--rgs-bg`, `--rgs-bg-light`, `--rgs-accent`). */
export interface ThemeColors {
  readonly bg: string;
  readonly bgLight: string;
  readonly accent: string;
}

/**
 * The contract's built-in theme. It mirrors `BUILT_IN_THEME` of @rgs/schema (a test holds them
 * equal): importing the schema's main entry would pull zod and decimal.js into the live bundle.
 */
export const DEFAULT_THEME: ThemeColors = Object.freeze({ bg: '#0D1117', bgLight: '#161B22', accent: '#FFFFFF' });

/** WCAG 2.2 AA: text needs 4.5:1, control boundaries and focus indicators 3:1 (1.4.3, 1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/** The custom properties `themePalette` computes, in the order they are written. */
export const PALETTE_PROPERTIES = [
  '--rgs-surface',
  '--rgs-surface-raised',
  '--rgs-text',
  '--rgs-text-muted',
  '--rgs-border',
  '--rgs-focus',
  '--rgs-accent-solid',
  '--rgs-on-accent',
  '--rgs-accent-safe',
  '--rgs-win',
  '--rgs-loss',
  '--rgs-color-scheme',
] as const;

/** One of the palette's custom properties. */
export type PaletteProperty = (typeof PALETTE_PROPERTIES)[number];

/** Every palette property's value: `#rrggbb` colours, and `dark` or `light` for `--rgs-color-scheme`. */
export type ThemePalette = Readonly<Record<PaletteProperty, string>>;

// Where text starts before it is pushed toward pure white or black: softer than the poles.
const NEAR_WHITE: Rgb = { r: 0xe6, g: 0xed, b: 0xf3 };
const NEAR_BLACK: Rgb = { r: 0x1f, g: 0x23, b: 0x28 };
// Green and red that read as such on dark and on light surfaces; pushed toward the text pole when they do not reach 4.5:1.
const WIN = { dark: { r: 0x3f, g: 0xb9, b: 0x50 }, light: { r: 0x1a, g: 0x7f, b: 0x37 } } as const;
const LOSS = { dark: { r: 0xf8, g: 0x51, b: 0x49 }, light: { r: 0xcf, g: 0x22, b: 0x2e } } as const;
const STEPS = 20;

/**
 * The first colour on the way from `from` to `to`, in 5 % steps, that `passes`; `to` itself at the end.
 * Every caller's `to` passes by construction, so the answer always passes (the property test proves it).
 */
function toward(from: Rgb, to: Rgb, passes: (color: Rgb) => boolean): Rgb {
  for (let step = 0; step < STEPS; step += 1) {
    const color = mix(from, to, step / STEPS);
    if (passes(color)) return color;
  }
  return to;
}

/** Whichever of white and black contrasts more with `color`: it always reaches at least 4.58:1. */
function poleOf(color: Rgb): Rgb {
  return contrastRatio(WHITE, color) >= contrastRatio(BLACK, color) ? WHITE : BLACK;
}

const resolve = (value: string | null | undefined, fallback: string) => parseHexColor(value) ?? parseHexColor(fallback)!;

/**
 * The readable palette for any operator theme (WCAG 2.2 AA), as CSS custom property values.
 *
 * Compositing: `bg` is painted over white (a browser's default canvas: what a translucent page
 * background shows through), `bgLight` over that `bg`, and `accent` over that `bgLight` (the bar its
 * primary button sits on). Every ratio is measured on the resulting opaque 8-bit colours.
 *
 * Algorithm: the text pole is whichever of white and black contrasts more with `bg` (≥ 4.58:1 for
 * any colour). `bgLight` is kept unless that pole misses 4.5:1 on it, in which case it is mixed
 * toward `bg` in 5 % steps until the pole reaches it; this is the only way one text colour can
 * serve both surfaces (black and mid grey, for example, admit no common text colour). Every other
 * colour starts where it looks best and moves toward a colour that is known to pass (the pole, the
 * text, or the accent's own pole) in 5 % steps until its ratios hold:
 * - `--rgs-text`: near-white or near-black → pole; ≥ 4.5:1 on both surfaces.
 * - `--rgs-text-muted`: text 40 % toward `bg` → text; ≥ 4.5:1 on both surfaces.
 * - `--rgs-border`: text 60 % toward the raised surface → text; ≥ 3:1 on both surfaces.
 * - `--rgs-focus`: the text colour (≥ 4.5:1 on both surfaces); draw it with an `outline-offset` so
 *   its neighbour is the surface, never the control it rings.
 * - `--rgs-accent-solid`: the accent made opaque: the primary button's background.
 * - `--rgs-on-accent`: near-white or near-black → the accent's pole; ≥ 4.5:1 on `--rgs-accent-solid`.
 * - `--rgs-accent-safe`: the solid accent → text; ≥ 3:1 on both surfaces (outlines, highlights).
 * - `--rgs-win`, `--rgs-loss`: a green and a red for the scheme → pole; ≥ 4.5:1 on both surfaces.
 * - `--rgs-surface`, `--rgs-surface-raised`: the opaque (and, for the raised one, adjusted) backgrounds.
 * - `--rgs-color-scheme`: `dark` when text is light, else `light` (for `color-scheme`).
 *
 * An invalid colour falls back to the built-in default for that key alone, as the contract resolves themes.
 */
export function themePalette(colors: Partial<ThemeColors>): ThemePalette {
  const surface = composite(resolve(colors.bg, DEFAULT_THEME.bg), WHITE);
  const pole = poleOf(surface);
  const raised = toward(composite(resolve(colors.bgLight, DEFAULT_THEME.bgLight), surface), surface, (c) => contrastRatio(pole, c) >= TEXT_CONTRAST);
  const onBoth = (ratio: number) => (c: Rgb) => contrastRatio(c, surface) >= ratio && contrastRatio(c, raised) >= ratio;
  const dark = pole === WHITE;

  const text = toward(dark ? NEAR_WHITE : NEAR_BLACK, pole, onBoth(TEXT_CONTRAST));
  const muted = toward(mix(text, surface, 0.4), text, onBoth(TEXT_CONTRAST));
  const border = toward(mix(text, raised, 0.6), text, onBoth(NON_TEXT_CONTRAST));
  const accentSolid = composite(resolve(colors.accent, DEFAULT_THEME.accent), raised);
  const accentPole = poleOf(accentSolid);
  const onAccent = toward(accentPole === WHITE ? NEAR_WHITE : NEAR_BLACK, accentPole, (c) => contrastRatio(c, accentSolid) >= TEXT_CONTRAST);
  const accentSafe = toward(accentSolid, text, onBoth(NON_TEXT_CONTRAST));
  const scheme = dark ? 'dark' : 'light';

  return {
    '--rgs-surface': toHex(surface),
    '--rgs-surface-raised': toHex(raised),
    '--rgs-text': toHex(text),
    '--rgs-text-muted': toHex(muted),
    '--rgs-border': toHex(border),
    '--rgs-focus': toHex(text),
    '--rgs-accent-solid': toHex(accentSolid),
    '--rgs-on-accent': toHex(onAccent),
    '--rgs-accent-safe': toHex(accentSafe),
    '--rgs-win': toHex(toward(WIN[scheme], pole, onBoth(TEXT_CONTRAST))),
    '--rgs-loss': toHex(toward(LOSS[scheme], pole, onBoth(TEXT_CONTRAST))),
    '--rgs-color-scheme': scheme,
  };
}

