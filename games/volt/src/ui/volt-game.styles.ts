import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The volt board and its settings, every rule under `.volt` or `.volt-settings` so nothing leaks into
 * the shell's markup. Inside the coil's chamber (a dark ground of its own, coil-art.ts) the colours
 * are fixed: copper, steel, the arc's blues and the tags' text, each readable on that ground. Outside
 * it, the ladder and the result line use the theme palette, so they read on any operator background.
 */
export const voltStyles = css`
  .volt {
    --text: ${paletteVar('--rgs-text')};
    --surface: ${paletteVar('--rgs-surface')};
    --border: ${paletteVar('--rgs-border')};
    --charge: #22d3ee;
    display: grid;
    grid-template-columns: minmax(0, 11fr) minmax(0, 9fr);
    align-items: start;
    gap: 10px;
    padding: 10px;
  }

  /* Clear of the shell's result banner, which stands over the top of the board once a climb lands. */
  .volt .coil-art { margin-top: 6px; display: flex; justify-content: center; }
  .volt svg { display: block; width: 100%; max-width: 300px; height: auto; }
  .volt svg text { font-family: system-ui, sans-serif; font-weight: 700; font-size: 14px; font-variant-numeric: tabular-nums; }

  .volt .ring-back { fill: none; stroke: #475569; stroke-width: 5; }
  .volt .ring { fill: none; stroke: url(#volt-steel); stroke-width: 5.5; stroke-linecap: round; }
  .volt .ring.lit { stroke: #67e8f9; }
  .volt .sphere.charged { stroke: #a5f3fc; stroke-width: 2; }

  .volt .tag rect { fill: #1e293b; stroke: #475569; stroke-width: 1; }
  .volt .tag text { fill: #a9b6c8; }
  .volt .tag .lead { fill: none; stroke: #475569; stroke-width: 1.2; stroke-dasharray: 2 3; }
  .volt .tag.lit rect { fill: #67e8f9; stroke: #cffafe; }
  .volt .tag.lit text { fill: #082f49; }
  .volt .tag.lit .lead { stroke: #67e8f9; stroke-dasharray: none; }
  .volt .tag.hit rect { fill: #fde047; stroke: #ffffff; stroke-width: 2; }
  .volt .tag.hit text { fill: #1c1917; }
  .volt .tag.hit .lead { stroke: #fde047; stroke-dasharray: none; stroke-width: 2; }

  .volt .arc path { fill: none; stroke-linejoin: round; stroke-linecap: round; }
  .volt .arc-glow path { stroke: #38bdf8; stroke-width: 8; opacity: 0.7; }
  .volt .arc-body path { stroke: #7dd3fc; stroke-width: 3.4; }
  .volt .arc-core path { stroke: #f0fdff; stroke-width: 1.5; }
  .volt .arc-tip { fill: #ecfeff; }
  .volt .sparks circle { fill: #fde68a; }
  .volt .burst path { fill: none; stroke: #a5f3fc; stroke-width: 3; stroke-linecap: round; }

  /* The ladder: top rung first, beside the coil, in the theme's colours. It stands as tall as the
     coil, its rows on the coil's rows where there is room: the rungs are 30 of the art's 460 units
     apart, rung 10 at 118 and the base at 414, so 103 units down to the first row (its heading at the
     foot of them), 11 rows of 30, and 27 to spare put each row beside its rung. */
  .volt .ladder-box {
    align-self: stretch; margin-top: 6px; display: grid; grid-template-rows: 103fr 330fr 27fr; min-width: 0;
  }
  .volt .ladder-head, .volt .ladder li {
    display: grid; grid-template-columns: 1.6em minmax(0, 1fr) auto; align-items: center; column-gap: 6px;
  }
  .volt .ladder-head {
    align-self: end; padding: 0 9px 3px; font-size: 12px; color: ${paletteVar('--rgs-text-muted')};
  }
  .volt .ladder {
    list-style: none; margin: 0; padding: 0; display: grid; grid-template-rows: repeat(11, 1fr); font-variant-numeric: tabular-nums;
  }
  .volt .ladder li {
    position: relative;
    min-height: 24px; margin: 1.5px 0; box-sizing: border-box; padding: 1px 8px; border-radius: 6px;
    border: 1px solid var(--border); background: var(--surface);
  }
  .volt .ladder .rung { color: ${paletteVar('--rgs-text-muted')}; font-size: 12px; }
  .volt .ladder strong { font-size: 14px; white-space: nowrap; }
  .volt .ladder .odds { color: ${paletteVar('--rgs-text-muted')}; font-size: 12px; white-space: nowrap; }
  .volt .ladder li.lit { background: color-mix(in srgb, var(--charge) 22%, var(--surface)); border-color: var(--charge); }
  /* The muted grey loses its contrast on the tinted row: the row's own text colour instead. */
  .volt .ladder li.lit .rung, .volt .ladder li.lit .odds { color: var(--text); }
  .volt .ladder li.hit { border: 2px solid var(--text); padding: 0 7px; }
  .volt .ladder li.hit strong { font-size: 15px; }

  .volt .outcome {
    grid-column: 1 / -1; margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .volt .outcome.win { border-color: ${paletteVar('--rgs-win')}; background: color-mix(in srgb, ${paletteVar('--rgs-win')} 14%, transparent); }
  .volt .outcome.even, .volt .outcome.partial { border-color: var(--border); }
  .volt .outcome.loss { border-color: ${paletteVar('--rgs-loss')}; background: color-mix(in srgb, ${paletteVar('--rgs-loss')} 10%, transparent); }

  /* On a narrow board the ladder drops its rung numbers: the coil beside it numbers the rungs. */
  @container (max-width: 420px) {
    .volt { gap: 6px; padding: 8px; }
    .volt .ladder-head, .volt .ladder li { grid-template-columns: minmax(0, 1fr) auto; }
    .volt .ladder-head { padding: 0 7px 2px; font-size: 11px; }
    .volt .ladder-head span:first-child { display: none; }
    .volt .ladder li { min-height: 20px; margin: 1px 0; padding: 0 6px; line-height: 1.2; }
    .volt .ladder li.hit { padding: 0 5px; }
    .volt .ladder .rung { display: none; }
    .volt .ladder strong { font-size: 13px; }
    .volt .ladder .odds { font-size: 11px; }
  }

  .volt-settings { border: 0; margin: 0; padding: 0; min-width: 0; }
  .volt-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .volt-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .volt-settings label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .volt-settings input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .volt-settings label span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .volt-settings input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .volt-settings input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .volt-settings input:disabled { cursor: not-allowed; }
  .volt-settings input:disabled + span { opacity: 0.6; }
`;
