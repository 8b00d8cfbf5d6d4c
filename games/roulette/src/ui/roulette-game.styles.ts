import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

// No comments inside the CSS below: a css`` template reaches the player's download as it is written.

/**
 * The roulette board and its settings, every rule under `.roulette` or `.roulette-settings` so
 * nothing leaks into the shell's markup. The wheel and the table are real objects with colours of
 * their own (wood, brass, green felt, red and black) under white text and lines; everything around
 * them (the last numbers' frame, the outcome line, the settings) is the theme palette's, so the
 * board reads on any operator background. The wheel stands beside the last numbers and the outcome
 * line (above them on a phone). Motion follows the shell's `--rgs-motion-scale` (1, 0.25 in fast
 * mode, 0 with reduced motion): winning stacks glow, losing ones are swept off. Every position's
 * button is unseen until hovered (its numbers light) or focused (a yellow frame).
 */
export const rouletteStyles = css`
  .roulette {
    --muted: ${paletteVar('--rgs-text-muted')};
    flex-direction: column; flex-wrap: nowrap; align-items: stretch; gap: 10px; padding: 10px; min-width: 0;
  }
  .roulette .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 10px 16px; margin-top: 10px; }
  .roulette .wheel-art { flex: 0 1 270px; min-width: 0; max-width: 270px; }
  .roulette svg { display: block; width: 100%; height: auto; }
  .roulette .wheel { filter: drop-shadow(0 4px 6px rgb(0 0 0 / 0.35)); }
  .roulette text { fill: #fff; font-family: system-ui, sans-serif; font-weight: 700; text-anchor: middle; dominant-baseline: central; font-variant-numeric: tabular-nums; }
  .roulette .pocket-number { font-size: 10.5px; }
  .roulette .side { display: flex; flex-direction: column; gap: 10px; flex: 1 1 220px; min-width: 0; max-width: 420px; }
  .roulette .last { display: grid; gap: 6px; color: var(--muted); font-size: 13px; }
  .roulette .last-title { font-weight: 600; }
  .roulette .last ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 5px; }
  .roulette .last li {
    display: grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; box-sizing: border-box; color: #fff; font-weight: 700;
    font-variant-numeric: tabular-nums; border: 2px solid rgb(255 255 255 / 0.85); box-shadow: 0 0 0 1px ${paletteVar('--rgs-border')};
  }
  .roulette .last li:first-child { border-color: #f5d76e; }
  .roulette .last .red { background: #c0262d; }
  .roulette .last .black { background: #17181c; }
  .roulette .last .green { background: #0e8a43; }
  .roulette .outcome { margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center; font-weight: 600; border: 1px solid transparent; }
  .roulette .outcome.won { border-color: ${paletteVar('--rgs-win')}; background: color-mix(in srgb, ${paletteVar('--rgs-win')} 14%, transparent); }
  .roulette .outcome.lost { border-color: ${paletteVar('--rgs-loss')}; background: color-mix(in srgb, ${paletteVar('--rgs-loss')} 10%, transparent); }
  .roulette .table { margin: 0 auto; touch-action: manipulation; user-select: none; }
  .roulette .table.tall { max-width: 420px; }
  .roulette .felt { fill: url(#rt-felt); stroke: #6b4a1b; stroke-width: 4; }
  .roulette .line { fill: none; stroke: #f4efe0; stroke-width: 1.5; }
  .roulette .zero { fill: #0c6a36; }
  .roulette .box-label { fill: #f4efe0; letter-spacing: 0.03em; }
  .roulette .diamond { stroke: #f4efe0; stroke-width: 1.5; }
  .roulette .covered { fill: rgb(255 255 255 / 0.24); }
  .roulette .lit { fill: rgb(255 255 255 / 0.16); }
  .roulette .winner { fill: none; stroke: #fde047; stroke-width: 3.5; }
  .roulette [aria-hidden='true'] { pointer-events: none; }
  .roulette .chip-count { font-weight: 800; paint-order: stroke; stroke: rgb(0 0 0 / 0.55); stroke-width: 2px; }
  .roulette .stack { transform-box: fill-box; transform-origin: center; }
  .roulette .stack.won { filter: drop-shadow(0 0 3px #fde047) drop-shadow(0 0 7px #facc15); }
  .roulette .stack.swept { animation: sweep calc(700ms * var(--rgs-motion-scale, 1)) ease-in forwards; }
  @keyframes sweep { to { opacity: 0; transform: translateY(-16px) scale(0.6); } }
  .roulette .hit { fill: transparent; cursor: pointer; }
  .roulette [role='button']:focus { outline: none; }
  .roulette [role='button']:focus-visible .hit { fill: rgb(255 255 255 / 0.16); stroke: #fde047; stroke-width: 3; filter: drop-shadow(0 0 2px #000); }
  .roulette-settings { display: grid; gap: 8px; }
  .roulette-settings p { margin: 0; }
  .roulette-settings .on-table { font-variant-numeric: tabular-nums; font-weight: 600; }
  .roulette-settings .chip-tools { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 4px; }
  .roulette-settings .chip-tools button { min-height: 44px; }
  .roulette-settings .warn { color: ${paletteVar('--rgs-loss')}; font-weight: 600; }
`;
