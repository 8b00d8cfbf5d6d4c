import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The target and its settings, every rule under `.drop` or `.drop-settings` so nothing leaks into
 * the shell's markup. The rings, the steel rim and the ball are the target's own colours (light ring
 * fills under dark text, target-board.ts); everything else is the theme palette's: the bare band is
 * hatched in the surface and border colours, the tags and the 0× plate are the surface with the
 * theme's text, the ring hit glows in the palette's win colour (its loss colour off the rings) inside an
 * edge in the text colour (light on dark themes, dark on light ones), and the zones not hit fade
 * into the surface, so the target stands out on any operator background.
 */
export const dropStyles = css`
  .drop {
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
  .drop .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

  /* Clear of the shell's result banner, which stands over the top of the board once the ball rests. */
  .drop .target-art { display: flex; justify-content: center; margin-top: 10px; }
  .drop svg { display: block; width: 100%; max-width: 400px; height: auto; overflow: visible; color: var(--text); }
  .drop .board { filter: drop-shadow(0 3px 5px rgb(0 0 0 / 0.4)); }
  .drop .rim-lip { fill: none; stroke: rgb(0 0 0 / 0.45); stroke-width: 3; }
  .drop .miss-ground { fill: ${paletteVar('--rgs-surface-raised')}; }
  .drop .miss-stripe { fill: ${paletteVar('--rgs-border')}; opacity: 0.5; }
  .drop .zone { transition: opacity 180ms ease-out; }
  .drop .zones.landed .zone:not(.hit) { opacity: 0.5; }
  .drop .lines circle { fill: none; stroke: #10151c; stroke-opacity: 0.4; stroke-width: 1; }
  .drop .sheen { pointer-events: none; }
  .drop .base { fill: var(--surface); }
  .drop .hit-glow { fill: none; stroke: var(--win); stroke-width: 7; opacity: 0.95; animation: drop-glow 1.2s ease-in-out infinite alternate; }
  .drop .hit-glow.miss { stroke: var(--loss); }
  .drop .hit-edge { fill: none; stroke: var(--text); stroke-width: 2.2; }
  @keyframes drop-glow { from { opacity: 0.95; } to { opacity: 0.35; } }
  @media (prefers-reduced-motion: reduce) {
    .drop .hit-glow { animation: none; }
    .drop .zone { transition: none; }
  }

  .drop .label text { font-weight: 800; font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums; pointer-events: none; }
  .drop .plate { fill: var(--surface); fill-opacity: 0.92; stroke-width: 2.5; }
  .drop .on-band .plate { stroke: ${paletteVar('--rgs-border')}; stroke-width: 1; }
  .drop .plate.hit { stroke: var(--text); stroke-width: 3; }
  .drop .leader { stroke: var(--text); stroke-width: 1.2; stroke-linecap: round; }
  .drop .anchor { fill: var(--text); stroke: var(--surface); stroke-width: 1; }

  .drop .ball-edge { fill: none; stroke: rgb(0 0 0 / 0.35); stroke-width: 0.6; }
  .drop .ripple { fill: none; stroke: var(--text); stroke-width: 1.6; }

  .drop .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .drop .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .drop .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .drop .legend {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
    grid-template-columns: repeat(auto-fill, minmax(86px, 1fr));
  }
  .drop .legend li {
    position: relative; display: grid; grid-template-columns: auto 1fr; column-gap: 6px; align-items: center;
    padding: 6px 8px; border-radius: 8px; border: 1px solid ${paletteVar('--rgs-border')}; background: var(--surface);
    font-variant-numeric: tabular-nums;
  }
  .drop .legend li.hit { border: 2px solid var(--text); padding: 5px 7px; }
  .drop .legend .swatch {
    grid-row: span 2; width: 14px; height: 28px; border-radius: 4px; box-shadow: inset 0 0 0 1px ${paletteVar('--rgs-border')};
  }
  .drop .legend .swatch.miss {
    background: repeating-linear-gradient(135deg, ${paletteVar('--rgs-surface-raised')} 0 3px, ${paletteVar('--rgs-border')} 3px 5px);
  }
  .drop .legend strong { font-size: 15px; line-height: 18px; }
  .drop .legend .odds { font-size: 12px; line-height: 16px; color: ${paletteVar('--rgs-text-muted')}; }

  .drop-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .drop-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .drop-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .drop-settings label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .drop-settings input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .drop-settings label span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .drop-settings input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .drop-settings input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .drop-settings input:disabled { cursor: not-allowed; }
  .drop-settings input:disabled + span { opacity: 0.6; }
`;
