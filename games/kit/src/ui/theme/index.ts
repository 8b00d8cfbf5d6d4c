// Readable colours on any operator theme: the WCAG maths, the palette and the controller that applies it.
export { BLACK, WHITE, composite, contrastRatio, mix, parseHexColor, relativeLuminance, toHex, type Rgb, type Rgba } from './color';
export {
  DEFAULT_THEME,
  NON_TEXT_CONTRAST,
  PALETTE_PROPERTIES,
  TEXT_CONTRAST,
  themePalette,
  type PaletteProperty,
  type ThemeColors,
  type ThemePalette,
} from './theme-palette';
export { THEME_INPUTS, ThemeController, type ReadProperty } from './theme-controller';
export { DEFAULT_PALETTE, paletteVar } from './palette-var';
