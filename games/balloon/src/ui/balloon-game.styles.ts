import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The balloon board, every rule under `.balloon-board` (and `.balloon-settings`, `.pump-button` in the
 * controls column) so nothing leaks into the shell's markup. The scene draws its own sky (fixed
 * colours, white text on a dark blue, at any operator colour); everything around it is the theme
 * palette's. Motion takes `--rgs-motion-scale` of its length: a quarter in fast mode, none with
 * reduced motion (the scene then jumps straight to the state it shows).
 */
export const balloonStyles = css`
  .balloon-board {
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

  .balloon-board .status { min-height: 56px; display: flex; }
  .balloon-board .stats { display: flex; flex: 1; gap: 8px; margin: 0; }
  .balloon-board .stats div { flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .balloon-board .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .balloon-board .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .balloon-board .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center;
  }
  .balloon-board .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .balloon-board .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .balloon-board .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; }
  .balloon-board .banner.win .icon { background: var(--win); color: var(--ink); }
  .balloon-board .banner.loss .icon { background: var(--loss); color: var(--ink); }
  .balloon-board .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  .balloon-board .scene { display: flex; justify-content: center; }
  .balloon-board .scene svg { display: block; width: 100%; max-width: 520px; height: auto; border-radius: 14px; box-shadow: 0 3px 10px rgb(0 0 0 / 0.3); }
  .balloon-board svg text { font-family: system-ui, sans-serif; font-weight: 800; font-variant-numeric: tabular-nums; }
  .balloon-board svg .reading text { fill: #ffffff; stroke: rgb(0 0 0 / 0.55); stroke-width: 4px; paint-order: stroke; }
  .balloon-board svg .count { fill: #dce6ff; font-size: 14px; font-weight: 700; }

  /* The balloon grows from its knot; the reading on it follows. */
  .balloon-board .skin, .balloon-board .reading {
    transition: transform calc(260ms * var(--m)) cubic-bezier(0.3, 1.6, 0.5, 1);
  }
  .balloon-board .reading.free { transition: transform calc(700ms * var(--m)) ease-out; }
  .balloon-board .balloon.cashed, .balloon-board .balloon.full {
    filter: drop-shadow(0 0 10px rgb(120 255 190 / 0.55));
    animation: lift calc(700ms * var(--m)) ease-out both;
  }
  .balloon-board .handle { animation-duration: calc(280ms * var(--m)); animation-timing-function: ease-in-out; }
  @keyframes pump-stroke-0 { 50% { transform: translateY(34px); } }
  @keyframes pump-stroke-1 { 50% { transform: translateY(34px); } }
  @keyframes lift { to { transform: translate(200px, calc(236px - var(--lift, 0px))); } }

  /* A pop: the flash swells and fades to a glow, the shards fly out and settle where they land. */
  .balloon-board .burst .flash { transform-box: fill-box; transform-origin: center; animation: flash calc(520ms * var(--m)) ease-out both; }
  .balloon-board .burst .shard {
    transform: translate(var(--dx), var(--dy)) rotate(var(--r));
    animation: shard calc(640ms * var(--m)) cubic-bezier(0.15, 0.7, 0.3, 1) both;
  }
  @keyframes flash {
    0% { transform: scale(0.2); opacity: 1; }
    40% { transform: scale(1.25); opacity: 1; }
    100% { transform: scale(0.7); opacity: 0.3; }
  }
  @keyframes shard {
    from { transform: translate(0, 0) rotate(0deg); }
    to { transform: translate(var(--dx), var(--dy)) rotate(var(--r)); }
  }

  .balloon-board .fate { margin: 0; text-align: center; font-weight: 600; }

  .balloon-board .ladder { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 6px; }
  .balloon-board .ladder li {
    display: flex; flex-direction: column; align-items: center; gap: 1px; min-width: 0; padding: 5px 2px; border-radius: 8px;
    border: 1px solid var(--edge); background: var(--well); font-variant-numeric: tabular-nums;
  }
  .balloon-board .ladder .n { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; white-space: nowrap; }
  .balloon-board .ladder .m { font-size: 13px; font-weight: 700; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .balloon-board .ladder li.held { border-color: var(--win); }
  .balloon-board .ladder li.held .m { color: ${paletteVar('--rgs-text')}; }
  .balloon-board .ladder li.next { border: 2px solid ${paletteVar('--rgs-accent-safe')}; padding: 4px 1px; }
  .balloon-board .ladder li.popped, .balloon-board .ladder li.would-pop { border: 2px solid var(--loss); padding: 4px 1px; }
  .balloon-board .ladder li.would-pop { border-style: dashed; }
  .balloon-board .burst-icon { width: 18px; height: 18px; display: block; }
  /* A phone shows four pumps, and a long multiplier wraps rather than hides. */
  @container (max-width: 560px) {
    .balloon-board .ladder { grid-template-columns: repeat(4, minmax(0, 1fr)); }
    .balloon-board .ladder li:nth-child(n + 5) { display: none; }
    .balloon-board .ladder .m { white-space: normal; overflow-wrap: anywhere; text-align: center; }
  }

  .balloon-settings { display: grid; gap: 10px; }
  .balloon-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .balloon-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .balloon-settings .options { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
  .balloon-settings .options label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .balloon-settings .options input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0; opacity: 0; cursor: pointer;
  }
  .balloon-settings .options span {
    display: flex; flex-direction: column; align-items: center; justify-content: center; min-height: 48px; box-sizing: border-box; padding: 4px 2px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')}; text-align: center; line-height: 1.2;
  }
  .balloon-settings .options strong { font-size: 13px; }
  .balloon-settings .options small { font-size: 11px; color: ${paletteVar('--rgs-text-muted')}; white-space: nowrap; }
  .balloon-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; }
  .balloon-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .balloon-settings .options input:disabled { cursor: not-allowed; }
  .balloon-settings .options input:disabled + span { opacity: 0.6; }
  .balloon-settings .auto-pumps { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-weight: 600; }
  .balloon-settings .auto-pumps input { width: 88px; }
  .balloon-settings .note { margin: -4px 0 0; font-size: 13px; }

  button.pump-button {
    width: 100%; min-height: 52px; font-size: 17px; font-weight: 700; display: flex; align-items: center; justify-content: center; gap: 10px;
    border: 2px solid ${paletteVar('--rgs-accent-safe')};
  }
  button.pump-button .next { font-weight: 600; font-size: 14px; color: ${paletteVar('--rgs-text-muted')}; font-variant-numeric: tabular-nums; }

  @media (prefers-reduced-motion: reduce) {
    .balloon-board .skin, .balloon-board .reading, .balloon-board .balloon, .balloon-board .handle, .balloon-board .burst * { animation: none !important; transition: none !important; }
  }
`;
