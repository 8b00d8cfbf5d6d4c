import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The spark board and its settings, every rule under `.spark`, `.zone-fields` or `.spark-profit` so
 * nothing leaks into the shell's markup. The fuse, brass and fire keep their natural colours (they
 * read on light and dark themes alike); the zone, its grips, the ruler and every text are the theme
 * palette's: the zone is the palette's win colour (4.5:1 on either surface), the bubble's text is
 * the surface colour on the text, win or loss colour, so it reads on any operator background.
 * Landing effects last `--rgs-motion-scale` times their length (0 with reduced motion: at once).
 */
export const sparkStyles = css`
  .spark {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --text: ${paletteVar('--rgs-text')};
    --muted: ${paletteVar('--rgs-text-muted')};
    --surface: ${paletteVar('--rgs-surface')};
    --scale: var(--rgs-motion-scale, 1);
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    justify-content: center;
    gap: 10px;
    padding: 12px;
  }

  /* Clear of the shell's result banner, which stands over the top of the board. */
  .spark .fuse-area { position: relative; margin-top: 36px; touch-action: none; user-select: none; -webkit-user-select: none; cursor: pointer; }
  .spark .fuse-area.locked { cursor: default; }
  .spark svg { display: block; width: 100%; height: auto; overflow: visible; }

  .spark .bubble-lane { position: relative; height: 34px; }
  .spark .bubble {
    position: absolute; bottom: 0; transform: translateX(-50%); min-width: 48px; padding: 3px 9px; border-radius: 8px; box-sizing: border-box;
    text-align: center; font: 700 15px/20px system-ui, sans-serif; font-variant-numeric: tabular-nums; white-space: nowrap;
    background: var(--text); color: var(--surface); box-shadow: 0 3px 10px rgb(0 0 0 / 0.3);
  }
  .spark .bubble::after {
    content: ''; position: absolute; left: 50%; bottom: -5px; margin-left: -5px; border: 5px solid transparent; border-bottom: 0;
    border-top-color: var(--text);
  }
  .spark .bubble.won { background: var(--win); }
  .spark .bubble.won::after { border-top-color: var(--win); }
  .spark .bubble.lost { background: var(--loss); }
  .spark .bubble.lost::after { border-top-color: var(--loss); }

  .spark .ticks { position: relative; height: 18px; margin-top: 2px; font-size: 12px; font-variant-numeric: tabular-nums; color: var(--muted); }
  .spark .ticks span { position: absolute; transform: translateX(-50%); }

  /* The fuse. */
  .spark .ruler line { stroke: var(--muted); stroke-width: 1.5; }
  .spark .fray { stroke: #b98a4e; stroke-width: 2.2; stroke-linecap: round; fill: none; }
  .spark .cord-edge { fill: none; stroke: #4a2f14; stroke-width: 1.2; }
  .spark .crimp { stroke: #6b4f14; stroke-width: 1.2; }
  .spark .cap { stroke: #6b4f14; stroke-width: 1; }

  /* The charge zone: a glowing band in the win colour, its grips over the fuse. */
  .spark .band-edge { stop-color: var(--win); stop-opacity: 0.1; }
  .spark .band-mid { stop-color: var(--win); stop-opacity: 0.34; }
  .spark .zone .band {
    fill: url(#spark-band); stroke: var(--win); stroke-width: 1.5;
    filter: drop-shadow(0 0 6px color-mix(in srgb, var(--win) 65%, transparent));
  }
  .spark .zone.won .band { stroke-width: 3; }
  .spark .zone.lost .band { opacity: 0.6; filter: none; }
  .spark .zone .flash { fill: var(--win); opacity: 0; animation: spark-flash calc(900ms * var(--scale)) ease-out; }
  .spark .grip line { stroke: var(--win); stroke-width: 2.5; }
  .spark .grip rect { fill: var(--win); stroke: var(--surface); stroke-width: 2; }
  .spark .grip path { stroke: var(--surface); stroke-width: 1.6; stroke-linecap: round; }
  .spark .fuse-area:not(.locked) .grip { cursor: ew-resize; }
  .spark .fuse-area.locked .grips { opacity: 0.6; }

  /* The spark and its fire. */
  .spark .rays line { stroke: #ffd35a; stroke-width: 2; stroke-linecap: round; }
  .spark .core { fill: #fff; }
  .spark .trail circle { fill: #ffc04d; }
  .spark .glow-core { fill: #ff9a2e; }
  .spark .idle-ember { animation: spark-glow 1.6s ease-in-out infinite alternate; transform-box: fill-box; transform-origin: center; }
  .spark .burst .ring { fill: none; stroke: #ffd35a; stroke-width: 3; opacity: 0; transform-box: fill-box; transform-origin: center; animation: spark-ring calc(700ms * var(--scale)) ease-out; }
  .spark .burst .bit { fill: #ffe07a; opacity: 0; animation: spark-fly calc(750ms * var(--scale)) ease-out; }
  .spark .smoke circle { fill: #8b9096; opacity: 0; transform-box: fill-box; transform-origin: center; animation: spark-smoke calc(1000ms * var(--scale)) ease-out; }
  .spark .ash { fill: #5c544d; stroke: #2d2824; stroke-width: 1.5; }

  @keyframes spark-flash { 0% { opacity: 0; } 18% { opacity: 0.7; } 100% { opacity: 0; } }
  @keyframes spark-ring { from { opacity: 1; transform: scale(0.4); } to { opacity: 0; transform: scale(3.4); } }
  @keyframes spark-fly { from { opacity: 1; transform: translate(0, 0); } to { opacity: 0; transform: translate(var(--dx), var(--dy)); } }
  @keyframes spark-smoke { from { opacity: 0.75; transform: translate(0, 0) scale(0.6); } to { opacity: 0; transform: translate(var(--dx), var(--dy)) scale(2.2); } }
  @keyframes spark-glow { from { opacity: 0.75; transform: scale(0.85); } to { opacity: 1; transform: scale(1.1); } }
  @media (prefers-reduced-motion: reduce) {
    .spark .idle-ember { animation: none; }
  }

  /* The zone, the chance and the multiplier, live as the zone moves. */
  .spark .odds { display: grid; grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr); gap: 6px; margin: 0; }
  .spark .odds div {
    min-width: 0; padding: 6px 8px; border-radius: 8px; border: 1px solid ${paletteVar('--rgs-border')}; background: var(--surface);
  }
  .spark .odds dt { font-size: 12px; line-height: 15px; color: var(--muted); }
  .spark .odds dd { margin: 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; white-space: nowrap; }
  @container (max-width: 420px) {
    .spark .odds dd { font-size: 14px; }
    .spark .odds div { padding: 6px; }
  }

  .spark .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .spark .outcome.won { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .spark .outcome.lost { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  /* The settings: for the start and the width, a slider and the exact value. */
  .zone-fields { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 8px; }
  .zone-fields legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .zone-fields .zone-row { display: grid; grid-template-columns: minmax(0, 1fr) 96px; column-gap: 10px; align-items: center; }
  .zone-fields .zone-row label { grid-column: 1 / -1; font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .zone-fields .slider {
    -webkit-appearance: none; appearance: none; width: 100%; min-width: 0; margin: 0; padding: 0; border: 0; background: transparent; cursor: pointer;
  }
  .zone-fields .slider::-webkit-slider-runnable-track { height: 6px; border-radius: 3px; background: ${paletteVar('--rgs-border')}; }
  .zone-fields .slider::-moz-range-track { height: 6px; border-radius: 3px; background: ${paletteVar('--rgs-border')}; }
  .zone-fields .slider::-webkit-slider-thumb {
    -webkit-appearance: none; width: 22px; height: 22px; margin-top: -8px; border-radius: 50%;
    background: ${paletteVar('--rgs-win')}; border: 2px solid ${paletteVar('--rgs-surface')}; box-shadow: 0 0 0 1px ${paletteVar('--rgs-border')};
  }
  .zone-fields .slider::-moz-range-thumb {
    width: 18px; height: 18px; border-radius: 50%; background: ${paletteVar('--rgs-win')}; border: 2px solid ${paletteVar('--rgs-surface')};
  }
  .zone-fields .slider:disabled { cursor: not-allowed; }
  .zone-fields .input { position: relative; display: block; }
  .zone-fields .input input { width: 100%; font-variant-numeric: tabular-nums; }
  .zone-fields .width .input input { padding-right: 26px; }
  .zone-fields .unit { position: absolute; right: 10px; top: 50%; transform: translateY(-50%); pointer-events: none; }
  .zone-fields input[aria-invalid='true'] { border-color: ${paletteVar('--rgs-loss')}; box-shadow: 0 0 0 1px ${paletteVar('--rgs-loss')}; }
  .zone-fields .problem {
    margin: 0; padding: 8px 10px; border-radius: 6px; border: 1px solid ${paletteVar('--rgs-loss')};
    background: color-mix(in srgb, ${paletteVar('--rgs-loss')} 10%, transparent);
  }

  .spark-profit {
    display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 4px 12px; padding: 10px 12px;
    border-radius: 6px; background: ${paletteVar('--rgs-surface')}; border: 1px solid ${paletteVar('--rgs-border')};
  }
  .spark-profit span { color: ${paletteVar('--rgs-text-muted')}; }
  .spark-profit strong { font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
