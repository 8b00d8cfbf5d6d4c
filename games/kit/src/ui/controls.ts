import { css } from 'lit';

/** The look of buttons and fields in every game element (each has its own shadow root). */
export const controls = css`
  button, input, select { font: inherit; border-radius: 6px; border: 1px solid #30363d; background: #0d1117; color: inherit; padding: 8px 10px; min-height: 40px; }
  button:focus-visible, input:focus-visible, select:focus-visible { outline: 2px solid var(--rgs-accent, #fff); outline-offset: 2px; }
  button:disabled, input:disabled, select:disabled { opacity: 0.5; cursor: not-allowed; }
`;
