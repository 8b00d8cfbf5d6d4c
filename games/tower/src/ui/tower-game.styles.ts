import { paletteVar } from '@rgs/game-kit/ui';
import { css, unsafeCSS } from 'lit';

// The wall's bricks: mortar lines over the stone colour, dark at low opacity so they read on any theme.
const BRICKS = unsafeCSS(`url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24"><path d="M0 .5H48M0 12.5H48M24 0V12M12 12V24M36 12V24" stroke="rgb(0 0 0 / 0.22)" fill="none"/><path d="M0 1.5H48M0 13.5H48" stroke="rgb(255 255 255 / 0.06)" fill="none"/></svg>',
)}")`);

/**
 * The tower, every rule under `.tower` (and `.tower-settings` in the controls column) so nothing
 * leaks into the shell's markup. Every colour comes from the theme palette: the stone mixes the text
 * colour into the raised surface, tiles carry the palette's 3:1 border, the floor to pick on is ringed
 * in the accent, wins and losses are the palette's. Animations take `--rgs-motion-scale` of their
 * length (fast mode), and none run under reduced motion.
 */
export const towerStyles = css`
  .tower {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --accent: ${paletteVar('--rgs-accent-safe')};
    --stone: color-mix(in srgb, ${paletteVar('--rgs-text')} 16%, ${paletteVar('--rgs-surface-raised')});
    --mortar: color-mix(in srgb, ${paletteVar('--rgs-text')} 40%, ${paletteVar('--rgs-surface')});
    --face: color-mix(in srgb, ${paletteVar('--rgs-text')} 26%, ${paletteVar('--rgs-surface-raised')});
    --face-hover: color-mix(in srgb, ${paletteVar('--rgs-text')} 36%, ${paletteVar('--rgs-surface-raised')});
    --flag: ${paletteVar('--rgs-loss')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  .tower .status { min-height: 56px; display: flex; }
  .tower .stats { display: flex; flex: 1; gap: 8px; margin: 0; min-width: 0; }
  .tower .stats div {
    flex: 1 1 0; min-width: 0; padding: 6px 8px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge);
  }
  .tower .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .tower .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .tower .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center; color: inherit;
  }
  .tower .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .tower .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .tower .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; }
  .tower .banner.win .icon { background: var(--win); color: var(--ink); }
  .tower .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  .tower .keep { width: 100%; max-width: 460px; margin: 0 auto; }
  .tower .crown { display: block; width: 100%; height: auto; margin-bottom: -1px; }
  .tower .crown .flag { transform-origin: 201px 17px; }
  .tower .crown .sparks polygon { fill: #ffd23f; stroke: #8a5a00; stroke-width: 0.8; }
  .tower .wall {
    padding: 8px; border: 2px solid var(--mortar); border-top: 0; border-radius: 0 0 12px 12px;
    background-color: var(--stone); background-image: ${BRICKS};
    box-shadow: inset 0 -10px 18px rgb(0 0 0 / 0.18);
  }

  .tower .floors { display: grid; gap: 4px; }
  /* The plaques are as wide as the longest multiplier of the difficulty (--plaque, in characters). */
  .tower .floor {
    display: grid; grid-template-columns: max(56px, calc(var(--plaque, 7) * 1.08ch + 12px)) repeat(var(--tiles), minmax(0, 1fr));
    gap: 6px; padding: 3px; border-radius: 10px; border: 2px solid transparent; font-size: 13px;
  }
  .tower .floor.current { border-color: var(--accent); background: color-mix(in srgb, ${paletteVar('--rgs-accent-safe')} 16%, transparent); }
  .tower .floor.lost { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 16%, transparent); }
  .tower .plaque {
    position: relative; display: flex; flex-direction: column; justify-content: center; align-items: center; min-width: 0;
    border-radius: 8px; background: var(--well); border: 1px solid var(--edge); font-variant-numeric: tabular-nums; line-height: 1.1;
  }
  .tower .plaque .number { font-size: 11px; color: ${paletteVar('--rgs-text-muted')}; }
  .tower .plaque .pays { font-weight: 700; white-space: nowrap; }
  .tower .floor.cleared .plaque { border-color: var(--win); }
  .tower .floor.cleared .plaque .pays { color: var(--win); }
  .tower .floor.current .plaque { border: 2px solid var(--accent); }
  /* A pointer from the plaque to the floor the player stands on. */
  .tower .floor.current .plaque::after {
    content: ''; position: absolute; right: -8px; top: 50%; translate: 0 -50%;
    border: 5px solid transparent; border-left: 6px solid var(--accent);
  }

  .tower .tile {
    position: relative; height: 44px; min-height: 44px; min-width: 0; padding: 0; border-radius: 8px; cursor: default;
    display: grid; place-items: center; border: 1px solid var(--edge); background: var(--face);
    background-image: linear-gradient(180deg, rgb(255 255 255 / 0.1), transparent 60%);
    box-shadow: inset 0 -4px 0 rgb(0 0 0 / 0.25), inset 0 1px 0 rgb(255 255 255 / 0.14);
    transition: transform calc(120ms * var(--rgs-motion-scale, 1)) ease, background-color calc(120ms * var(--rgs-motion-scale, 1)) ease;
  }
  /* Floors not reached yet recede; the floor to pick on stands out. */
  .tower .floor.ahead .tile.hidden { background: color-mix(in srgb, var(--face) 55%, var(--stone)); opacity: 0.7; box-shadow: inset 0 -3px 0 rgb(0 0 0 / 0.2); }
  .tower .floor.current .tile.hidden { border-color: color-mix(in srgb, var(--accent) 55%, var(--edge)); }
  .tower .tile.pickable { cursor: pointer; }
  .tower .tile.pickable:hover { background-color: var(--face-hover); transform: translateY(-2px); border-color: var(--accent); }
  .tower .tile.pickable:active { transform: translateY(1px); box-shadow: inset 0 -2px 0 rgb(0 0 0 / 0.25); }
  .tower .tile:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; z-index: 1; }
  .tower .tile[aria-disabled='true'] { opacity: 1; }
  .tower .tile.safe, .tower .tile.bomb {
    background: var(--well); box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.35);
    animation: flip calc(300ms * var(--rgs-motion-scale, 1)) ease-out backwards;
  }
  .tower .tile.safe.picked { border: 2px solid var(--win); background: color-mix(in srgb, var(--win) 18%, var(--well)); }
  .tower .tile.bomb.picked { border: 2px solid var(--loss); background: color-mix(in srgb, var(--loss) 30%, var(--well)); }
  /* The rest of the tower turns over in a quick wave from the bottom once the round is over. */
  .tower .tile:not(.picked) { animation-delay: calc(var(--i) * 10ms * var(--rgs-motion-scale, 1)); }
  .tower .tile:not(.picked) .art { opacity: 0.45; }
  .tower .art { height: 80%; aspect-ratio: 1; }
  .tower .tile.bomb.picked .art { height: 110%; animation: blast calc(420ms * var(--rgs-motion-scale, 1)) ease-out backwards; }

  .tower .keep.shaken .wall { animation: shake calc(420ms * var(--rgs-motion-scale, 1)) ease-in-out; }
  .tower .keep.summit .flag { animation: wave calc(900ms * var(--rgs-motion-scale, 1)) ease-in-out 3; fill: var(--win); }
  .tower .keep.summit .sparks polygon { animation: twinkle calc(900ms * var(--rgs-motion-scale, 1)) ease-in-out calc(var(--s) * 120ms) 3 both; transform-box: fill-box; transform-origin: center; }

  @keyframes flip {
    from { transform: perspective(400px) rotateX(90deg) scale(0.9); }
    to { transform: none; }
  }
  @keyframes blast {
    0% { transform: scale(0.3); }
    60% { transform: scale(1.15); }
    100% { transform: scale(1); }
  }
  @keyframes shake {
    0%, 100% { transform: none; }
    20% { transform: translateX(-6px) rotate(-0.6deg); }
    40% { transform: translateX(5px) rotate(0.5deg); }
    60% { transform: translateX(-3px); }
    80% { transform: translateX(2px); }
  }
  @keyframes wave {
    0%, 100% { transform: skewY(0deg) scaleX(1); }
    50% { transform: skewY(-6deg) scaleX(0.92); }
  }
  @keyframes twinkle {
    0%, 100% { transform: scale(0.4); opacity: 0.3; }
    50% { transform: scale(1.3); opacity: 1; }
  }

  /* A phone: the tower takes the whole width it can. */
  @container (max-width: 420px) {
    .tower { padding: 8px; }
    .tower .stats { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .tower .wall { padding: 6px 4px; }
    .tower .floor { gap: 4px; padding: 2px; }
  }

  .tower-settings { display: grid; gap: 10px; }
  .tower-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .tower-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .tower-settings .options { display: grid; grid-template-columns: repeat(auto-fit, minmax(84px, 1fr)); gap: 4px; }
  .tower-settings .options label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .tower-settings .options input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .tower-settings .options span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .tower-settings .options input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .tower-settings .options input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .tower-settings .options input:disabled { cursor: not-allowed; }
  .tower-settings .options input:disabled + span { opacity: 0.6; }
  .tower-settings .floor-layout { margin: 6px 0 0; font-size: 13px; }
  .tower-settings .floors-to-climb { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-weight: 600; }
  .tower-settings .floors-to-climb select { min-height: 44px; }
  .tower-settings > .note { margin: 0; font-size: 13px; }
  button.random { min-height: 44px; }

  @media (prefers-reduced-motion: reduce) {
    .tower .tile, .tower .art, .tower .wall, .tower .flag, .tower .sparks polygon { animation: none !important; transition: none; }
    .tower .tile.pickable:hover { transform: none; }
  }
`;
