import { unsafeCSS, type CSSResult } from 'lit';
import type { PaletteProperty, ThemePalette } from './theme-palette';

/**
 * `themePalette(DEFAULT_THEME)`, written out: what a kit component shows outside a themed game (no
 * `ThemeController` above it). Literal so the live CSS carries no colour maths; a test holds it equal.
 */
export const DEFAULT_PALETTE: ThemePalette = Object.freeze({
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

/**
 * A palette property for a `css` template: `var(--rgs-text, #e6edf3)`. The `ThemeController` writes
 * the properties on the game element and shadow roots inherit them; the fallback is `DEFAULT_PALETTE`.
 */
export function paletteVar(name: PaletteProperty): CSSResult {
  return unsafeCSS(`var(${name}, ${DEFAULT_PALETTE[name]})`);
}
