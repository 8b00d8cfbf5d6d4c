import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The russian roulette board, every rule under `.roulette-board` (and `.roulette-settings`,
 * `.pull-button` in the controls column) so nothing leaks into the shell's markup. The cylinder draws
 * its own spotlit steel (fixed colours, at any operator colour); everything around it is the theme
 * palette's. Motion takes `--rgs-motion-scale` of its length: a quarter in fast mode, none with reduced
 * motion (the cylinder then stands where the round left it).
 */
export const rouletteStyles = css`
  .roulette-board {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --m: var(--rgs-motion-scale, 1);
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  .roulette-board .status { min-height: 56px; display: flex; }
  .roulette-board .stats { display: flex; flex: 1; gap: 8px; margin: 0; }
  .roulette-board .stats div { flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .roulette-board .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .roulette-board .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .roulette-board .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center;
  }
  .roulette-board .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .roulette-board .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .roulette-board .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; }
  .roulette-board .banner.win .icon { background: var(--win); color: var(--ink); }
  .roulette-board .banner.loss .icon { background: var(--loss); color: var(--ink); }
  .roulette-board .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }
  .roulette-board .fate { margin: 0; text-align: center; font-weight: 600; }

  .roulette-board .scene { display: flex; justify-content: center; }
  .roulette-board .scene svg { display: block; width: 100%; max-width: 440px; height: auto; border-radius: 14px; box-shadow: 0 3px 10px rgb(0 0 0 / 0.3); }
  /* Numerals and marks stay upright as the cylinder turns: each turns back about its own centre. */
  .roulette-board svg .upright { transform-box: fill-box; transform-origin: center; transition: transform calc(420ms * var(--m)) cubic-bezier(0.3, 1.4, 0.5, 1); }
  .roulette-board svg .numeral {
    fill: #eef1f6; stroke: #14171e; stroke-width: 3px; paint-order: stroke; font: 700 13px system-ui, sans-serif;
    transform-box: fill-box; transform-origin: center; transition: transform calc(420ms * var(--m)) cubic-bezier(0.3, 1.4, 0.5, 1);
  }

  /* The cylinder turns a sixth on each click, overshooting a little as a real one does against its stop. */
  .roulette-board .drum { transform-origin: 160px 150px; transition: transform calc(420ms * var(--m)) cubic-bezier(0.3, 1.4, 0.5, 1); }
  .roulette-board .chamber.revealed { opacity: 0.72; }
  .roulette-board .round-bullet { animation: appear calc(300ms * var(--m)) ease-out both; }
  .roulette-board .hammer { transform-box: fill-box; transform-origin: 50% 100%; animation-duration: calc(180ms * var(--m)); animation-timing-function: ease-in; }
  @keyframes hammer-fall-0 { 50% { transform: translateY(8px); } }
  @keyframes hammer-fall-1 { 50% { transform: translateY(8px); } }
  @keyframes hammer-fall-b { 50% { transform: translateY(8px); } }
  @keyframes appear { from { opacity: 0; } }

  .roulette-board .ripple { transform-box: fill-box; transform-origin: center; animation-duration: calc(520ms * var(--m)); animation-fill-mode: both; animation-timing-function: ease-out; }
  @keyframes ripple-0 { from { transform: scale(0.7); opacity: 1; } to { transform: scale(1.8); opacity: 0; } }
  @keyframes ripple-1 { from { transform: scale(0.7); opacity: 1; } to { transform: scale(1.8); opacity: 0; } }

  /* A bang: the scene lights up for an instant and the flash over the chamber swells, then settles as a glow. */
  .roulette-board .flash-screen { opacity: 0; animation: flash-screen calc(420ms * var(--m)) ease-out both; }
  .roulette-board .flash, .roulette-board .flash-core { transform-box: fill-box; transform-origin: center; animation: flash calc(520ms * var(--m)) ease-out both; }
  @keyframes flash-screen { from { opacity: 0.85; } to { opacity: 0; } }
  @keyframes flash {
    0% { transform: scale(0.2); opacity: 1; }
    45% { transform: scale(1.2); opacity: 1; }
    100% { transform: scale(0.9); opacity: 0.8; }
  }

  .roulette-board .strip { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 6px; }
  .roulette-board .strip li {
    display: flex; flex-direction: column; align-items: center; gap: 1px; min-width: 0; padding: 5px 2px; border-radius: 8px;
    border: 1px solid var(--edge); background: var(--well); font-variant-numeric: tabular-nums;
  }
  .roulette-board .strip .n { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; white-space: nowrap; }
  .roulette-board .strip .m { font-size: 13px; font-weight: 700; max-width: 100%; overflow-wrap: anywhere; text-align: center; }
  .roulette-board .strip li.click { border-color: var(--win); }
  .roulette-board .strip li.next { border: 2px solid ${paletteVar('--rgs-accent-safe')}; padding: 4px 1px; }
  .roulette-board .strip li.bang { border: 2px solid var(--loss); padding: 4px 1px; }
  .roulette-board .strip li.bullet { border-style: dashed; border-color: var(--loss); }
  /* On a phone the six chambers still stand in one row: smaller figures that never break. */
  @container (max-width: 480px) {
    .roulette-board .strip { gap: 4px; }
    .roulette-board .strip .m { font-size: 11.5px; white-space: nowrap; overflow-wrap: normal; letter-spacing: -0.02em; }
  }

  .roulette-settings { display: grid; gap: 10px; }
  .roulette-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .roulette-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .roulette-settings .options { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 4px; }
  .roulette-settings .options label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .roulette-settings .options input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0; opacity: 0; cursor: pointer;
  }
  .roulette-settings .options span {
    display: flex; flex-direction: column; align-items: center; justify-content: center; min-height: 48px; box-sizing: border-box; padding: 4px 2px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')}; text-align: center; line-height: 1.2;
  }
  .roulette-settings .options strong { font-size: 16px; }
  .roulette-settings .options small { font-size: 11px; color: ${paletteVar('--rgs-text-muted')}; white-space: nowrap; }
  .roulette-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; }
  .roulette-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .roulette-settings .options input:disabled { cursor: not-allowed; }
  .roulette-settings .options input:disabled + span { opacity: 0.6; }
  .roulette-settings .auto-pulls { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-weight: 600; }
  .roulette-settings .auto-pulls input { width: 88px; }
  .roulette-settings .note { margin: -4px 0 0; font-size: 13px; }

  button.pull-button {
    width: 100%; min-height: 52px; font-size: 17px; font-weight: 700; display: flex; align-items: center; justify-content: center; gap: 10px;
    border: 2px solid ${paletteVar('--rgs-accent-safe')};
  }
  button.pull-button .next { font-weight: 600; font-size: 14px; color: ${paletteVar('--rgs-text-muted')}; font-variant-numeric: tabular-nums; }

  @media (prefers-reduced-motion: reduce) {
    .roulette-board .drum, .roulette-board .numeral, .roulette-board .upright, .roulette-board .hammer, .roulette-board .ripple, .roulette-board .bang *, .roulette-board .round-bullet {
      animation: none !important; transition: none !important;
    }
    .roulette-board .ripple, .roulette-board .flash-screen { display: none; }
  }
`;
