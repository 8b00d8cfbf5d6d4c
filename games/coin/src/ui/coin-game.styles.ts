import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The coin board, every rule under `.coin` (and the streak controls under `.coin-settings`) so nothing
 * leaks into the shell's own markup. Around the coin every colour is the theme palette's: the
 * verdict badges are the palette's win and loss (4.5:1 on either surface) with a tick or a cross
 * drawn in the surface colour, so they read on any operator background, light or dark, and by shape.
 */
export const coinStyles = css`
  .coin {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --muted: ${paletteVar('--rgs-text-muted')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 12px;
    padding: 12px;
  }
  .coin .sr,
  .coin-settings .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

  .coin .big-coin { display: block; width: min(240px, 64%); height: auto; margin: 0 auto; overflow: visible; }
  .coin .shadow { fill: ${paletteVar('--rgs-text')}; opacity: 0.16; }
  @container (max-width: 479px) {
    .coin .big-coin { width: min(200px, 58%); }
  }

  .coin .status {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent; font-variant-numeric: tabular-nums;
  }
  .coin .status.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .coin .status.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  /* One place per flip, as wide as fits: ten of them still fit a 360 px screen. */
  .coin .track {
    display: grid; grid-template-columns: repeat(var(--slots), minmax(0, 44px)); justify-content: center; gap: 6px;
    margin: 0; padding: 0; list-style: none;
  }
  .coin .slot { position: relative; aspect-ratio: 1; }
  .coin .slot svg { display: block; width: 100%; height: 100%; overflow: visible; }
  .coin .slot .empty { fill: none; stroke: var(--muted); stroke-width: 4; stroke-dasharray: 9 7; }
  .coin .slot .number { fill: var(--muted); font: 700 34px system-ui, sans-serif; text-anchor: middle; }
  .coin .slot.spinning .empty { stroke: ${paletteVar('--rgs-accent-safe')}; stroke-dasharray: none; stroke-width: 6; }
  .coin .slot.unplayed { opacity: 0.45; }
  .coin .badge circle { stroke: var(--ink); stroke-width: 3; }
  .coin .badge path { stroke: var(--ink); }
  .coin .badge.hit circle { fill: var(--win); }
  .coin .badge.miss circle { fill: var(--loss); }
  .coin .slot.hit svg,
  .coin .slot.miss svg { animation: land calc(240ms * var(--rgs-motion-scale, 1)) ease-out; }
  @keyframes land {
    from { transform: scale(0.4); opacity: 0; }
    to { transform: scale(1); opacity: 1; }
  }

  .coin .sides { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .coin .side { display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 52px; font-weight: 600; }
  .coin .side svg { width: 30px; height: 30px; flex: none; }
  .coin .side[aria-pressed='true'] { border: 2px solid ${paletteVar('--rgs-accent-safe')}; background: ${paletteVar('--rgs-surface-raised')}; font-weight: 700; }
  .coin .side kbd {
    font: 600 11px/1 system-ui, sans-serif; padding: 3px 5px; border-radius: 4px; color: var(--muted);
    border: 1px solid ${paletteVar('--rgs-border')};
  }

  .coin .odds { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin: 0; }
  .coin .odds div {
    display: flex; flex-direction: column; gap: 2px; padding: 8px 10px; border-radius: 6px; min-width: 0;
    background: ${paletteVar('--rgs-surface')}; border: 1px solid ${paletteVar('--rgs-border')};
  }
  .coin .odds dt { font-size: 12px; color: var(--muted); }
  .coin .odds dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }

  .coin-settings { display: grid; gap: 8px; }
  .coin-settings .streak-head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; font-weight: 600; }
  .coin-settings output { font-variant-numeric: tabular-nums; }
  .coin-settings .streak-row { display: flex; align-items: center; gap: 8px; }
  .coin-settings .step { flex: none; width: 44px; padding: 0; font-size: 20px; line-height: 1; }
  .coin-settings input[type='range'] {
    flex: 1; min-width: 0; padding: 0; border: 0; background: transparent; accent-color: ${paletteVar('--rgs-accent-safe')};
  }
  .coin-profit {
    display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 4px 12px; padding: 10px 12px;
    border-radius: 6px; background: ${paletteVar('--rgs-surface')}; border: 1px solid ${paletteVar('--rgs-border')};
  }
  .coin-profit span { color: ${paletteVar('--rgs-text-muted')}; }
  .coin-profit strong { font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
