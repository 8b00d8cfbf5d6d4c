import { css } from 'lit';
import { controls } from '../controls';
import { paletteVar } from '../theme/palette-var';

/** The settings form, its start/stop button, the counters and the status line. */
export const autobetPanelStyles = [
  controls,
  css`
    :host {
      display: block;
      background: ${paletteVar('--rgs-surface-raised')};
      color: ${paletteVar('--rgs-text')};
      border-radius: 8px;
      padding: 12px;
    }
    :host([hidden]) {
      display: none;
    }
    form {
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    fieldset {
      border: 0;
      margin: 0;
      padding: 0;
      min-width: 0;
    }
    .settings {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
      gap: 12px 16px;
    }
    .field {
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    .inline {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 12px;
    }
    legend {
      padding: 0;
      margin-bottom: 4px;
      font-weight: 600;
    }
    .field > label:first-child {
      font-weight: 600;
    }
    .choice {
      display: inline-flex;
      align-items: center;
      gap: 8px;
      min-height: 44px;
      cursor: pointer;
    }
    input[type='radio'],
    input[type='checkbox'] {
      min-width: 20px;
      min-height: 20px;
      width: 20px;
      height: 20px;
      margin: 0;
      padding: 0;
      accent-color: ${paletteVar('--rgs-text')};
    }
    input[inputmode] {
      width: 8em;
    }
    .suffix {
      display: inline-flex;
      align-items: center;
      gap: 6px;
    }
    .optional {
      font-weight: 400;
    }
    .error {
      margin: 0;
      font-weight: 600;
    }
    .error::before {
      content: '⚠ ';
    }
    input[aria-invalid='true'] {
      border-width: 2px;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px 16px;
    }
    .counters {
      margin: 0;
      font-variant-numeric: tabular-nums;
    }
    .status {
      margin: 0;
    }
  `,
];
