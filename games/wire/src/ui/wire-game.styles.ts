import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The board and its settings, every rule under `.wire` or `.wire-settings` so nothing leaks into the
 * shell's markup. The circuit board is an object with fixed colours (green mask, copper, white
 * silkscreen, LEDs); the words around it (progress, totals, settings) take the theme palette's, so
 * they read on any operator background.
 */
export const wireStyles = css`
  .wire {
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 8px;
    padding: 10px;
  }
  /* Clear of the shell's result banner, which stands over the top of the board. */
  .wire .board-art { display: flex; justify-content: center; margin-top: 6px; }
  .wire svg { display: block; width: 100%; max-width: 560px; height: auto; }
  .wire .silk { fill: #e9f5ec; font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; }
  .wire .trace-bed { fill: none; stroke: #063a22; stroke-width: 9; stroke-linejoin: round; stroke-linecap: round; }
  .wire .trace { fill: none; stroke: #c8843a; stroke-width: 5.5; stroke-linejoin: round; stroke-linecap: round; }
  .wire .trace-shine { fill: none; stroke: #f6cf8d; stroke-opacity: 0.65; stroke-width: 1.4; stroke-linejoin: round; stroke-linecap: round; }
  .wire .lit path { fill: none; stroke-linejoin: round; stroke-linecap: round; }
  .wire .lit .live { stroke: #fff2b3; stroke-width: 3.4; filter: url(#wire-glow); }
  .wire .lit .used { stroke: #ffd66e; stroke-width: 2.2; stroke-opacity: 0.55; }
  .wire .footprint { fill: none; stroke: #e9f5ec; stroke-opacity: 0.55; stroke-width: 1; }
  .wire .dome { stroke: #041a0e; stroke-width: 1.2; }
  .wire .plate { fill: #05301b; stroke: #2a8a5a; stroke-opacity: 0.6; stroke-width: 0.8; }
  .wire .multiplier {
    fill: #f2fbf4; font-weight: 700; font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums;
  }
  .wire .led.off .multiplier { fill: #d4e7da; }
  .wire .count-chip { fill: #1d1f22; stroke: #f3c27a; stroke-width: 1.2; }
  .wire .count { fill: #ffe39a; font-weight: 700; font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums; }

  .wire .summary {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    display: flex; flex-wrap: wrap; justify-content: center; gap: 2px 14px; font-variant-numeric: tabular-nums;
    border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
  }
  .wire .summary .label { color: ${paletteVar('--rgs-text-muted')}; }

  .wire-settings { display: grid; gap: 10px; }
  .wire-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .wire-settings legend, .wire-settings .field-label { padding: 0; margin-bottom: 4px; font-weight: 600; display: block; }
  .wire-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .wire-settings .options label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .wire-settings .options input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .wire-settings .options span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .wire-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .wire-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .wire-settings .options input:disabled { cursor: not-allowed; }
  .wire-settings .options input:disabled + span { opacity: 0.6; }

  .wire-settings .count-row { display: grid; grid-template-columns: 44px minmax(0, 1fr) 44px; gap: 4px; }
  .wire-settings .count-row button { min-height: 44px; padding: 0; font-size: 20px; line-height: 1; }
  .wire-settings .count-row input[type='number'] { min-width: 0; width: 100%; box-sizing: border-box; text-align: center; font-variant-numeric: tabular-nums; }
  .wire-settings input[type='range'] {
    width: 100%; margin: 6px 0 0; padding: 0; accent-color: ${paletteVar('--rgs-accent-safe')};
  }
  .wire-settings .total { margin: 0; display: flex; justify-content: space-between; gap: 8px; font-variant-numeric: tabular-nums; }
  .wire-settings .one-current { margin: 0; font-size: 12px; }
`;
