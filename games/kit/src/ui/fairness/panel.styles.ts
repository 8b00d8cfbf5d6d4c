import { css } from 'lit';
import { controls } from '../controls';
import { paletteVar } from '../theme/palette-var';

/**
 * The look the kit's history and fairness panels share: the kit's `controls` for every button and
 * field, and the theme palette for text, notes, edges and results (each at least 4.5:1, or 3:1 for
 * boundaries, on both surfaces; the fallbacks are the built-in theme's palette).
 */
export const panelStyles = [
  controls,
  css`
    :host {
      display: block;
      container-type: inline-size;
      color: ${paletteVar('--rgs-text')};
      font: inherit;
      overflow-wrap: anywhere;
    }
    h2, h3, h4 { margin: 12px 0 6px; font-size: 1em; }
    p { margin: 6px 0; }
    .note { color: ${paletteVar('--rgs-text-muted')}; font-size: 0.9em; }
    dl { display: grid; grid-template-columns: minmax(7em, max-content) 1fr; gap: 4px 12px; margin: 6px 0; }
    dt { color: ${paletteVar('--rgs-text-muted')}; }
    dd { margin: 0; min-width: 0; }
    code, pre { font: 0.85em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    pre { white-space: pre-wrap; margin: 4px 0; }
    summary:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
    input[aria-invalid='true'] { border: 2px solid ${paletteVar('--rgs-loss')}; }
    .won { color: ${paletteVar('--rgs-win')}; }
    .lost { color: ${paletteVar('--rgs-loss')}; }
    .sr {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    /* On a phone each term stands above its value. */
    @container (max-width: 420px) {
      dl { grid-template-columns: minmax(0, 1fr); }
      dd + dt { margin-top: 6px; }
    }
  `,
];

/** The sentence a check answers with (see `verdictView`). */
export const verdictStyles = css`
  .verdict { display: flex; gap: 8px; align-items: baseline; }
  .verdict[data-verdict='verified'] .icon { color: ${paletteVar('--rgs-win')}; }
  .verdict[data-verdict='mismatch'] .icon { color: ${paletteVar('--rgs-loss')}; }
`;
