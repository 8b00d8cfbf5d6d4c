import { css } from 'lit';
import { paletteVar } from './theme/palette-var';

/**
 * The one look of buttons and fields in the kit: every game element and every kit panel (modal,
 * hotkeys help, autobet) includes it in its own shadow root. On the theme palette, so the text reads
 * at 4.5:1 and the borders and focus ring at 3:1 on either surface; 44×44 px targets.
 */
export const controls = css`
  button,
  input,
  select {
    font: inherit;
    color-scheme: ${paletteVar('--rgs-color-scheme')};
    color: ${paletteVar('--rgs-text')};
    background: ${paletteVar('--rgs-surface')};
    border: 1px solid ${paletteVar('--rgs-border')};
    border-radius: 6px;
    padding: 8px 12px;
    min-height: 44px;
    min-width: 44px;
    box-sizing: border-box;
  }
  button {
    cursor: pointer;
  }
  button.primary {
    background: ${paletteVar('--rgs-accent-solid')};
    color: ${paletteVar('--rgs-on-accent')};
    /* The accent made to stand 3:1 off the surface: a white accent on a light page still has an edge. */
    border-color: ${paletteVar('--rgs-accent-safe')};
    font-weight: 600;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${paletteVar('--rgs-focus')};
    outline-offset: 2px;
  }
  button:disabled,
  input:disabled,
  select:disabled,
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
