import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The shoot-out board, every rule under `.soccer` (and `.soccer-settings`, `.soccer-auto` in the
 * controls column) so nothing leaks into the shell's markup. The panel's words and figures take the
 * theme palette; the pitch is a picture with its own colours, and what sits on it (zone numbers,
 * gloves, verdicts, focus) is white on a dark edge so it reads over grass, net and stands alike.
 */
export const soccerStyles = css`
  .soccer {
    --win: ${paletteVar('--rgs-win')}; --loss: ${paletteVar('--rgs-loss')}; --ink: ${paletteVar('--rgs-surface')};
    --edge: ${paletteVar('--rgs-border')}; --well: ${paletteVar('--rgs-surface')}; flex-direction: column; flex-wrap: nowrap;
    align-items: stretch; gap: 10px; padding: 12px; container-type: inline-size;
  }
  .soccer .status { min-height: 56px; display: flex; }
  .soccer .stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); flex: 1; gap: 8px; margin: 0; }
  .soccer .stats div { min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .soccer .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .soccer .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .soccer .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center; color: inherit;
  }
  .soccer .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .soccer .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .soccer .banner .icon {
    width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700;
    color: var(--ink);
  }
  .soccer .banner.win .icon { background: var(--win); }
  .soccer .banner.loss .icon { background: var(--loss); }
  .soccer .banner .x {
    font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win);
    color: var(--ink);
  }
  /* The pitch: the picture fills the box, the zones sit exactly on its goal mouth (56, 30, 288 × 120 of 400 × 250). */
  .soccer .pitch {
    position: relative; width: 100%; max-width: 640px; margin: 0 auto; aspect-ratio: 400 / 250; border-radius: 10px;
    overflow: hidden; border: 1px solid var(--edge); background: #0b1630;
  }
  .soccer .scene-art { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
  .soccer .scene-art.waiting { background: linear-gradient(#0b1630, #1d2c4f 51%, #1f7a3a 51%, #2f9e4d); }
  .soccer .scene-art .call {
    font: 900 34px/1 system-ui, sans-serif; letter-spacing: 1px; fill: #ffffff; stroke-width: 6px; paint-order: stroke;
    stroke-linejoin: round;
  }
  .soccer .scene-art .call.goal { stroke: #0b5a2a; }
  .soccer .scene-art .call.saved { stroke: #8a1320; }
  /* Waiting for the first kick, the keeper shifts from foot to foot. */
  .soccer .scene-art .stance.ready { animation: sway calc(1300ms * var(--rgs-motion-scale, 1)) ease-in-out infinite alternate; }
  @keyframes sway { from { transform: translateX(-4px); } to { transform: translateX(4px); } }
  .soccer .zones { position: absolute; left: 14%; top: 12%; width: 72%; height: 48%; display: grid; grid-template-rows: 1fr 1fr; }
  .soccer .zone-row { display: grid; grid-template-columns: repeat(3, 1fr); }
  .soccer .zone {
    position: relative; min-width: 0; min-height: 0; margin: 0; padding: 0; border: 0; border-radius: 4px;
    background: transparent; color: #ffffff; cursor: default; display: grid; place-items: center;
    outline: 1px dashed rgb(255 255 255 / 0.22); outline-offset: -3px;
  }
  .soccer .zone .number {
    position: absolute; top: 4px; left: 5px; min-width: 18px; padding: 0 4px; border-radius: 999px;
    font: 700 11px/18px system-ui, sans-serif; text-align: center; background: rgb(0 0 0 / 0.55); color: #ffffff;
  }
  .soccer .zone .aim {
    width: 34%; aspect-ratio: 1; border-radius: 50%; opacity: 0; border: 3px solid #ffffff;
    box-shadow: 0 0 0 2px rgb(0 0 0 / 0.5), inset 0 0 0 2px rgb(0 0 0 / 0.5);
    background: radial-gradient(circle, #ffffff 0 14%, transparent 16%);
    transition: opacity calc(120ms * var(--rgs-motion-scale, 1)), transform calc(120ms * var(--rgs-motion-scale, 1));
    transform: scale(0.8);
  }
  .soccer .zone.shootable { cursor: crosshair; }
  .soccer .zone.shootable:hover { background: rgb(255 255 255 / 0.14); }
  .soccer .zone.shootable:hover .aim, .soccer .zone.shootable:focus-visible .aim { opacity: 1; transform: none; }
  .soccer .zone:focus-visible { outline: 3px solid #ffffff; outline-offset: -3px; box-shadow: inset 0 0 0 6px rgb(0 0 0 / 0.6); z-index: 1; }
  .soccer .zone.covered { background: rgb(182 240 74 / 0.16); }
  .soccer .zone .glove { position: absolute; width: 30%; max-width: 34px; right: 6%; bottom: 8%; filter: drop-shadow(0 1px 1px rgb(0 0 0 / 0.6)); }
  .soccer .zone.shot { outline: 3px solid; outline-offset: -3px; }
  .soccer .zone.shot.goal { outline-color: #49e27a; background: rgb(73 226 122 / 0.2); }
  .soccer .zone.shot.saved { outline-color: #ff5a5f; background: rgb(255 90 95 / 0.22); }
  .soccer .zone .verdict {
    position: absolute; top: 4px; right: 5px; width: 20px; height: 20px; border-radius: 50%; display: grid; place-items: center;
    font: 800 13px/1 system-ui, sans-serif; color: #0b1630;
  }
  .soccer .zone.goal .verdict { background: #49e27a; }
  .soccer .zone.saved .verdict { background: #ff5a5f; }
  /* Between kicks the marks of the last one stay, quieter: the next kick is drawn afresh. */
  .soccer .pitch.between .zone.covered, .soccer .pitch.between .zone.shot { background: transparent; }
  .soccer .pitch.between .zone .glove, .soccer .pitch.between .zone .verdict { opacity: 0.6; }
  .soccer .pitch.between .zone.shot { outline-width: 2px; }
  .soccer .caption { margin: 0; min-height: 1.4em; text-align: center; font-size: 14px; font-weight: 600; }
  .soccer .kicks { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(10, minmax(0, 1fr)); gap: 4px; }
  .soccer .kick {
    min-width: 0; display: flex; flex-direction: column; align-items: center; gap: 3px; padding: 5px 2px; border-radius: 8px;
    border: 1px solid var(--edge); background: var(--well); color: ${paletteVar('--rgs-text-muted')};
  }
  .soccer .kick .n { font-size: 11px; font-weight: 700; line-height: 1; }
  .soccer .kick .x { font-size: 11px; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; color: ${paletteVar('--rgs-text')}; }
  .soccer .kick .mini { width: 26px; height: 17px; }
  .soccer .kick .mini .cell { fill: color-mix(in srgb, ${paletteVar('--rgs-text')} 16%, transparent); stroke: var(--edge); stroke-width: 0.6; }
  .soccer .kick .mini .cell.covered { fill: #b6f04a; stroke: #1d3b12; }
  .soccer .kick .mini .shot { fill: ${paletteVar('--rgs-text')}; stroke: var(--ink); stroke-width: 0.8; }
  .soccer .kick .pending { width: 15px; height: 15px; margin: 1px 0; border-radius: 50%; border: 2px dashed var(--edge); }
  .soccer .kick.goal { border: 2px solid var(--win); }
  .soccer .kick.goal .mini .shot { fill: var(--win); }
  .soccer .kick.saved { border: 2px solid var(--loss); }
  .soccer .kick.saved .mini .shot { fill: var(--loss); }
  .soccer .kick.next { border: 2px solid ${paletteVar('--rgs-accent-safe')}; color: ${paletteVar('--rgs-text')}; }
  .soccer .kick.next .pending {
    border-style: solid; border-color: ${paletteVar('--rgs-accent-safe')};
    animation: ready calc(1200ms * var(--rgs-motion-scale, 1)) ease-in-out infinite alternate;
  }
  .soccer .kick.untaken { border-style: dashed; }
  @keyframes ready { to { transform: scale(0.7); } }
  @container (max-width: 480px) { .soccer .kicks { grid-template-columns: repeat(5, minmax(0, 1fr)); } }
  .soccer-settings { display: grid; gap: 6px; }
  .soccer-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .soccer-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .soccer-settings .options { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
  .soccer-settings label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .soccer-settings input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0; opacity: 0;
    cursor: pointer;
  }
  .soccer-settings label span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 4px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-size: 14px;
  }
  .soccer-settings input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .soccer-settings input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .soccer-settings input:disabled { cursor: not-allowed; }
  .soccer-settings input:disabled + span { opacity: 0.6; }
  .soccer-settings .hint { margin: 0; font-size: 13px; color: ${paletteVar('--rgs-text-muted')}; }
  .soccer-auto { display: grid; gap: 6px; }
  .soccer-auto .count { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
  .soccer-auto select { min-height: 44px; }
  .soccer-auto .note { margin: 0; font-size: 13px; }
  button.random { min-height: 44px; }
  button.random[aria-disabled='true'] { opacity: 0.6; cursor: default; }
  @media (prefers-reduced-motion: reduce) {
    .soccer .zone .aim { transition: none; }
    .soccer .kick.next .pending, .soccer .scene-art .stance.ready { animation: none; }
  }
`;
