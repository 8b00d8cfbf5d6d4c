import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The chicken board and its settings, every rule under `.chicken` (and `.chicken-settings`,
 * `.chicken-auto`, `button.go` in the controls column) so nothing leaks into the shell's markup. The
 * road paints its own asphalt and pavement, so its colours are fixed and its words sit on light
 * covers or dark pills; everything around it (figures, banner, hint, options) is the theme palette's.
 * Every move is a CSS transition or animation lasting `--rgs-motion-scale` of its length (fast mode a
 * quarter, reduced motion none). The scene is a window on the track, which slides to keep the camera's
 * lane in view. A step changes the parity of the chicken's place (`.p0`, `.p1`), and with it the hop's
 * animation name, so the hop plays again. Each difficulty's real radio covers its option, unseen:
 * clicks, touches and arrows all reach the browser's own control.
 */
export const chickenStyles = css`
  .chicken {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --s: var(--rgs-motion-scale, 1);
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  .chicken .status { min-height: 56px; display: flex; }
  .chicken .stats { display: flex; flex: 1; gap: 8px; margin: 0; min-width: 0; }
  .chicken .stats div { flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .chicken .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .chicken .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .chicken .stats small { display: block; font-size: 12px; font-weight: 600; color: ${paletteVar('--rgs-text-muted')}; }
  .chicken .hint { margin: 0; min-height: 20px; text-align: center; font-size: 13px; color: ${paletteVar('--rgs-text-muted')}; }
  .chicken .hint.win, .chicken .hint.loss { font-size: 15px; font-weight: 700; color: var(--win); }
  .chicken .hint.loss { color: var(--loss); }

  .chicken .scene {
    --lane: 88px;
    container-type: inline-size;
    position: relative;
    height: 260px;
    overflow: clip;
    border-radius: 12px;
    border: 1px solid var(--edge);
    background: #30353c;
    font-family: system-ui, sans-serif;
  }
  .chicken .defs { position: absolute; width: 0; height: 0; }
  .chicken .track {
    position: absolute; top: 0; left: 0; height: 100%; display: flex;
    width: calc((var(--lanes) + 2) * var(--lane));
    transform: translateX(calc(-1 * clamp(0px, (var(--camera) + 0.5) * var(--lane) - 36cqw, (var(--lanes) + 2) * var(--lane) - 100cqw)));
    transition: transform calc(460ms * var(--s)) cubic-bezier(0.3, 0.1, 0.3, 1);
  }
  .chicken .kerb {
    position: relative; flex: none; width: var(--lane); height: 100%;
    background-color: #a9b0b8;
    background-image: linear-gradient(90deg, rgb(0 0 0 / 0.13) 1px, transparent 1px), linear-gradient(rgb(0 0 0 / 0.13) 1px, transparent 1px);
    background-size: 22px 22px;
  }
  .chicken .kerb.near { box-shadow: inset -7px 0 0 #7b838d, inset -9px 0 0 #c9ced4; }
  .chicken .kerb.far { box-shadow: inset 7px 0 0 #7b838d, inset 9px 0 0 #c9ced4; }

  .chicken .lanes { display: flex; height: 100%; }
  .chicken .row { display: contents; }
  .chicken .lane {
    position: relative; flex: none; width: var(--lane); height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    border: 0; border-radius: 0; cursor: default; color: #fff;
    background-color: #383e46;
    background-image: repeating-linear-gradient(to bottom, rgb(255 255 255 / 0.62) 0 18px, transparent 18px 36px),
      linear-gradient(90deg, rgb(0 0 0 / 0.14), transparent 25%, transparent 75%, rgb(0 0 0 / 0.1));
    background-size: 3px 100%, 100% 100%;
    background-repeat: no-repeat;
    transition: background-color calc(160ms * var(--s)) ease;
  }
  .chicken .lane[aria-disabled='true'] { opacity: 1; cursor: default; }
  .chicken .lane.pickable { cursor: pointer; }
  .chicken .lane.pickable:hover { background-color: #454c55; }
  .chicken .lane:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: -5px; z-index: 4; }
  .chicken .lane.next { background-color: #424952; }
  .chicken .lane.crossed { background-color: #343a41; }
  .chicken .lane.on-the-way { background-color: #3f4d45; }

  .chicken .cover {
    position: absolute; left: 50%; top: 50%; width: min(80px, calc(var(--lane) - 8px)); aspect-ratio: 1; transform: translate(-50%, -50%);
    display: grid; place-items: center;
  }
  .chicken .cover svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  .chicken .cover .x {
    position: relative; font-size: 13px; font-weight: 800; color: #1b2027; white-space: nowrap; font-variant-numeric: tabular-nums;
    text-shadow: 0 1px 0 rgb(255 255 255 / 0.55);
  }
  .chicken .cover .x.long { font-size: 11px; letter-spacing: -0.02em; }
  .chicken .cover .x.xlong { font-size: 9.5px; letter-spacing: -0.03em; }
  .chicken .lane.next .cover { box-shadow: 0 0 0 3px rgb(255 214 74); }
  .chicken .lane.next .cover { animation: glow calc(1400ms * var(--s)) ease-in-out infinite; border-radius: 50%; }
  .chicken .lane.car .cover, .chicken .lane.clear .cover { opacity: 0.6; }
  .chicken .lane.selected .cover { border-radius: 50%; box-shadow: 0 0 0 3px #7ee2a8, 0 0 0 5px #1f2328; }
  .chicken .risk {
    position: absolute; left: 50%; top: calc(50% + min(40px, calc(var(--lane) / 2 - 4px)) + 6px); transform: translateX(-50%);
    padding: 1px 7px; border-radius: 999px; background: rgb(10 12 16 / 0.62); color: #f2f4f7; font-size: 11px; font-weight: 700;
    white-space: nowrap; font-variant-numeric: tabular-nums;
  }
  .chicken .lane.crossed .risk, .chicken .lane.hit .risk { visibility: hidden; }


  .chicken .bird {
    position: absolute; top: 50%; left: calc((var(--at) + 0.5) * var(--lane)); width: calc(var(--lane) * 0.96); aspect-ratio: 1;
    transform: translate(-52%, -80%); z-index: 2; pointer-events: none;
    transition: left calc(340ms * var(--s)) ease-in-out;
  }
  .chicken .bird .hop { position: relative; width: 100%; height: 100%; animation: hop0 calc(340ms * var(--s)) ease-out; }
  .chicken .bird .hop.p1 { animation-name: hop1; }
  .chicken .bird svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
  .chicken .bird.ready .hop > svg:first-child { animation: bob calc(2200ms * var(--s)) ease-in-out calc(400ms * var(--s)) infinite; transform-origin: 50% 90%; }
  .chicken .bird.hit .hop > svg:first-child { animation: knocked calc(360ms * var(--s)) ease-out calc(400ms * var(--s)) both; transform-origin: 50% 85%; }
  .chicken .bird.won .hop > svg:first-child { animation: cheer calc(700ms * var(--s)) ease-out 2; transform-origin: 50% 90%; }

  @keyframes hop0 { 45% { transform: translateY(-26%); } }
  @keyframes hop1 { 45% { transform: translateY(-26%); } }
  @keyframes bob { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-3%) rotate(-2deg); } }
  @keyframes knocked { from { transform: none; } to { transform: translate(-8%, 18%) rotate(-80deg) scale(0.92); opacity: 0.9; } }
  @keyframes cheer { 0%, 100% { transform: none; } 40% { transform: translateY(-18%) rotate(-6deg); } }
  @keyframes glow {
    0%, 100% { box-shadow: 0 0 0 2px rgb(255 214 74 / 0.9), 0 0 6px 2px rgb(255 214 74 / 0.35); }
    50% { box-shadow: 0 0 0 3px rgb(255 214 74 / 1), 0 0 16px 6px rgb(255 214 74 / 0.5); }
  }

  .chicken-settings { border: 0; margin: 0; padding: 0; min-width: 0; }
  .chicken-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .chicken-settings .options { display: grid; gap: 4px; }
  .chicken-settings label { position: relative; display: block; min-width: 0; }
  .chicken-settings input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0; opacity: 0; cursor: pointer;
  }
  .chicken-settings .option {
    display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 8px; align-items: baseline;
    min-height: 44px; box-sizing: border-box; padding: 4px 8px; border-radius: 6px;
    border: 1px solid var(--edge, ${paletteVar('--rgs-border')}); background: ${paletteVar('--rgs-surface')}; font-variant-numeric: tabular-nums;
  }
  .chicken-settings .name { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .chicken-settings .pays { text-align: right; font-size: 13px; font-variant-numeric: tabular-nums; }
  .chicken-settings .count { grid-column: 1 / -1; font-size: 12px; line-height: 15px; color: ${paletteVar('--rgs-text-muted')}; }
  .chicken-settings input:checked + .option { border: 2px solid ${paletteVar('--rgs-accent-safe')}; padding: 3px 7px; }
  .chicken-settings input:checked + .option .name { font-weight: 800; }
  .chicken-settings input:focus-visible + .option { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .chicken-settings input:disabled { cursor: not-allowed; }
  .chicken-settings input:disabled + .option { opacity: 0.6; }
  .chicken-picked { margin: 0; }
  .chicken-auto { display: grid; gap: 6px; }
  .chicken-auto label { display: grid; gap: 4px; font-weight: 600; }
  .chicken-auto .note { margin: 0; font-size: 13px; }

  button.go {
    width: 100%; min-height: 52px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0; padding: 4px 12px;
    border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; white-space: nowrap;
  }
  button.go .go-word { font-size: 17px; line-height: 22px; }
  button.go .go-lane { font-size: 12px; font-weight: 600; color: ${paletteVar('--rgs-text-muted')}; font-variant-numeric: tabular-nums; }

  @container (max-width: 520px) {
    .chicken .scene { --lane: 74px; height: 232px; }
    .chicken .stats { gap: 4px; }
    .chicken .stats div { padding: 4px 6px; }
    .chicken .stats dd { font-size: 13px; }
    .chicken .cover .x:not(.long, .xlong) { font-size: 12px; }
  }

  @media (prefers-reduced-motion: reduce) {
    .chicken .track, .chicken .bird, .chicken .lane { transition: none; }
    .chicken .lane *, .chicken .bird * { animation: none !important; }
    .chicken .bird.hit .hop > svg:first-child { transform: translate(-8%, 18%) rotate(-80deg) scale(0.92); }
  }
`;
