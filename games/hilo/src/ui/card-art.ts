import { svg } from 'lit';

// The glyphs of the guess buttons and the strip, drawn in SVG (not text symbols, which some systems
// draw as emoji).

/** The glyph of each move on a 24 × 24 box: an arrow up (higher), down (lower), an equals sign (same), a curved arrow (skip). */
export const MOVE_ART = {
  higher: svg`<path d="M12 3.5 21 14h-5.6v6.5H8.6V14H3Z" />`,
  lower: svg`<path d="M12 20.5 3 10h5.6V3.5h6.8V10H21Z" />`,
  same: svg`<rect x="3.5" y="6.2" width="17" height="4.2" rx="1.6" /><rect x="3.5" y="13.6" width="17" height="4.2" rx="1.6" />`,
  skip: svg`<path d="M4 17.5c0-6.2 4.6-10 10.4-10H16V4l6 6-6 6v-3.6h-1.6C10.4 12.4 7.7 14.4 7 17.5Z" />`,
} as const;
