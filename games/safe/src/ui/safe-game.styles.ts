import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The safe board and its settings, every rule under `.safe` or `.safe-settings` so nothing leaks into
 * the shell's markup. The safe itself is drawn in its own metals (safe-art.ts), with dark digits on
 * its ivory drums and brass plates, readable on any operator background; everything around it (the
 * paytable, the outcome line, the dials' controls) takes the theme palette's colours.
 */
export const safeStyles = css`
  .safe {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --text: ${paletteVar('--rgs-text')};
    --surface: ${paletteVar('--rgs-surface')};
    --border: ${paletteVar('--rgs-border')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  /* The safe and its paytable side by side when there is room, the paytable under the safe when not.
     Clear of the shell's result banner, which stands over the top of the board. */
  .safe .safe-stage {
    display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: center; margin-top: 10px; container-type: inline-size;
  }
  .safe .safe-box { flex: 3 1 330px; max-width: 480px; min-width: 0; }
  .safe svg.safe-art { display: block; width: 100%; height: auto; filter: drop-shadow(0 4px 6px rgb(0 0 0 / 0.35)); }
  .safe .digit { font: 700 40px system-ui, sans-serif; fill: #1b1e23; font-variant-numeric: tabular-nums; }
  .safe .guess { font: 800 20px system-ui, sans-serif; fill: #3a2905; font-variant-numeric: tabular-nums; }
  .safe .plate.hit rect { stroke: #1f9d49; stroke-width: 2.5; }
  .safe .lamp .halo { opacity: 0.9; }

  .safe .paytable {
    flex: 1 1 150px; max-width: 460px; list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
  }
  .safe .paytable li {
    display: grid; grid-template-columns: auto 1fr auto; grid-template-areas: 'lamps mult mult' 'line line odds';
    column-gap: 8px; row-gap: 2px; align-items: center; padding: 6px 10px; border-radius: 8px;
    border: 1px solid var(--border); background: var(--surface); font-variant-numeric: tabular-nums;
  }
  .safe .paytable li.hit { border: 2px solid var(--text); padding: 5px 9px; }
  .safe .paytable li.hit.pays { background: color-mix(in srgb, var(--win) 16%, var(--surface)); }
  .safe .paytable .lamps { grid-area: lamps; display: inline-flex; gap: 3px; }
  .safe .paytable .lamps i {
    display: block; width: 9px; height: 9px; border-radius: 50%; background: ${paletteVar('--rgs-surface-raised')};
    box-shadow: inset 0 0 0 1px var(--border);
  }
  .safe .paytable .lamps i.on { background: #2fbf5a; box-shadow: inset 0 0 0 1px #137a32; }
  .safe .paytable strong { grid-area: mult; font-size: 16px; line-height: 20px; text-align: end; }
  .safe .paytable .line { grid-area: line; font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .safe .paytable .odds { grid-area: odds; font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; text-align: end; }
  .safe .paytable li.zero strong { color: ${paletteVar('--rgs-text-muted')}; }
  /* Under the safe (no room beside it): the three lines side by side, each stacked, so the board stays short on a phone. */
  @container (max-width: 500px) {
    .safe .paytable { flex-basis: 100%; grid-template-columns: repeat(3, minmax(0, 1fr)); }
    .safe .paytable li { grid-template-columns: minmax(0, 1fr); grid-template-areas: 'lamps' 'mult' 'line' 'odds'; text-align: center; }
    .safe .paytable .lamps { justify-content: center; }
    .safe .paytable strong, .safe .paytable .odds { text-align: center; }
  }

  .safe .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .safe .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .safe .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .safe-settings { display: grid; gap: 10px; }
  .safe-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .safe-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .safe-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .safe-settings .options label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .safe-settings .options input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .safe-settings .options span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    font-variant-numeric: tabular-nums; font-weight: 600;
  }
  .safe-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 800; }
  .safe-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .safe-settings .options input:disabled { cursor: not-allowed; }
  .safe-settings .options input:disabled + span { opacity: 0.6; }

  .safe-settings .guess-row { display: flex; align-items: center; gap: 8px; }
  .safe-settings .guess-dials { display: flex; gap: 6px; }
  .safe-settings .dial { display: grid; grid-template-rows: 36px 50px 36px; width: 50px; gap: 2px; }
  .safe-settings .dial .step { min-height: 0; min-width: 0; padding: 0; display: grid; place-items: center; }
  .safe-settings .dial .step svg { width: 16px; height: 16px; }
  .safe-settings .dial .digit {
    display: grid; place-items: center; border-radius: 8px; border: 2px solid ${paletteVar('--rgs-border')};
    background: ${paletteVar('--rgs-surface')}; font-size: 26px; font-weight: 800; font-variant-numeric: tabular-nums; cursor: ns-resize;
    user-select: none;
  }
  .safe-settings .dial .digit:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; border-color: ${paletteVar('--rgs-accent-safe')}; }
  .safe-settings .dial .digit[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
  .safe-settings .random { margin-inline-start: 6px; padding: 0; display: grid; place-items: center; }
  .safe-settings .random svg { width: 24px; height: 24px; }
`;
