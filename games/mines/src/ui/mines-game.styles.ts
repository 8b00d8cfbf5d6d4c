import { css } from 'lit';

/**
 * The mines board, every rule under `.mines` so nothing leaks into the shell's markup. Tile faces mix
 * the text colour into the theme's light background, so they follow any operator colour, light or
 * dark; their edge (40 % text colour) keeps a 3:1 boundary.
 */
export const minesStyles = css`
  .mines {
    --win: #3fb950;
    --loss: #f85149;
    --ink: #0d1117;
    --face: color-mix(in srgb, currentColor 16%, var(--rgs-bg-light, #161b22));
    --face-hover: color-mix(in srgb, currentColor 26%, var(--rgs-bg-light, #161b22));
    --edge: color-mix(in srgb, currentColor 40%, transparent);
    --well: var(--rgs-bg, #0d1117);
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 12px;
    padding: 12px;
  }

  .mines .status { min-height: 56px; display: flex; }
  .mines .stats { display: flex; flex: 1; gap: 8px; margin: 0; }
  .mines .stats div {
    flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid color-mix(in srgb, currentColor 18%, transparent);
  }
  .mines .stats dt { font-size: 12px; }
  .mines .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .mines .banner {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid; font-size: 17px; text-align: center; color: inherit;
  }
  .mines .banner.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 16%, transparent); }
  .mines .banner.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 14%, transparent); }
  .mines .banner .icon { width: 28px; height: 28px; flex: none; display: grid; place-items: center; border-radius: 50%; font-weight: 700; }
  .mines .banner.win .icon { background: var(--win); color: var(--ink); }
  .mines .banner .x { font-variant-numeric: tabular-nums; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }

  .mines .grid { display: grid; grid-template-columns: repeat(5, minmax(44px, 1fr)); gap: 8px; width: 100%; max-width: 440px; margin: 0 auto; }
  .mines .row { display: contents; }
  .mines .tile {
    position: relative; aspect-ratio: 1; min-height: 44px; padding: 0; border-radius: 10px; cursor: default;
    display: grid; place-items: center; border: 1px solid var(--edge); background: var(--face);
    background-image: linear-gradient(180deg, rgb(255 255 255 / 0.07), transparent 55%);
    box-shadow: inset 0 -5px 0 rgb(0 0 0 / 0.28), inset 0 1px 0 rgb(255 255 255 / 0.12);
    transition: transform 120ms ease, background-color 120ms ease;
  }
  .mines .tile.pickable { cursor: pointer; }
  .mines .tile.pickable:hover { background: var(--face-hover); transform: translateY(-2px); border-color: var(--rgs-accent, #fff); }
  .mines .tile.pickable:active { transform: translateY(1px); box-shadow: inset 0 -2px 0 rgb(0 0 0 / 0.28); }
  /* White inside dark: a ring that shows on any operator colour. */
  .mines .tile:focus-visible { outline: 2px solid #fff; outline-offset: 1px; box-shadow: 0 0 0 5px var(--ink); z-index: 1; }
  .mines .tile[aria-disabled='true'] { opacity: 1; }
  .mines .tile.gem, .mines .tile.mine {
    background: var(--well); box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.45);
    animation: flip 320ms ease-out backwards;
  }
  .mines .tile.gem.picked { border-color: var(--win); }
  .mines .tile.mine.picked { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 35%, var(--well)); }
  /* The rest of the board turns over in a quick wave once the round is over. */
  .mines .tile:not(.picked) { animation-delay: calc(var(--i) * 14ms); }
  .mines .tile:not(.picked) .art { opacity: 0.42; }
  .mines .art { width: 74%; height: 74%; }
  .mines .tile.mine.picked .art { width: 92%; height: 92%; animation: blast 420ms ease-out backwards; }
  @keyframes flip {
    from { transform: perspective(400px) rotateY(90deg) scale(0.9); }
    to { transform: none; }
  }
  @keyframes blast {
    0% { transform: scale(0.3); }
    60% { transform: scale(1.12); }
    100% { transform: scale(1); }
  }

  .mines .settings { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
  .mines .count { display: inline-flex; align-items: center; gap: 8px; }
  .mines .count select { min-height: 44px; min-width: 64px; }
  .mines .gems { display: inline-flex; align-items: center; gap: 6px; }
  .mines .gems svg { width: 18px; height: 18px; }
  .mines .random { min-height: 44px; margin-left: auto; }

  @media (prefers-reduced-motion: reduce) {
    .mines .tile, .mines .art { animation: none !important; transition: none; }
    .mines .tile.pickable:hover { transform: none; }
  }
`;
