import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The keno board, every rule under `.keno` (and `.keno-risk`, `.keno-pick`, `.keno-count` in the
 * controls column) so nothing leaks into the shell's markup. Every colour of the board is the theme
 * palette's: cells mix the text colour into the raised surface, picked ones take the accent, wins and
 * losses are the palette's, so they read on any operator background, light or dark. What a cell
 * shows is also told by shape (a gem on a hit, a ring on a number drawn but not picked, a corner tab
 * on a pick) and by its name. Animations take `--rgs-motion-scale` of their length (fast mode,
 * reduced motion). The board is 8 numbers wide, 5 on a narrow screen, every cell at least 44 px.
 */
export const kenoStyles = css`
  .keno {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --face: color-mix(in srgb, ${paletteVar('--rgs-text')} 14%, ${paletteVar('--rgs-surface-raised')});
    --face-hover: color-mix(in srgb, ${paletteVar('--rgs-text')} 24%, ${paletteVar('--rgs-surface-raised')});
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --pick: ${paletteVar('--rgs-accent-solid')};
    --on-pick: ${paletteVar('--rgs-on-accent')};
    container: keno / inline-size;
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 12px;
    padding: 12px;
  }
  .keno .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

  /* The tray: ten sockets the balls drop into, in draw order. */
  .keno .tray { display: grid; grid-template-columns: repeat(10, minmax(0, 1fr)); gap: 4px; max-width: 440px; width: 100%; margin: 0 auto; }
  .keno .socket { display: block; width: 100%; height: auto; overflow: visible; }
  .keno .hole { fill: var(--well); stroke: var(--edge); stroke-width: 1; }
  .keno .socket.fresh .ball-art { animation: drop calc(260ms * var(--rgs-motion-scale, 1)) cubic-bezier(0.3, 1.4, 0.6, 1) backwards; transform-origin: 20px 20px; }

  .keno .grid { display: grid; grid-template-columns: repeat(8, minmax(44px, 1fr)); gap: 6px; width: 100%; max-width: 560px; margin: 0 auto; }
  @container keno (max-width: 439px) {
    .keno .grid { grid-template-columns: repeat(5, minmax(44px, 1fr)); }
    .keno .cell { aspect-ratio: 5 / 4; }
  }
  .keno .cell {
    position: relative; aspect-ratio: 1; min-height: 44px; padding: 0; border-radius: 10px; cursor: default; overflow: hidden;
    display: grid; place-items: center; border: 1px solid var(--edge); background: var(--face); color: inherit;
    background-image: linear-gradient(180deg, rgb(255 255 255 / 0.07), transparent 55%);
    box-shadow: inset 0 -4px 0 rgb(0 0 0 / 0.22), inset 0 1px 0 rgb(255 255 255 / 0.12);
    font: 700 16px/1 system-ui, sans-serif; font-variant-numeric: tabular-nums;
    transition: transform calc(120ms * var(--rgs-motion-scale, 1)) ease, background-color calc(120ms * var(--rgs-motion-scale, 1)) ease;
  }
  .keno .cell > * { grid-area: 1 / 1; }
  .keno .cell .n { position: relative; }
  .keno .cell.toggles { cursor: pointer; }
  .keno .cell.toggles:hover { background-color: var(--face-hover); transform: translateY(-2px); border-color: ${paletteVar('--rgs-accent-safe')}; }
  .keno .cell.toggles:active { transform: translateY(1px); }
  .keno .cell:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; z-index: 1; }
  .keno .cell[aria-disabled='true'] { opacity: 1; }
  /* Picked: the accent, and a corner tab so it is not told by colour alone. */
  .keno .cell.picked, .keno .cell.picked.toggles:hover { background: var(--pick); color: var(--on-pick); border-color: var(--pick); }
  .keno .cell.picked::after {
    content: ''; position: absolute; top: 0; right: 0; width: 14px; height: 14px;
    background: linear-gradient(225deg, var(--on-pick) 50%, transparent 50%); opacity: 0.55;
  }
  .keno .cell.drawn, .keno .cell.hit { background: var(--well); box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.35); }
  .keno .cell.drawn { color: var(--loss); border-color: color-mix(in srgb, var(--loss) 50%, var(--edge)); }
  .keno .cell.drawn .ring { stroke: var(--loss); }
  .keno .cell.drawn .ring-edge { stroke: var(--loss); opacity: 0.4; }
  .keno .cell.hit { border: 2px solid var(--win); }
  /* The number sits on the gem's light table in the gem's own dark green: the art is its background. */
  .keno .cell.hit .n {
    color: #053d2b; background: #f2fff9; border: 1.5px solid #053d2b; border-radius: 6px; padding: 2px 4px; font-size: 14px;
    transform: translateY(-10%);
  }
  .keno .art { width: 88%; height: 88%; }
  .keno .cell.fresh { animation: pop calc(260ms * var(--rgs-motion-scale, 1)) ease-out backwards; }

  /* The paytable of the picks: multiplier over hit count; the hits so far framed, with a gem. */
  .keno .paytable {
    list-style: none; margin: 0 auto; padding: 0; width: 100%; max-width: 560px;
    display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 3px;
  }
  .keno .paytable.empty { display: block; text-align: center; padding: 10px 0; }
  .keno .paytable li {
    display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 5px 1px; border-radius: 8px;
    background: var(--well); border: 1px solid var(--edge); min-width: 0;
  }
  .keno .paytable .x { font-size: 12px; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .keno .paytable .k { display: inline-flex; align-items: center; gap: 2px; font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .keno .paytable .k svg { width: 12px; height: 12px; }
  .keno .paytable .pip { fill: none; stroke: currentColor; stroke-width: 6; }
  .keno .paytable li.current { border: 2px solid ${paletteVar('--rgs-accent-safe')}; background: color-mix(in srgb, ${paletteVar('--rgs-text')} 12%, var(--well)); }
  .keno .paytable li.current.pays { background: color-mix(in srgb, var(--win) 18%, var(--well)); }
  .keno .paytable li.current .k { color: inherit; font-weight: 700; }
  /* Eleven entries do not fit one narrow row: they wrap, six to a row. */
  @container keno (max-width: 439px) {
    .keno .paytable { grid-auto-flow: row; grid-template-columns: repeat(auto-fill, minmax(48px, 1fr)); }
  }

  .keno .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; color: inherit; border: 1px solid transparent; font-variant-numeric: tabular-nums;
  }
  .keno .outcome.idle:empty { min-height: 0; padding: 0; margin-top: -12px; }
  .keno .outcome.won { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .keno .outcome.lost { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  @keyframes pop {
    0% { transform: scale(0.6); }
    70% { transform: scale(1.08); }
    100% { transform: none; }
  }
  @keyframes drop {
    from { transform: translateY(-60%) scale(0.5); opacity: 0; }
    to { transform: none; opacity: 1; }
  }

  .keno-risk { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
  .keno-risk legend { padding: 0; margin-bottom: 4px; }
  .keno-risk .choices { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
  .keno-risk button { min-height: 44px; min-width: 0; font-weight: 400; font-size: 13px; padding-inline: 0; white-space: nowrap; }
  .keno-risk button[aria-pressed='true'] { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .keno-pick { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .keno-pick button { min-height: 44px; }
  .keno-count { margin: 0; font-size: 13px; }

  @media (prefers-reduced-motion: reduce) {
    .keno .cell, .keno .ball-art { animation: none !important; transition: none; }
    .keno .cell.toggles:hover { transform: none; }
  }
`;
