import { css } from 'lit';
import { paletteVar } from '../theme/palette-var';

/** One row of chips, newest on the left; the oldest are cut off rather than wrapped. */
export const recentResultsStyles = css`
  :host { display: block; color: ${paletteVar('--rgs-text')}; min-width: 0; }
  /* relative: the chips' screen-reader words are positioned inside the strip, not past the page's edge. */
  ol { position: relative; display: flex; gap: 6px; margin: 0; padding: 0; list-style: none; overflow: hidden; }
  li {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 2px 8px;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 0.85em;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .won { color: ${paletteVar('--rgs-win')}; }
  .lost { color: ${paletteVar('--rgs-loss')}; }
  .even, .partial { color: ${paletteVar('--rgs-text')}; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
