import { css } from 'lit';

/**
 * The look the kit's history and fairness panels share, on the theme palette (`--rgs-text`,
 * `--rgs-border`, `--rgs-focus`… that the theme controller writes from the operator's colours; each
 * reads at least 4.5:1, or 3:1 for boundaries, on both surfaces). The fallbacks are the palette of
 * the built-in theme. Controls are at least 44×44 px with a ring that shows on any theme.
 */
export const panelStyles = css`
  :host {
    display: block;
    color: var(--rgs-text, #e6edf3);
    font: inherit;
    overflow-wrap: anywhere;
  }
  h2, h3, h4 { margin: 12px 0 6px; font-size: 1em; }
  p { margin: 6px 0; }
  .note { color: var(--rgs-text-muted, #8f959b); font-size: 0.9em; }
  dl { display: grid; grid-template-columns: minmax(7em, max-content) 1fr; gap: 4px 12px; margin: 6px 0; }
  dt { color: var(--rgs-text-muted, #8f959b); }
  dd { margin: 0; min-width: 0; }
  code, pre { font: 0.85em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  pre { white-space: pre-wrap; margin: 4px 0; }
  button, input, select {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--rgs-border, #696f76);
    border-radius: 6px;
    padding: 8px 12px;
    min-height: 44px;
    min-width: 44px;
    box-sizing: border-box;
  }
  button { cursor: pointer; }
  button.primary { background: var(--rgs-accent-solid, #fff); color: var(--rgs-on-accent, #1f2328); border-color: var(--rgs-accent-solid, #fff); font-weight: 600; }
  select option { color: initial; background: initial; }
  button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible {
    outline: 3px solid var(--rgs-focus, #e6edf3);
    outline-offset: 2px;
  }
  button:disabled, input:disabled, select:disabled { cursor: not-allowed; opacity: 0.6; }
  input[aria-invalid='true'] { border: 2px solid var(--rgs-loss, #f85149); }
  .won { color: var(--rgs-win, #3fb950); }
  .lost { color: var(--rgs-loss, #f85149); }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The sentence a check answers with (see `verdictView`). */
export const verdictStyles = css`
  .verdict { display: flex; gap: 8px; align-items: baseline; }
  .verdict[data-verdict='verified'] .icon { color: var(--rgs-win, #3fb950); }
  .verdict[data-verdict='mismatch'] .icon { color: var(--rgs-loss, #f85149); }
`;
