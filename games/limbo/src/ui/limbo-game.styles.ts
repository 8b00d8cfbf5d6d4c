import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The limbo board, every rule under `.limbo` (and the profit box under `.limbo-profit`) so nothing
 * leaks into the shell's own markup. Every colour is the theme palette's: win and loss are the
 * palette's (4.5:1 on either surface), and every result also carries a ✓ or ✗ and words, so none is
 * told by colour alone. The flame is the one fixed colour: fire, drawn on a rim of the surface.
 */
export const limboStyles = css`
  .limbo {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --text: ${paletteVar('--rgs-text')};
    --muted: ${paletteVar('--rgs-text-muted')};
    --accent: ${paletteVar('--rgs-accent-solid')};
    --accent-safe: ${paletteVar('--rgs-accent-safe')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 12px;
    padding: 12px;
    container-type: inline-size;
  }
  .limbo .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

  /* Newest on the right; the oldest that do not fit wrap onto a hidden second line, never cut in half. */
  .limbo .last { display: flex; flex-flow: row-reverse wrap; gap: 6px; height: 26px; overflow: hidden; }
  .limbo .chip {
    flex: none; display: inline-flex; gap: 4px; align-items: center; padding: 4px 9px; border-radius: 999px;
    font: 600 12px/18px system-ui, sans-serif; font-variant-numeric: tabular-nums; color: var(--ink);
  }
  .limbo .chip.win { background: var(--win); }
  .limbo .chip.loss { background: var(--loss); }

  /* The sky: the counter over the drawing, on the surface with a breath of the accent at the top. */
  .limbo .sky {
    position: relative; border-radius: 10px; overflow: hidden; container-type: inline-size;
    background: linear-gradient(180deg, color-mix(in srgb, var(--accent) 14%, var(--ink)), var(--ink) 75%);
    border: 1px solid ${paletteVar('--rgs-border')};
  }
  .limbo .counter {
    display: flex; justify-content: center; align-items: baseline; gap: 0.2em; padding: 10px 8px 0;
    font-weight: 800; line-height: 1.1; font-variant-numeric: tabular-nums; white-space: nowrap;
    font-size: min(64px, calc(150cqw / var(--chars, 6)));
  }
  .limbo .counter .mark { font-size: 0.6em; }
  .limbo .counter.win { color: var(--win); }
  .limbo .counter.loss { color: var(--loss); }
  .limbo .board { display: block; width: 100%; height: auto; }

  .limbo .stars circle { fill: var(--muted); opacity: 0.7; }
  .limbo .ceiling { stroke: var(--muted); stroke-width: 0.6; stroke-dasharray: 1 5; opacity: 0.5; }
  .limbo .ground { fill: color-mix(in srgb, var(--muted) 28%, var(--ink)); stroke: var(--muted); stroke-width: 1; }
  .limbo .pad rect { fill: var(--muted); }
  .limbo .pad path { stroke: var(--muted); stroke-width: 2; stroke-linecap: round; }
  .limbo .target-line { stroke: var(--text); stroke-width: 1.4; stroke-dasharray: 6 4; }
  .limbo .target-label rect { fill: var(--ink); stroke: var(--text); stroke-width: 1; }
  .limbo .target-label text { fill: var(--text); font: 700 11px system-ui, sans-serif; font-variant-numeric: tabular-nums; }

  .limbo .trail { fill: none; stroke: var(--accent-safe); stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; }
  .limbo .trail.win { stroke: var(--win); }
  .limbo .trail.loss { stroke: var(--loss); stroke-dasharray: 7 4; }
  .limbo .trail-area { fill: var(--accent-safe); opacity: 0.12; }
  .limbo .trail-area.win { fill: var(--win); }
  .limbo .trail-area.loss { fill: var(--loss); }

  .limbo .rocket .body { fill: var(--text); stroke: var(--ink); stroke-width: 1.2; }
  .limbo .rocket .nose, .limbo .rocket .fin { fill: var(--accent); stroke: var(--ink); stroke-width: 1; }
  .limbo .rocket .nozzle { fill: var(--muted); stroke: var(--ink); stroke-width: 1; }
  .limbo .rocket .window { fill: var(--ink); stroke: var(--accent-safe); stroke-width: 1.6; }
  .limbo .rocket .flame { display: none; transform-box: fill-box; transform-origin: right center; }
  .limbo .rocket.flying .flame, .limbo .rocket.win .flame { display: inline; }
  .limbo .rocket.flying .flame { animation: flicker 90ms ease-in-out infinite alternate; }
  .limbo .flame-outer { fill: #ff8a1f; stroke: var(--ink); stroke-width: 0.8; }
  .limbo .flame-inner { fill: #ffe066; }
  @keyframes flicker { from { transform: scaleX(0.78); } to { transform: scaleX(1.08); } }

  .limbo .burst circle { fill: none; stroke: var(--win); stroke-width: 2.4; }
  .limbo .burst path { stroke: var(--win); stroke-width: 2.4; stroke-linecap: round; }
  .limbo .smoke circle { fill: var(--muted); stroke: var(--ink); stroke-width: 0.8; opacity: 0.85; }

  .limbo .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; color: inherit; border: 1px solid transparent; overflow-wrap: anywhere;
  }
  /* Takes no room before the first flight. */
  .limbo .outcome.idle { min-height: 0; padding: 0; margin-top: -12px; }
  .limbo .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .limbo .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .limbo .pair { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
  @container (max-width: 399px) {
    .limbo .pair { grid-template-columns: minmax(0, 1fr); }
  }
  .limbo .field { display: grid; grid-template-rows: auto auto; gap: 4px; font-size: 12px; min-width: 0; }
  .limbo .field > span:first-child { color: var(--muted); }
  .limbo .stepper { display: grid; grid-template-columns: 44px minmax(0, 1fr) 44px; gap: 4px; }
  .limbo .stepper button { min-height: 44px; padding: 0; display: grid; place-items: center; }
  .limbo .stepper svg { width: 16px; height: 16px; stroke: currentColor; stroke-width: 2.4; stroke-linecap: round; fill: none; }
  .limbo .input { position: relative; display: block; min-width: 0; }
  .limbo .input input {
    width: 100%; box-sizing: border-box; min-height: 44px; padding-right: 24px; font-size: 15px; font-variant-numeric: tabular-nums;
  }
  .limbo .unit { position: absolute; right: 9px; top: 50%; transform: translateY(-50%); pointer-events: none; }
  .limbo input[aria-invalid='true'] { border-color: var(--loss); box-shadow: 0 0 0 1px var(--loss); }

  .limbo .problem {
    margin: 0; padding: 8px 10px; border-radius: 6px; border: 1px solid var(--loss);
    background: color-mix(in srgb, var(--loss) 10%, transparent);
  }

  .limbo-profit {
    display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 4px 12px; padding: 10px 12px;
    border-radius: 6px; background: ${paletteVar('--rgs-surface')}; border: 1px solid ${paletteVar('--rgs-border')};
  }
  .limbo-profit span { color: ${paletteVar('--rgs-text-muted')}; }
  .limbo-profit strong { font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }

  @media (prefers-reduced-motion: reduce) {
    .limbo .rocket .flame { animation: none; }
  }
`;
