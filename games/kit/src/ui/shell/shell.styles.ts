import { css } from 'lit';
import { paletteVar } from '../theme/palette-var';

/**
 * The shell's own look, every colour from the theme palette. The host is a size container: from
 * 640 px wide the controls stand in a 300 px column beside the board, below that the board sits
 * above them, down to 360 px with no sideways scroll.
 */
export const shellStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    max-width: 100%;
    color: ${paletteVar('--rgs-text')};
    background: ${paletteVar('--rgs-surface')};
    color-scheme: ${paletteVar('--rgs-color-scheme')};
    font: 14px/1.4 system-ui, sans-serif;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .frame {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 8px;
    box-sizing: border-box;
    min-width: 0;
  }

  /* The top bar: identity and balance, then the tools (wrapping under them on a phone). */
  .topbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
  .identity {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    flex: 1 1 auto;
  }
  .logo {
    max-height: 28px;
    max-width: 96px;
  }
  .title {
    margin: 0;
    font-size: 17px;
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .balance {
    margin: 0;
    display: flex;
    align-items: baseline;
    gap: 6px;
    padding: 6px 12px;
    border-radius: 999px;
    background: ${paletteVar('--rgs-surface-raised')};
    border: 1px solid ${paletteVar('--rgs-border')};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .balance-label {
    color: ${paletteVar('--rgs-text-muted')};
    font-size: 12px;
  }
  .balance-amount {
    font-size: 15px;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    margin-inline-start: auto;
  }
  button.icon,
  rgs-hotkeys-help::part(button),
  .rgs-sound-toggle {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border-color: transparent;
    background: transparent;
  }
  button.icon:hover,
  rgs-hotkeys-help::part(button):hover,
  .rgs-sound-toggle:hover {
    border-color: ${paletteVar('--rgs-border')};
  }
  button.icon svg,
  .rgs-sound-toggle svg {
    width: 20px;
    height: 20px;
  }
  button.icon[aria-pressed='true'],
  .rgs-sound-toggle[aria-pressed='true'] {
    border-color: ${paletteVar('--rgs-accent-safe')};
    color: ${paletteVar('--rgs-accent-safe')};
  }
  rgs-hotkeys-help::part(list) {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  @container (max-width: 479px) {
    .topbar {
      gap: 4px 8px;
    }
    .tools {
      margin-inline-start: 0;
      width: 100%;
      justify-content: space-between;
    }
  }

  /* Notices under the top bar: the connection, a sign-in request. */
  .notice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin: 0;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${paletteVar('--rgs-border')};
    background: ${paletteVar('--rgs-surface-raised')};
  }
  .notice.reconnecting {
    border-color: ${paletteVar('--rgs-loss')};
  }
  .notice .spinner {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    animation: spin 900ms linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  /* Board and controls. */
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
    align-items: start;
  }
  @container (min-width: 640px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 300px;
    }
  }
  .stage {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
  }
  .banner-spot {
    position: absolute;
    inset: 8px 8px auto;
    display: flex;
    justify-content: center;
    z-index: 2;
    pointer-events: none;
  }
  /* Under the strip of recent results, never over it: the round being told joins the strip as the
     banner shows (the strip's one line of chips and the stage's gap). */
  rgs-recent-results ~ .banner-spot {
    top: calc(8px + 1.6em + 8px);
  }
  .controls {
    display: flex;
    flex-direction: column;
    gap: 12px;
    min-width: 0;
    padding: 12px;
    border-radius: 10px;
    background: ${paletteVar('--rgs-surface-raised')};
  }
  .bet-panel {
    display: flex;
    flex-direction: column;
    gap: 12px;
    min-width: 0;
  }
  .tabs {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 4px;
    padding: 4px;
    border-radius: 999px;
    background: ${paletteVar('--rgs-surface')};
  }
  .tabs button {
    border-color: transparent;
    border-radius: 999px;
    background: transparent;
    font-weight: 600;
  }
  .tabs button[aria-selected='true'] {
    background: ${paletteVar('--rgs-surface-raised')};
    border-color: ${paletteVar('--rgs-border')};
  }
  .auto-off {
    margin: -6px 0 0;
    font-size: 12px;
  }

  /* The amount: a field with its sign, ½ 2× Max beside it; the limits and any reason under it. */
  .amount {
    display: grid;
    gap: 6px;
  }
  .amount-label {
    font-weight: 600;
  }
  .amount-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) repeat(3, auto);
    gap: 4px;
  }
  .amount-field {
    display: flex;
    align-items: center;
    min-width: 0;
    min-height: 44px;
    box-sizing: border-box;
    border: 1px solid ${paletteVar('--rgs-border')};
    border-radius: 6px;
    background: ${paletteVar('--rgs-surface')};
  }
  .amount-field:focus-within {
    outline: 3px solid ${paletteVar('--rgs-focus')};
    outline-offset: 2px;
  }
  .amount-field input {
    flex: 1 1 auto;
    width: 100%;
    min-width: 0;
    border: 0;
    background: transparent;
    font-size: 15px;
    font-variant-numeric: tabular-nums;
  }
  .amount-field input:focus-visible {
    outline: none;
  }
  .amount-field:has(input[aria-invalid='true']) {
    border-color: ${paletteVar('--rgs-loss')};
    box-shadow: 0 0 0 1px ${paletteVar('--rgs-loss')};
  }
  .sign {
    padding-inline-start: 10px;
    color: ${paletteVar('--rgs-text-muted')};
    font-size: 13px;
    white-space: nowrap;
  }
  button.step {
    padding: 0 10px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .limits {
    margin: 0;
    color: ${paletteVar('--rgs-text-muted')};
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  .problem {
    margin: 0;
    color: ${paletteVar('--rgs-loss')};
    font-size: 13px;
  }
  .problem:empty {
    display: none;
  }
  input[aria-invalid='true'] {
    border-color: ${paletteVar('--rgs-loss')};
    box-shadow: 0 0 0 1px ${paletteVar('--rgs-loss')};
  }
  .amount-field input[aria-invalid='true'] {
    box-shadow: none;
  }
  .confirm {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 8px;
    padding: 8px;
    border-radius: 8px;
    border: 1px solid ${paletteVar('--rgs-accent-safe')};
  }
  .confirm span {
    flex: 1 1 100%;
    font-weight: 600;
  }

  /* The one button that plays: never wraps its label, never loses focus (aria-disabled, not disabled). */
  button.primary.play {
    width: 100%;
    min-height: 52px;
    font-size: 17px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The autobet panel sits in the column as its own part: no second inset, the same big button. */
  rgs-autobet-panel {
    padding: 0;
  }
  rgs-autobet-panel::part(start) {
    width: 100%;
    min-height: 52px;
    font-size: 17px;
    white-space: nowrap;
  }
  .error {
    margin: 0;
    display: grid;
    gap: 2px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${paletteVar('--rgs-loss')};
    background: ${paletteVar('--rgs-surface')};
  }
  .error strong {
    color: ${paletteVar('--rgs-loss')};
  }

  /* What games share: a raised panel, and words for wins and losses. */
  .panel {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    padding: 8px;
    border-radius: 10px;
    background: ${paletteVar('--rgs-surface-raised')};
  }
  .note {
    color: ${paletteVar('--rgs-text-muted')};
  }
  .won {
    color: ${paletteVar('--rgs-win')};
  }
  .lost {
    color: ${paletteVar('--rgs-loss')};
  }
  @media (prefers-reduced-motion: reduce) {
    .notice .spinner {
      animation: none;
    }
  }
`;
