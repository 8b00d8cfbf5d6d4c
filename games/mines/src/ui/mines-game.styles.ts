import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The mines board, every rule under `.mines` (and `.mines-settings`, `.mines-picks` in the controls
 * column) so nothing leaks into the shell's markup. Every colour comes from the theme palette: tile
 * faces mix the text colour into the raised surface, so they follow any operator colour, light or
 * dark, with a border at the palette's 3:1; win and loss are the palette's, written on in the
 * surface colour. The flip takes `--rgs-motion-scale` of its length (fast mode, reduced motion).
 */
export const minesStyles = css`
  .mines {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --face: color-mix(in srgb, ${paletteVar('--rgs-text')} 14%, ${paletteVar('--rgs-surface-raised')});
    --face-hover: color-mix(in srgb, ${paletteVar('--rgs-text')} 24%, ${paletteVar('--rgs-surface-raised')});
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 12px;
    padding: 12px;
  }

  .mines .status { min-height: 56px; display: flex; }
  .mines .stats { display: flex; flex: 1; gap: 8px; margin: 0; }
  .mines .stats div {
    flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge);
  }
  .mines .stats dt { font-size: 12px; color: ${paletteVar('--rgs-text-muted')}; }
  .mines .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .mines .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center; color: inherit;
  }
  .mines .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .mines .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 12%, transparent); }
  .mines .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; }
  .mines .banner.win .icon { background: var(--win); color: var(--ink); }
  .mines .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  .mines .grid { display: grid; grid-template-columns: repeat(5, minmax(44px, 1fr)); gap: 8px; width: 100%; max-width: 440px; margin: 0 auto; }
  .mines .row { display: contents; }
  .mines .tile {
    position: relative; aspect-ratio: 1; min-height: 44px; padding: 0; border-radius: 10px; cursor: default;
    display: grid; place-items: center; border: 1px solid var(--edge); background: var(--face);
    background-image: linear-gradient(180deg, rgb(255 255 255 / 0.07), transparent 55%);
    box-shadow: inset 0 -5px 0 rgb(0 0 0 / 0.22), inset 0 1px 0 rgb(255 255 255 / 0.12);
    transition: transform calc(120ms * var(--rgs-motion-scale, 1)) ease, background-color calc(120ms * var(--rgs-motion-scale, 1)) ease;
  }
  .mines .tile.pickable { cursor: pointer; }
  .mines .tile.pickable:hover { background: var(--face-hover); transform: translateY(-2px); border-color: ${paletteVar('--rgs-accent-safe')}; }
  .mines .tile.pickable:active { transform: translateY(1px); box-shadow: inset 0 -2px 0 rgb(0 0 0 / 0.22); }
  .mines .tile:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; z-index: 1; }
  .mines .tile[aria-disabled='true'] { opacity: 1; }
  /* Picked for autobet: the accent's ring and a dot, not colour alone (the cell says "selected" too). */
  .mines .tile.selected { border: 3px solid ${paletteVar('--rgs-accent-safe')}; }
  .mines .tile.selected::after {
    content: ''; width: 28%; aspect-ratio: 1; border-radius: 50%; background: ${paletteVar('--rgs-accent-safe')};
  }
  .mines .tile.gem, .mines .tile.mine {
    background: var(--well); box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.35);
    animation: flip calc(320ms * var(--rgs-motion-scale, 1)) ease-out backwards;
  }
  .mines .tile.gem.picked { border: 2px solid var(--win); }
  .mines .tile.mine.picked { border: 2px solid var(--loss); background: color-mix(in srgb, var(--loss) 30%, var(--well)); }
  /* The rest of the board turns over in a quick wave once the round is over. */
  .mines .tile:not(.picked) { animation-delay: calc(var(--i) * 14ms * var(--rgs-motion-scale, 1)); }
  .mines .tile:not(.picked) .art { opacity: 0.42; }
  .mines .art { width: 74%; height: 74%; }
  .mines .tile.mine.picked .art { width: 92%; height: 92%; animation: blast calc(420ms * var(--rgs-motion-scale, 1)) ease-out backwards; }
  @keyframes flip {
    from { transform: perspective(400px) rotateY(90deg) scale(0.9); }
    to { transform: none; }
  }
  @keyframes blast {
    0% { transform: scale(0.3); }
    60% { transform: scale(1.12); }
    100% { transform: scale(1); }
  }

  .mines-settings { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
  .mines-settings .count { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
  .mines-settings .count select { min-height: 44px; min-width: 72px; }
  .mines-settings .gems { display: inline-flex; align-items: center; gap: 6px; margin-inline-start: auto; }
  .mines-settings .gems svg { width: 18px; height: 18px; }
  .mines-picks { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .mines-picks .note { flex: 1 1 100%; margin: 0; font-size: 13px; }
  button.random { min-height: 44px; }

  @media (prefers-reduced-motion: reduce) {
    .mines .tile, .mines .art { animation: none !important; transition: none; }
    .mines .tile.pickable:hover { transform: none; }
  }
`;
