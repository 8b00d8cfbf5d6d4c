import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The glass bridge, every rule under `.bridge` (and `.bridge-settings` in the controls column) so
 * nothing leaks into the shell's markup. The scene is a picture (night sky, steel and glass over a
 * chasm) that reads the same on any operator colour; everything around it (figures, banner, the rows
 * list) takes the theme palette, with borders at the palette's 3:1. The deck is a 3D plane tilted
 * away from the viewer; the player figure is turned back up so it stands on the glass. Motion takes
 * `--rgs-motion-scale` of its length (fast mode, reduced motion).
 */
export const bridgeStyles = css`
  .bridge {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --s: var(--rgs-motion-scale, 1);
    --tilt: 58deg;
    container: bridge / inline-size;
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 10px;
  }

  .bridge .status { min-height: 56px; display: flex; }
  .bridge .stats { display: flex; flex: 1; gap: 8px; margin: 0; min-width: 0; }
  .bridge .stats div { flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .bridge .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .bridge .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: break-word; }
  .bridge .stats small { display: block; font-weight: 400; font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .bridge .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center;
  }
  .bridge .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .bridge .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .bridge .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; color: var(--ink); }
  .bridge .banner.win .icon { background: var(--win); }
  .bridge .banner.loss .icon { background: var(--loss); }
  .bridge .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  .bridge .crossing { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }

  /* The scene: the chasm, and the deck tilted away into it, row 1 nearest. */
  .bridge .scene {
    /* The deck takes its size from the scene's width: rows a fifth of it deep. */
    --deck-w: min(300px, 72cqw);
    --row-h: calc(var(--deck-w) * 0.2);
    position: relative; height: 340px; border-radius: 10px; overflow: hidden; isolation: isolate; background: #07101f;
    container-type: inline-size; perspective: 640px; perspective-origin: 50% 8%;
  }
  .bridge .scene.fell { animation: jolt calc(460ms * var(--s)) ease-out; }
  .bridge .backdrop { position: absolute; inset: 0; width: 100%; height: 100%; }
  .bridge .deck {
    position: absolute; left: 50%; bottom: 6px; width: var(--deck-w); display: flex; flex-direction: column;
    transform-origin: 50% 100%; transform-style: preserve-3d;
    transform: translateX(-50%) rotateX(var(--tilt)) translateY(calc(var(--advance) * var(--row-h)));
    transition: transform calc(520ms * var(--s)) cubic-bezier(0.3, 0.6, 0.3, 1);
    border-inline: 7px solid #7b8694; box-shadow: 0 0 0 1px #2a313a;
    /* Coplanar boxes in one 3D context: only the panels take the pointer, or the deck would win every hit. */
    pointer-events: none;
  }
  .bridge .platform { height: calc(var(--row-h) * 0.8); position: relative; transform-style: preserve-3d; background: linear-gradient(180deg, #5c626b, #3b4048); }
  .bridge .platform.near { height: calc(var(--row-h) * 1.1); background: repeating-linear-gradient(90deg, #5c626b 0 18px, #535961 18px 20px), #5c626b; }
  .bridge .platform.far { background: linear-gradient(180deg, #ffd36b, #c99a2e 30%, #5c626b 32%, #3b4048); }
  .bridge .row {
    display: grid; grid-template-columns: repeat(var(--panels), minmax(0, 1fr)); gap: 8px; height: var(--row-h); box-sizing: border-box;
    position: relative; padding: 5px 6px; border-top: 5px solid #6b7683; transform-style: preserve-3d;
  }
  .bridge .row:last-of-type { border-bottom: 5px solid #6b7683; }

  .bridge .glass {
    position: relative; display: block; box-sizing: border-box; margin: 0; padding: 0; border-radius: 3px; color: #0b2236; transform-style: preserve-3d;
    border: 2px solid rgb(214 240 255 / 0.85);
    background:
      linear-gradient(115deg, transparent 0 30%, rgb(255 255 255 / 0.42) 34%, transparent 40% 62%, rgb(255 255 255 / 0.22) 66%, transparent 70%),
      linear-gradient(160deg, rgb(205 236 255 / 0.55), rgb(120 185 230 / 0.28) 55%, rgb(200 235 255 / 0.45));
    box-shadow: inset 0 0 10px rgb(255 255 255 / 0.35);
    transition: background-color calc(200ms * var(--s)) ease, border-color calc(200ms * var(--s)) ease;
  }
  .bridge .glass.next { pointer-events: auto; cursor: default; font: inherit; }
  .bridge .glass.pickable { cursor: pointer; border-color: #ffe08a; animation: beckon calc(1400ms * var(--s)) ease-in-out infinite; }
  .bridge .glass.pickable:hover { background-color: rgb(255 236 170 / 0.35); }
  .bridge .glass:focus-visible { outline: 4px solid ${paletteVar('--rgs-focus')}; outline-offset: 3px; }
  .bridge .glass .key {
    position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); font: 800 22px/1 system-ui, sans-serif; color: #0b2236;
    text-shadow: 0 0 6px rgb(255 255 255 / 0.9);
  }
  .bridge .glass .key::after { content: attr(data-key); }
  .bridge .glass.stepped { border-color: #8ff0c4; background-color: rgb(120 230 190 / 0.25); }
  .bridge .glass.tempered:not(.stepped) { border-color: #b7f5dc; background-color: rgb(120 230 190 / 0.16); }
  .bridge .glass.fragile { border-color: #ff9d9d; background-color: rgb(255 110 110 / 0.16); }
  .bridge .glass.broke { background: rgb(2 6 12 / 0.55); border-color: #ff5a52; box-shadow: inset 0 0 14px rgb(255 60 60 / 0.6); }
  .bridge .glass .art { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
  .bridge .cracks { stroke: #ffe1e1; stroke-width: 2.2; opacity: 0.9; }
  .bridge .prints { fill: #e8fff6; opacity: 0.85; }
  .bridge .shards polygon { fill: rgb(205 236 255 / 0.7); stroke: #ffffff; stroke-width: 1.2; }
  .bridge .shard { transform-box: fill-box; transform-origin: center; animation: shatter calc(900ms * var(--s)) cubic-bezier(0.4, 0, 0.9, 0.6) forwards; }
  .bridge .s1 { --dx: -26px; --dy: -18px; --r: -60deg; }
  .bridge .s2 { --dx: 30px; --dy: -22px; --r: 70deg; }
  .bridge .s3 { --dx: -34px; --dy: 6px; --r: -90deg; }
  .bridge .s4 { --dx: 36px; --dy: 4px; --r: 80deg; }
  .bridge .s5 { --dx: -22px; --dy: 30px; --r: 120deg; }
  .bridge .s6 { --dx: 26px; --dy: 28px; --r: -110deg; }
  .bridge .s7 { --dx: 4px; --dy: 10px; --r: 160deg; }
  .bridge .s8 { --dx: -6px; --dy: 34px; --r: -140deg; }

  /* The figure stands back up off the tilted glass, feet on the panel. */
  .bridge .player {
    position: absolute; left: calc(6px + (100% - 12px) * (var(--p) + 0.5) / var(--panels)); bottom: 14%; width: 30px; aspect-ratio: 40 / 62; pointer-events: none;
    transform-origin: 50% 100%; transform: translateX(-50%) rotateX(calc(-1 * var(--tilt)));
    animation: hop calc(420ms * var(--s)) ease-out;
  }
  .bridge .player svg { display: block; width: 100%; height: 100%; overflow: visible; }
  .bridge .player.falling { animation: drop calc(1000ms * var(--s)) cubic-bezier(0.5, 0, 1, 0.6) calc(120ms * var(--s)) forwards; }
  .bridge .platform .player { left: 50%; bottom: 35%; }

  .bridge .prompt { margin: 0; min-height: 1.4em; text-align: center; font-weight: 600; }

  /* The rows, as a list: row 8 first, like the bridge seen from its near end. */
  .bridge .ladder { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
  .bridge .ladder li {
    display: flex; align-items: baseline; justify-content: center; gap: 4px; min-width: 0; padding: 5px 2px; border-radius: 8px;
    background: var(--well); border: 1px solid var(--edge); font-variant-numeric: tabular-nums; white-space: nowrap;
  }
  .bridge .ladder .n { font-size: 11px; color: ${paletteVar('--rgs-text-muted')}; }
  .bridge .ladder .x { font-weight: 700; font-size: 11px; letter-spacing: -0.02em; }
  .bridge .ladder .crossed { border: 2px solid var(--win); }
  .bridge .ladder .next { border: 2px solid ${paletteVar('--rgs-accent-safe')}; }
  .bridge .ladder .fell { border: 2px solid var(--loss); }

  @container bridge (max-width: 359px) {
    .bridge .stats div { padding: 6px; }
    .bridge .stats dd { font-size: 14px; }
  }
  @container bridge (min-width: 400px) {
    .bridge .scene { height: 380px; }
    .bridge .ladder .x { font-size: 12px; }
  }
  @container bridge (min-width: 540px) {
    .bridge .crossing { grid-template-columns: minmax(0, 1fr) 124px; }
    .bridge .scene { height: 420px; }
    .bridge .ladder { display: flex; flex-direction: column-reverse; justify-content: space-between; }
    .bridge .ladder li { justify-content: space-between; padding: 6px 10px; }
    .bridge .ladder .x { font-size: 13px; }
  }

  .bridge-settings { display: grid; gap: 10px; }
  .bridge-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .bridge-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .bridge-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .bridge-settings .options label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .bridge-settings .options input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0; opacity: 0; cursor: pointer;
  }
  .bridge-settings .options span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')}; font-weight: 600;
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .bridge-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 800; }
  .bridge-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .bridge-settings .options input:disabled { cursor: not-allowed; }
  .bridge-settings .options input:disabled + span { opacity: 0.6; }
  .bridge-settings .note { margin: 6px 0 0; font-size: 13px; }
  .bridge-settings .auto-rows { display: flex; align-items: center; gap: 8px; font-weight: 600; }
  .bridge-settings .auto-rows select { min-height: 44px; }
  button.random { min-height: 44px; }

  @keyframes beckon { 50% { box-shadow: inset 0 0 10px rgb(255 255 255 / 0.35), 0 0 14px 2px #ffe08a; } }
  @keyframes hop { 0% { translate: 0 0 0; } 45% { translate: 0 0 26px; } 100% { translate: 0 0 0; } }
  @keyframes drop { to { translate: 0 0 -260px; opacity: 0; } }
  @keyframes shatter { to { transform: translate(var(--dx), var(--dy)) rotate(var(--r)) scale(0.4); opacity: 0; } }
  @keyframes jolt {
    0%, 100% { transform: none; }
    25% { transform: translateY(5px); }
    50% { transform: translateY(-3px); }
    75% { transform: translateY(2px); }
  }

  @media (prefers-reduced-motion: reduce) {
    .bridge .scene, .bridge .glass, .bridge .shard, .bridge .player { animation: none !important; }
    .bridge .deck { transition: none; }
    .bridge .player.falling { opacity: 0; }
    .bridge .shard { opacity: 0.5; }
  }
`;
