import { css } from 'lit';
import { paletteVar } from '../theme/palette-var';

/** The bet list: one full-width button per round, its details below it. */
export const historyStyles = css`
  ol { list-style: none; margin: 0; padding: 0; }
  li + li { border-top: 1px solid ${paletteVar('--rgs-border')}; }
  button.row {
    display: grid;
    grid-template-columns: minmax(5.5em, 1fr) repeat(3, minmax(0, 1fr)) max-content;
    gap: 4px 8px;
    align-items: center;
    width: 100%;
    text-align: start;
    border: 0;
    border-radius: 0;
    padding: 8px 4px;
    background: transparent;
  }
  button.row[aria-expanded='true'] { font-weight: 600; }
  .num { font-variant-numeric: tabular-nums; text-align: end; }
  .free-bet { display: block; color: ${paletteVar('--rgs-text-muted')}; font-size: 11px; font-weight: 600; }
  .result { white-space: nowrap; }
  time { color: ${paletteVar('--rgs-text-muted')}; }
  .more { display: flex; justify-content: center; margin-top: 8px; }
  rgs-round-detail { padding: 0 4px; }
`;
