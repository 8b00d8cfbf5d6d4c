import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The corridor, every rule under `.doors` (and `.doors-settings` in the controls column) so nothing
 * leaks into the shell's markup. The corridor itself is a picture (stone, wood, torchlight) that
 * reads the same on any operator colour; its caption is white on a dark pill. Everything around it
 * (figures, banner, the map) takes the theme palette, with borders at the palette's 3:1. Motion takes
 * `--rgs-motion-scale` of its length (fast mode, reduced motion). The end wall's box matches
 * `END_WALL` in door-art.ts.
 */
export const doorsStyles = css`
  .doors {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --face: color-mix(in srgb, ${paletteVar('--rgs-text')} 14%, ${paletteVar('--rgs-surface-raised')});
    --s: var(--rgs-motion-scale, 1);
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 10px;
  }

  .doors .status { min-height: 56px; display: flex; }
  .doors .stats { display: flex; flex: 1; gap: 8px; margin: 0; min-width: 0; }
  .doors .stats div { flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .doors .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .doors .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: break-word; }
  .doors .stats small { display: block; font-weight: 400; font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .doors .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center;
  }
  .doors .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .doors .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .doors .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; color: var(--ink); }
  .doors .banner.win .icon { background: var(--win); }
  .doors .banner.loss .icon { background: var(--loss); }
  .doors .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  /* The corridor: a picture stretched over the scene, the wall of doors standing in its end wall. */
  .doors .scene {
    position: relative; width: 100%; aspect-ratio: 16 / 10; max-height: 380px; min-height: 200px;
    border-radius: 10px; overflow: hidden; background: #15120f; isolation: isolate;
  }
  .doors .scene.hit { animation: shake calc(420ms * var(--s)) ease-out; }
  .doors .backdrop { position: absolute; inset: 0; width: 100%; height: 100%; }
  .doors .backdrop .flame { transform-box: fill-box; transform-origin: 50% 100%; animation: flicker calc(900ms * var(--s)) ease-in-out infinite alternate; }
  .doors .caption {
    position: absolute; top: 2.5%; left: 50%; transform: translateX(-50%); margin: 0; padding: 2px 12px; z-index: 1;
    border-radius: 999px; background: rgb(0 0 0 / 0.66); color: #fff; font-weight: 700; font-size: 13px; white-space: nowrap;
  }
  .doors .wall {
    position: absolute; left: 9%; right: 9%; top: 11%; bottom: 10%; container-type: size;
    display: flex; justify-content: center; align-items: flex-end; gap: 2.5cqw; padding: 0 1.5cqw;
    animation: approach calc(380ms * var(--s)) ease-out backwards;
  }
  .doors .wall.leaving { animation: through calc(360ms * var(--s)) ease-in calc(520ms * var(--s)) forwards; }

  .doors .door {
    --w: min(calc((100cqw - 3cqw - (var(--doors) - 1) * 2.5cqw) / var(--doors)), 54cqh);
    position: relative; flex: none; width: var(--w); aspect-ratio: 3 / 5; min-width: 44px; padding: calc(var(--w) * 0.08) calc(var(--w) * 0.08) 0; margin: 0;
    border: 0; border-radius: 50% 50% 3px 3px / 30% 30% 3px 3px; cursor: default; color: inherit;
    background: linear-gradient(180deg, #a09181, #6d6156 60%, #4d443c);
    box-shadow: inset 0 2px 0 rgb(255 255 255 / 0.25), 0 6px 12px rgb(0 0 0 / 0.45);
    transition: transform calc(140ms * var(--s)) ease, box-shadow calc(200ms * var(--s)) ease;
  }
  .doors .door.pickable { cursor: pointer; }
  .doors .door.pickable:hover { transform: translateY(-3px); box-shadow: inset 0 2px 0 rgb(255 255 255 / 0.25), 0 0 0 3px #ffcf6b, 0 10px 18px rgb(0 0 0 / 0.5); }
  .doors .door.pickable:hover .leaf { transform: rotateY(-14deg); }
  .doors .door:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 3px; }
  .doors .doorway {
    position: relative; display: block; width: 100%; height: 100%; overflow: hidden; perspective: 420px;
    border-radius: 50% 50% 2px 2px / 30% 30% 2px 2px; background: #0b0908;
  }
  .doors .beyond { position: absolute; inset: 0; width: 100%; height: 100%; animation: glow calc(600ms * var(--s)) ease-out backwards; }
  .doors .leaf {
    position: absolute; inset: 0; display: block; transform-origin: 0 50%; border-radius: inherit;
    background:
      linear-gradient(90deg, rgb(0 0 0 / 0.35) 0 2%, transparent 2% 98%, rgb(0 0 0 / 0.35) 98%),
      repeating-linear-gradient(90deg, #8a5a2e 0 23%, #5d3a1c 23% 25%),
      #7a4d26;
    box-shadow: inset 0 0 0 2px #3a2414, inset 0 -8px 14px rgb(0 0 0 / 0.35);
    transition: transform calc(520ms * var(--s)) cubic-bezier(0.3, 0.7, 0.2, 1) calc(var(--i) * 90ms * var(--s));
  }
  .doors .leaf svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  .doors .num {
    position: absolute; top: 12%; left: 50%; transform: translateX(-50%); min-width: 1.6em; padding: 0 0.3em; border-radius: 4px;
    background: #2a190d; color: #f6e7c8; font-weight: 700; font-size: clamp(10px, calc(var(--w) * 0.2), 17px); line-height: 1.5; text-align: center;
    box-shadow: 0 0 0 1px #c9a227;
  }
  .doors .door.open .leaf { transform: rotateY(-82deg); }
  .doors .door.picked .leaf { transition-delay: 0s; }
  .doors .door.safe.picked { box-shadow: 0 0 0 3px #ffcf6b, 0 0 28px #ffcf6b; }
  .doors .door.trap.picked { box-shadow: 0 0 0 3px var(--loss), 0 0 28px #ff3b30; }
  .doors .door.open:not(.picked) .beyond { opacity: 0.62; }
  .doors .trap-art .eyes { animation: blink calc(1800ms * var(--s)) steps(1) infinite; }

  .doors .prompt { margin: 0; min-height: 1.4em; text-align: center; font-weight: 600; }

  /* The map: ten levels in two rows of five, the way through and, once over, every trap. */
  .doors .map { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 6px; }
  .doors .level {
    position: relative; display: flex; flex-direction: column; align-items: center; gap: 3px; min-width: 0; padding: 5px 2px 6px;
    border-radius: 8px; background: var(--well); border: 1px solid var(--edge); font-variant-numeric: tabular-nums;
  }
  .doors .level .n { position: absolute; top: 2px; left: 5px; font-size: 10px; color: ${paletteVar('--rgs-text-muted')}; }
  .doors .level .x { margin-top: 8px; font-weight: 700; font-size: 11px; letter-spacing: -0.02em; max-width: 100%; white-space: nowrap; line-height: 1.2; }
  .doors .level.passed { border: 2px solid var(--win); }
  .doors .level.current { border: 2px solid ${paletteVar('--rgs-accent-safe')}; box-shadow: 0 0 0 2px color-mix(in srgb, ${paletteVar('--rgs-accent-safe')} 30%, transparent); }
  .doors .level.trapped { border: 2px solid var(--loss); }
  .doors .pips { display: flex; gap: 2px; }
  .doors .pip { display: grid; place-items: center; width: 7px; height: 10px; border-radius: 4px 4px 1px 1px; background: var(--face); border: 1px solid var(--edge); }
  .doors .pip.opened { background: var(--win); border-color: var(--win); }
  .doors .pip.trap { background: var(--loss); border-color: var(--loss); }
  .doors .pip.trap.opened { outline: 2px solid ${paletteVar('--rgs-text')}; outline-offset: 1px; }
  .doors .pip svg { width: 7px; height: 7px; stroke: var(--ink); stroke-width: 2.4; stroke-linecap: round; }

  @container (max-width: 479px) {
    .doors .scene { aspect-ratio: 16 / 11; }
    .doors .stats div { padding: 6px; }
    .doors .stats dd { font-size: 14px; }
  }
  @container (min-width: 560px) {
    .doors .level .x { font-size: 13px; }
    .doors .pip { width: 10px; height: 13px; }
  }

  .doors-settings { display: grid; gap: 10px; }
  .doors-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .doors-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .doors-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .doors-settings label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .doors-settings .options input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0; opacity: 0; cursor: pointer;
  }
  .doors-settings .options span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')}; font-weight: 600;
  }
  .doors-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 800; }
  .doors-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .doors-settings .options input:disabled { cursor: not-allowed; }
  .doors-settings .options input:disabled + span { opacity: 0.6; }
  .doors-settings .auto-levels { display: flex; align-items: center; gap: 8px; font-weight: 600; }
  .doors-settings .auto-levels select { min-height: 44px; }
  .doors-settings .note { margin: 0; font-size: 13px; }
  button.random { min-height: 44px; }

  @keyframes approach { from { transform: scale(0.72); opacity: 0; } }
  @keyframes through { to { transform: scale(1.6); opacity: 0; } }
  @keyframes glow { from { filter: brightness(2.2); } }
  @keyframes flicker { from { transform: scale(1, 0.92) rotate(-3deg); } to { transform: scale(0.95, 1.06) rotate(3deg); } }
  @keyframes blink { 0%, 92% { opacity: 1; } 93%, 100% { opacity: 0.1; } }
  @keyframes shake {
    0%, 100% { transform: none; }
    20% { transform: translateX(-6px); }
    40% { transform: translateX(5px); }
    60% { transform: translateX(-3px); }
    80% { transform: translateX(2px); }
  }

  @media (prefers-reduced-motion: reduce) {
    .doors .scene, .doors .wall, .doors .beyond, .doors .flame, .doors .eyes { animation: none !important; }
    .doors .leaf, .doors .door { transition: none !important; }
  }
`;
