import { css, unsafeCSS } from 'lit';

// Black or white, whichever reads on the colour `from` names: white below a relative luminance of
// 0.18, where black and white tie at about 4.58:1, so every opaque colour gets at least 4.5:1
// (x^2.2 stands in for the sRGB curve; checked over the whole sRGB cube, the worst case is 4.53:1).
const LUMINANCE = '(0.2126 * pow(r / 255, 2.2) + 0.7152 * pow(g / 255, 2.2) + 0.0722 * pow(b / 255, 2.2))';
const CHANNEL = unsafeCSS(`calc(clamp(0, (0.18 - ${LUMINANCE}) * 100000, 1) * 255)`);

/**
 * The colours of the kit's panels (modal, popovers, banners, forms), derived from whatever the
 * operator's theme is: `--_surface` is `--rgs-bg-light` made opaque, `--_ink` the text on it,
 * `--_accent` / `--_on-accent` the accent and the text on it. Borders and focus rings use the ink, so
 * they keep at least 3:1 too. Browsers without relative colours and `pow()` get a fixed dark panel.
 */
export const surfaceStyles = css`
  :host {
    --_surface: #161b22;
    --_ink: #e6edf3;
    --_accent: #e6edf3;
    --_on-accent: #0d1117;
  }
  @supports (color: rgb(from red calc(pow(r / 255, 2.2) * 255) g b / 1)) {
    :host {
      --_surface: rgb(from var(--rgs-bg-light, #161b22) r g b / 1);
      --_ink: rgb(from var(--_surface) ${CHANNEL} ${CHANNEL} ${CHANNEL});
      --_accent: rgb(from var(--rgs-accent, #e6edf3) r g b / 1);
      --_on-accent: rgb(from var(--_accent) ${CHANNEL} ${CHANNEL} ${CHANNEL});
    }
  }
`;

/** Buttons and fields on a kit panel: ink borders, 44 px targets, a ring that shows on any theme. */
export const panelControlStyles = css`
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--_ink);
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
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--_ink);
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
