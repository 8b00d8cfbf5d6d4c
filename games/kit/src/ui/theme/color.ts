/** An opaque colour: 8-bit sRGB channels, as a page renders it. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** A colour as the theme gives it: channels plus alpha from 0 (transparent) to 1 (opaque). */
export interface Rgba extends Rgb {
  readonly a: number;
}

/** Pure white: the canvas under a translucent page background. */
export const WHITE: Rgb = Object.freeze({ r: 255, g: 255, b: 255 });
/** Pure black. */
export const BLACK: Rgb = Object.freeze({ r: 0, g: 0, b: 0 });

// The contract's three forms only (what `isHexColor` of @rgs/schema accepts): #RGB, #RRGGBB, #RRGGBBAA.
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (surrounding spaces allowed, as computed styles carry them); anything else is null. */
export function parseHexColor(text: string | null | undefined): Rgba | null {
  const value = text?.trim() ?? '';
  if (!HEX_COLOR.test(value)) return null;
  const hex = value.length === 4 ? [...value.slice(1)].map((c) => c + c).join('') : value.slice(1);
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: hex.length === 8 ? channel(6) / 255 : 1 };
}

/** `top` painted over the opaque `under` (source-over), rounded to the 8-bit channels a screen shows. */
export function composite(top: Rgba, under: Rgb): Rgb {
  const over = (t: number, u: number) => Math.round(t * top.a + u * (1 - top.a));
  return { r: over(top.r, under.r), g: over(top.g, under.g), b: over(top.b, under.b) };
}

/** The colour `t` of the way from `from` to `to` (0 is `from`, 1 is exactly `to`), rounded to 8-bit channels. */
export function mix(from: Rgb, to: Rgb, t: number): Rgb {
  const at = (f: number, e: number) => Math.round(f + (e - f) * t);
  return { r: at(from.r, to.r), g: at(from.g, to.g), b: at(from.b, to.b) };
}

/** `#rrggbb`, lower case. */
export function toHex(color: Rgb): string {
  return `#${[color.r, color.g, color.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.2 relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(color: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG 2.2 contrast ratio, from 1 (same luminance) to 21 (black on white); symmetric. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
