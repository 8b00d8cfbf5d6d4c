import { css } from 'lit';
import { controls } from '../controls';
import { paletteVar } from '../theme/palette-var';

/** The help button and the small list that drops below it. */
export const hotkeysHelpStyles = [
  controls,
  css`
    :host {
      display: inline-block;
      position: relative;
    }
    :host([hidden]) {
      display: none;
    }
    button {
      display: inline-flex;
      align-items: center;
      gap: 6px;
    }
    button svg {
      width: 20px;
      height: 14px;
    }
    .sr {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .list {
      position: absolute;
      inset-inline-start: 0;
      top: calc(100% + 6px);
      z-index: 10;
      min-width: 220px;
      max-width: min(90vw, 320px);
      padding: 8px 12px;
      border: 1px solid ${paletteVar('--rgs-border')};
      border-radius: 8px;
      background: ${paletteVar('--rgs-surface-raised')};
      color: ${paletteVar('--rgs-text')};
      box-shadow: 0 6px 18px rgb(0 0 0 / 0.35);
    }
    dl {
      margin: 0;
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 6px 12px;
      align-items: center;
    }
    dt,
    dd {
      margin: 0;
    }
    dd.off {
      opacity: 0.75;
    }
    kbd {
      display: inline-block;
      min-width: 1.6em;
      padding: 1px 6px;
      border: 1px solid ${paletteVar('--rgs-border')};
      border-radius: 4px;
      font: 600 0.9em/1.5 ui-monospace, monospace;
      text-align: center;
    }
  `,
];
