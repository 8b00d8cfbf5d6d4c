import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The staircase board, every rule under `.stairs` (and `.stairs-settings` in the controls column) so
 * nothing leaks into the shell's markup. The sky mixes the palette's surfaces; stairs, climber and door
 * are drawn with dark outlines so they read on any theme; the climb buttons carry the palette's 3:1
 * border and a colour band by risk (green, amber, red) that never carries meaning alone (each says its
 * chance). Animations take `--rgs-motion-scale` of their length (fast mode), and none run under reduced
 * motion.
 */
export const stairsStyles = css`
  .stairs {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --muted: ${paletteVar('--rgs-text-muted')};
    --sky-high: color-mix(in srgb, #1b2a55 70%, ${paletteVar('--rgs-surface')});
    --sky-low: color-mix(in srgb, #e8895a 45%, ${paletteVar('--rgs-surface-raised')});
    --risk-1: #2fb36d;
    --risk-2: #e0a526;
    --risk-3: #e5484d;
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  .stairs .status { min-height: 56px; display: flex; }
  .stairs .stats { display: flex; flex: 1; gap: 8px; margin: 0; min-width: 0; }
  .stairs .stats div { flex: 1 1 0; min-width: 0; padding: 6px 8px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .stairs .stats dt { font-size: 12px; color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .stairs .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .stairs .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center; color: inherit;
  }
  .stairs .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .stairs .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .stairs .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; color: var(--ink); }
  .stairs .banner.win .icon { background: var(--win); }
  .stairs .banner.loss .icon { background: var(--loss); }
  .stairs .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  .stairs .scene { display: block; width: 100%; max-width: 420px; height: auto; margin: 0 auto; border-radius: 10px; border: 1px solid var(--edge); }
  .stairs .stars circle { fill: #fff; opacity: 0.55; }
  .stairs .ground { fill: #3d4a2f; stroke: #1f2616; }
  .stairs .pillar { fill: #5b4a30; stroke: #2e2415; stroke-width: 1.5; }
  .stairs .tread { fill: rgb(255 255 255 / 0.35); }
  .stairs .stair.lit .tread { fill: #fff1b8; }
  .stairs .stair.lit rect:first-child { animation: light calc(360ms * var(--rgs-motion-scale, 1)) ease-out backwards; }
  .stairs .stair.broken rect:first-child { fill: #7a6a55; animation: crumble calc(520ms * var(--rgs-motion-scale, 1)) ease-in both; transform-box: fill-box; transform-origin: center; }
  .stairs .crack { fill: none; stroke: #1c140a; stroke-width: 1.6; stroke-linejoin: round; }
  .stairs .door-glow { opacity: 0; }
  .stairs .scene.summit .door-glow { opacity: 1; animation: glow calc(1200ms * var(--rgs-motion-scale, 1)) ease-in-out 2; }
  .stairs .scene.summit .door-leaf { opacity: 0; }
  .stairs .scene.summit .door-light { fill: #ffe9a6; }
  .stairs .marker path, .stairs .marker circle { stroke: #101317; stroke-width: 1.4; }
  .stairs .marker text { font: 700 10px system-ui, sans-serif; fill: #101317; }
  .stairs .marker.m1 path, .stairs .marker.m1 circle { fill: var(--risk-1); }
  .stairs .marker.m2 path, .stairs .marker.m2 circle { fill: var(--risk-2); }
  .stairs .marker.m3 path, .stairs .marker.m3 circle { fill: var(--risk-3); }
  .stairs .climber.fallen { transform: rotate(80deg) translate(4px, -3px); animation: tumble calc(640ms * var(--rgs-motion-scale, 1)) ease-in backwards; }

  @keyframes light { from { filter: brightness(1.8); } to { filter: none; } }
  @keyframes crumble {
    0% { transform: none; opacity: 1; }
    40% { transform: rotate(-8deg); }
    100% { transform: translateY(10px) rotate(14deg); opacity: 0.55; }
  }
  @keyframes tumble {
    from { transform: translateY(calc(-1 * var(--drop))) rotate(0deg); }
    to { transform: rotate(80deg) translate(4px, -3px); }
  }
  @keyframes glow { 50% { opacity: 0.6; } }

  .stairs .choices { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; width: 100%; max-width: 420px; margin: 0 auto; }
  .stairs .choice {
    position: relative; display: flex; flex-direction: column; align-items: center; gap: 1px; padding: 8px 4px 8px; min-width: 0;
    border-radius: 10px; border: 1px solid var(--edge); border-top: 5px solid var(--band); background: ${paletteVar('--rgs-surface')};
    font-variant-numeric: tabular-nums; line-height: 1.25;
  }
  .stairs .choice.c1 { --band: var(--risk-1); }
  .stairs .choice.c2 { --band: var(--risk-2); }
  .stairs .choice.c3 { --band: var(--risk-3); }
  .stairs .choice[aria-disabled='false']:hover { background: color-mix(in srgb, ${paletteVar('--rgs-text')} 10%, ${paletteVar('--rgs-surface')}); transform: translateY(-1px); }
  .stairs .choice .top { display: flex; align-items: center; gap: 6px; }
  .stairs .choice .key {
    display: grid; place-items: center; width: 20px; height: 20px; border-radius: 5px; font-size: 12px; font-weight: 700;
    background: var(--band); color: #101317;
  }
  .stairs .choice .icon { width: 30px; height: 20px; }
  .stairs .choice .icon rect.on { fill: var(--band); stroke: #101317; stroke-width: 1; }
  .stairs .choice .icon rect.off { fill: none; stroke: var(--muted); stroke-width: 1; stroke-dasharray: 2 2; }
  .stairs .choice .name { font-weight: 700; font-size: 15px; }
  .stairs .choice .len, .stairs .choice .chance { font-size: 12px; }
  .stairs .choice .pays { font-weight: 700; font-size: 14px; max-width: 100%; overflow-wrap: anywhere; }

  .stairs .log { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0 auto; padding: 0; width: 100%; max-width: 420px; }
  .stairs .log li {
    padding: 2px 8px; border-radius: 999px; font-size: 12px; font-variant-numeric: tabular-nums; border: 1px solid var(--win);
    background: color-mix(in srgb, var(--win) 12%, transparent);
  }
  .stairs .log li.fell { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 14%, transparent); }

  @container (max-width: 420px) {
    .stairs { padding: 8px; }
    .stairs .stats { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .stairs .choices { gap: 6px; }
  }

  .stairs-howto { margin: 0; font-size: 13px; }
  .stairs-settings { display: grid; gap: 10px; }
  .stairs-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .stairs-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .stairs-settings .options { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 4px; }
  .stairs-settings .options label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .stairs-settings .options input { position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0; opacity: 0; cursor: pointer; }
  .stairs-settings .options span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .stairs-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .stairs-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .stairs-settings .options input:disabled + span { opacity: 0.6; }
  .stairs-settings .auto-climbs { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-weight: 600; }
  .stairs-settings .auto-climbs select { min-height: 44px; }
  .stairs-settings .note { margin: 0; font-size: 13px; }

  @media (prefers-reduced-motion: reduce) {
    .stairs .stair rect, .stairs .climber, .stairs .door-glow { animation: none !important; }
    .stairs .choice:hover { transform: none; }
  }
`;
