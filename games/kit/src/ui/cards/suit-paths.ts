import type { Suit } from './card';

/**
 * The suit symbols as SVG paths in a 100-unit box centred on the origin (-50…50 both ways), drawn
 * by hand so every browser shows the same shapes (font glyphs for ♠♥♦♣ differ and some are emoji).
 */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  S:
    'M0 -49C7 -33 47 -14 47 12C47 30 34 39 22 39C13 39 6 34 2.5 27C4 37 9 45 18 50L-18 50C-9 45 -4 37 -2.5 27' +
    'C-6 34 -13 39 -22 39C-34 39 -47 30 -47 12C-47 -14 -7 -33 0 -49Z',
  H: 'M0 47C-7 35 -48 11 -48 -17C-48 -36 -35 -47 -22 -47C-10 -47 -3 -39 0 -29C3 -39 10 -47 22 -47C35 -47 48 -36 48 -17C48 11 7 35 0 47Z',
  D: 'M0 -50C10 -32 24 -15 38 0C24 15 10 32 0 50C-10 32 -24 15 -38 0C-24 -15 -10 -32 0 -50Z',
  C:
    'M-20 -24a20 20 0 1 0 40 0a20 20 0 1 0 -40 0Z' +
    'M-45 12a20 20 0 1 0 40 0a20 20 0 1 0 -40 0Z' +
    'M5 12a20 20 0 1 0 40 0a20 20 0 1 0 -40 0Z' +
    'M-11 6a11 11 0 1 0 22 0a11 11 0 1 0 -22 0Z' +
    'M-3 10C-3 30 -8 43 -18 50L18 50C8 43 3 30 3 10Z',
};
