import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The cases board, every rule under `.cases` (and `.cases-settings` in the controls column) so nothing
 * leaks into the shell's markup. The cases and the tag on the player's own carry their own colours and
 * outlines (aluminium, gold, dark ink), readable on any operator background; everything around them
 * comes from the theme palette. Openings take `--rgs-motion-scale` of their length (fast mode,
 * reduced motion), and the result never waits for them.
 */
export const casesStyles = css`
  .cases {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --muted: ${paletteVar('--rgs-text-muted')};
    --gold: #f1bf45;
    container-type: inline-size;
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  .cases .status { min-height: 58px; display: flex; }
  .cases .stats { display: flex; flex: 1; gap: 8px; margin: 0; min-width: 0; }
  .cases .stats > div { flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .cases .stats > .offer { flex-grow: 1.7; border-color: var(--gold); }
  .cases .stats { flex-wrap: wrap; }
  @container (max-width: 479px) {
    .cases .stats > .offer { flex-basis: 100%; }
  }
  /* On a phone the cases take every pixel they can. */
  @container (max-width: 400px) {
    .cases .board { padding: 12px 2px 4px; }
    .cases .cases-grid { gap: 8px 2px; }
    .cases .values { gap: 3px; }
  }

  .cases .stats dt { display: flex; align-items: center; gap: 4px; font-size: 12px; color: var(--muted); }
  .cases .stats dt svg { width: 14px; height: 14px; flex: none; }
  .cases .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .cases .stats .muted { color: var(--muted); font-weight: 600; font-size: 13px; }
  .cases .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 16px; text-align: center;
  }
  .cases .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .cases .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .cases .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  .cases .table { display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; align-items: center; }
  .cases .defs { position: absolute; width: 0; height: 0; overflow: hidden; }
  /* A studio floor under the cases: a soft spotlight from the text colour, so it follows any theme. */
  .cases .board {
    padding: 14px 8px 8px; border-radius: 12px; border: 1px solid color-mix(in srgb, var(--edge) 45%, transparent);
    background: radial-gradient(ellipse at 50% 0%, color-mix(in srgb, ${paletteVar('--rgs-text')} 12%, transparent), transparent 70%), var(--well);
  }
  .cases .cases-grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px 6px; width: 100%; max-width: 500px; margin: 0 auto; }
  .cases .row { display: contents; }
  .cases .case {
    position: relative; min-height: 48px; padding: 10px 3px 2px; border-radius: 12px; border: 2px solid transparent;
    background: transparent; color: inherit; cursor: default;
    transition: transform calc(140ms * var(--rgs-motion-scale, 1)) ease, background-color calc(140ms * var(--rgs-motion-scale, 1)) ease;
  }
  .cases .case .art { display: block; width: 100%; height: auto; overflow: visible; filter: drop-shadow(0 3px 2px rgb(0 0 0 / 0.35)); }
  .cases .case.pickable { cursor: pointer; }
  .cases .case.pickable:hover { transform: translateY(-3px); background: color-mix(in srgb, ${paletteVar('--rgs-text')} 8%, transparent); }
  .cases .case.pickable:active { transform: translateY(1px); }
  .cases .case:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 1px; z-index: 1; }
  .cases .case[aria-disabled='true'] { opacity: 1; }
  .cases .case.selected { border-color: var(--gold); background: color-mix(in srgb, var(--gold) 16%, transparent); }
  .cases .case .tag {
    position: absolute; top: -4px; left: 50%; transform: translateX(-50%); z-index: 1; padding: 1px 7px; border-radius: 999px;
    background: var(--gold); color: #2a1c00; border: 1px solid #6b4a00; font-size: 11px; font-weight: 700; line-height: 1.35; white-space: nowrap;
  }
  /* Opened by the player: done with, so quieter than the cases still in play. */
  .cases .case.opened .art { opacity: 0.62; filter: grayscale(0.35); }
  .cases.open .case.opened.fresh .art { opacity: 1; filter: none; }
  .cases .case.yours.revealed .art { filter: drop-shadow(0 0 8px color-mix(in srgb, var(--gold) 80%, transparent)); }
  .cases .case .lid, .cases .case .card { transform-box: fill-box; }
  .cases .case .lid { transform-origin: 50% 100%; }
  .cases .case .card { transform-origin: 50% 100%; }
  .cases .case.fresh .lid, .cases .case.revealed .lid { animation: lid calc(380ms * var(--rgs-motion-scale, 1)) ease-out backwards; }
  .cases .case.fresh .card, .cases .case.revealed .card { animation: rise calc(460ms * var(--rgs-motion-scale, 1)) cubic-bezier(0.2, 1.4, 0.4, 1) backwards; }
  .cases .case.revealed .lid, .cases .case.revealed .card { animation-delay: calc(var(--i) * 70ms * var(--rgs-motion-scale, 1)); }
  .cases .case.fresh { animation: jolt calc(300ms * var(--rgs-motion-scale, 1)) ease-out; }
  @keyframes lid { from { transform: scaleY(0.04); } }
  @keyframes rise { from { transform: translateY(40%) scale(0.6); opacity: 0; } }
  @keyframes jolt { 30% { transform: translateY(-4px) rotate(-2deg); } 60% { transform: translateY(0) rotate(1.5deg); } }

  .cases .values { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 5px; margin: 0; padding: 0; list-style: none; }
  .cases .value {
    padding: 4px 2px; border-radius: 6px; text-align: center; font-weight: 700; font-size: 13px; font-variant-numeric: tabular-nums;
    border: 1px solid var(--edge); white-space: nowrap;
  }
  .cases .value.low { background: color-mix(in srgb, #4f8fe8 22%, var(--well)); }
  .cases .value.high { background: color-mix(in srgb, var(--gold) 26%, var(--well)); }
  .cases .value.top { background: color-mix(in srgb, var(--gold) 46%, var(--well)); border-color: var(--gold); }
  .cases .value.struck { background: var(--well); color: var(--muted); font-weight: 500; }
  .cases .value.struck s { text-decoration-thickness: 2px; }
  .cases .value.mine { outline: 3px solid var(--gold); outline-offset: 1px; }
  @container (min-width: 500px) {
    .cases .table { grid-template-columns: minmax(0, 1fr) 140px; }
    .cases .values { grid-template-columns: repeat(2, minmax(0, 1fr)); grid-template-rows: repeat(6, auto); grid-auto-flow: column; }
  }
  .cases .hint { margin: 0; text-align: center; font-size: 13px; color: var(--muted); }

  .cases-settings { display: flex; flex-direction: column; gap: 6px; }
  .cases-settings .count { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-weight: 600; }
  .cases-settings select { min-height: 44px; min-width: 96px; }
  .cases-settings .note { margin: 0; font-size: 13px; }
  button.random { min-height: 44px; }

  @media (prefers-reduced-motion: reduce) {
    .cases .case, .cases .case .lid, .cases .case .card { animation: none !important; transition: none; }
    .cases .case.pickable:hover { transform: none; }
  }
`;
