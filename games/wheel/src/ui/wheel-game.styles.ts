import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The wheel board and its settings, every rule under `.wheel` or `.wheel-settings` so nothing leaks
 * into the shell's markup. The winning segments' fills are fixed light colours under dark text
 * (segment-colour.ts); everything else is the theme palette's: 0× segments are hatched in the
 * surface and border colours, the rim, studs, hub and pointer are drawn in the text and surface
 * colours (the pointer in the text colour: dark on light themes, light on dark ones), so the wheel
 * stands out on any operator background.
 */
export const wheelStyles = css`
  .wheel {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --text: ${paletteVar('--rgs-text')};
    --surface: ${paletteVar('--rgs-surface')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  /* Clear of the shell's result banner, which stands over the top of the board while the pointer shows the result. */
  .wheel .wheel-art { display: flex; justify-content: center; margin-top: 10px; }
  .wheel svg { display: block; width: 100%; max-width: 420px; height: auto; overflow: visible; color: var(--text); }
  .wheel .rim { fill: var(--surface); stroke: ${paletteVar('--rgs-border')}; stroke-width: 8; }
  .wheel .segment path { stroke: var(--surface); stroke-width: 1.2; stroke-linejoin: round; }
  .wheel .zero-ground { fill: ${paletteVar('--rgs-surface-raised')}; }
  .wheel .zero-stripe { fill: ${paletteVar('--rgs-border')}; opacity: 0.55; }
  .wheel .label { font-weight: 700; font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums; pointer-events: none; }
  /* Only the fills dim: the labels stay as readable as before. */
  .wheel .segments.landed .segment:not(.hit) path { opacity: 0.55; }
  .wheel .hit-ring { fill: none; stroke: var(--text); stroke-width: 4; stroke-linejoin: round; }
  .wheel .studs circle { fill: var(--text); }
  .wheel .hub { fill: var(--surface); stroke: ${paletteVar('--rgs-border')}; stroke-width: 3; }
  .wheel .hub-text { fill: var(--text); font-weight: 800; font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums; }
  .wheel .pointer {
    fill: var(--text); stroke: var(--surface); stroke-width: 3; stroke-linejoin: round;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.35));
  }

  .wheel .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .wheel .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .wheel .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .wheel .legend {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
    grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  }
  .wheel .legend li {
    position: relative; display: grid; grid-template-columns: auto 1fr; column-gap: 6px; align-items: center;
    padding: 6px 8px; border-radius: 8px; border: 1px solid ${paletteVar('--rgs-border')}; background: var(--surface);
    font-variant-numeric: tabular-nums;
  }
  .wheel .legend li.hit { border: 2px solid var(--text); padding: 5px 7px; }
  .wheel .legend .swatch {
    grid-row: span 2; width: 14px; height: 28px; border-radius: 4px; box-shadow: inset 0 0 0 1px ${paletteVar('--rgs-border')};
  }
  .wheel .legend .swatch.zero {
    background: repeating-linear-gradient(135deg, ${paletteVar('--rgs-surface-raised')} 0 3px, ${paletteVar('--rgs-border')} 3px 5px);
  }
  .wheel .legend strong { font-size: 15px; line-height: 18px; }
  .wheel .legend .odds { font-size: 12px; line-height: 16px; color: ${paletteVar('--rgs-text-muted')}; }

  .wheel-settings { display: grid; gap: 10px; }
  .wheel-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .wheel-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .wheel-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .wheel-settings label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .wheel-settings input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .wheel-settings label span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .wheel-settings input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .wheel-settings input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .wheel-settings input:disabled { cursor: not-allowed; }
  .wheel-settings input:disabled + span { opacity: 0.6; }
`;
