import { css } from 'lit';
import { controls } from '../controls';
import { paletteVar } from '../theme/palette-var';

/** The dialog box, its header and scrolling body, and the backdrop (drawn by hand without `showModal`). */
export const modalStyles = [
  controls,
  css`
    :host {
      display: contents;
    }
    dialog {
      box-sizing: border-box;
      width: min(92vw, 560px);
      max-width: none;
      max-height: min(88vh, 720px);
      padding: 0;
      border: 1px solid ${paletteVar('--rgs-border')};
      border-radius: 10px;
      background: ${paletteVar('--rgs-surface-raised')};
      color: ${paletteVar('--rgs-text')};
      font: 14px/1.5 system-ui, sans-serif;
    }
    dialog[open] {
      display: flex;
      flex-direction: column;
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.6);
    }
    /* Without showModal the dialog is an ordinary element: pin it above everything, over a backdrop. */
    dialog.fallback {
      position: fixed;
      inset: 0;
      margin: auto;
      height: fit-content;
      z-index: 2147483647;
    }
    .backdrop {
      position: fixed;
      inset: 0;
      background: rgb(0 0 0 / 0.6);
      z-index: 2147483646;
    }
    .box {
      display: flex;
      flex-direction: column;
      min-height: 0;
      flex: 1;
    }
    header {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 8px 8px 8px 16px;
      border-bottom: 1px solid ${paletteVar('--rgs-border')};
    }
    h2 {
      flex: 1;
      margin: 0;
      font-size: 1.15em;
    }
    .close {
      display: grid;
      place-items: center;
      padding: 0;
      width: 44px;
    }
    .close svg {
      width: 18px;
      height: 18px;
    }
    .body {
      overflow: auto;
      padding: 12px 16px 16px;
    }
    .body:focus-visible {
      outline: 3px solid ${paletteVar('--rgs-focus')};
      outline-offset: -3px;
    }
  `,
];
