import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The HiLo table. Its class names are its own (none of the shell's), so rules need no prefix. Every
 * colour comes from the theme palette, mixed into the raised surface, so it follows any operator
 * colour, light or dark; the cards themselves are white as printed. Every animation takes
 * `--rgs-motion-scale` of its length (fast mode; 0 under reduced motion) and none runs under
 * `prefers-reduced-motion`.
 */
export const hiloStyles = css`
  .hilo {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --ink: ${paletteVar('--rgs-surface')};
    --muted: ${paletteVar('--rgs-text-muted')};
    --edge: ${paletteVar('--rgs-border')};
    --well: ${paletteVar('--rgs-surface')};
    --face: color-mix(in srgb, ${paletteVar('--rgs-text')} 10%, ${paletteVar('--rgs-surface-raised')});
    --accent: ${paletteVar('--rgs-accent-safe')};
    --card: clamp(84px, 27vw, 148px);
    --t: var(--rgs-motion-scale, 1);
    flex-flow: column nowrap;
    align-items: stretch;
    gap: 12px;
    padding: 12px;
  }

  /* The numbers of the round, or its result. */
  .status { min-height: 56px; display: flex; }
  .hint { flex: 1; margin: 0; display: grid; place-items: center; color: var(--muted); font-weight: 600; text-align: center; }
  .stats { display: flex; flex: 1; gap: 8px; margin: 0; }
  .stats div { flex: 1 1 0; min-width: 0; padding: 6px 10px; border-radius: 8px; background: var(--well); border: 1px solid var(--edge); }
  .stats dt { font-size: 12px; color: var(--muted); }
  .stats dd { margin: 2px 0 0; font-weight: 700; font-size: 15px; overflow-wrap: anywhere; }
  .result {
    flex: 1; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; padding: 8px 12px;
    border-radius: 8px; border: 2px solid var(--c); background: color-mix(in srgb, var(--c) 13%, transparent); font-size: 17px; text-align: center;
    animation: pop calc(260ms * var(--t)) ease-out backwards;
  }
  .result.win { --c: var(--win); }
  .result.loss { --c: var(--loss); }
  .result .icon { width: 28px; height: 28px; display: grid; place-items: center; border-radius: 50%; font-weight: 700; background: var(--c); color: var(--ink); }
  .result .x { font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--win); color: var(--ink); }
  .result .why { flex-basis: 100%; font-size: 13px; color: var(--muted); }

  /* The table: a soft felt of the theme's own colours, the deck on the left, the card in play in the middle. */
  .table {
    display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 12px;
    min-height: calc(var(--card) * 1.4 + 44px); padding: 12px 8px 6px; border-radius: 14px; border: 1px solid var(--edge);
    background: radial-gradient(ellipse at 50% 35%, color-mix(in srgb, var(--accent) 16%, transparent), transparent 70%), var(--well);
    box-shadow: inset 0 2px 10px rgb(0 0 0 / 0.25);
  }
  .deck { position: relative; justify-self: end; width: calc(var(--card) * 0.78); aspect-ratio: 5 / 7; margin-bottom: 20px; }
  .pile { position: absolute; inset: 0; --rgs-card-width: 100%; transform: translate(calc(var(--d) * -3px), calc(var(--d) * -3px)); }
  .hilo figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; position: relative; }
  figcaption { font-size: 12px; color: var(--muted); text-align: center; }
  /* The card comes off the deck, to its left. */
  .face { width: var(--card); --rgs-card-width: var(--card); --rgs-deal-from-x: -120%; --rgs-deal-from-y: -4%; }
  .right .face { animation: glow calc(700ms * var(--t)) ease-out; }
  .wrong .face { animation: shake calc(480ms * var(--t)) ease-in-out; }
  .verdict {
    position: absolute; top: -8px; right: -10px; width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center;
    font-weight: 800; font-size: 18px; color: var(--ink); border: 2px solid var(--ink); background: var(--win);
    animation: pop calc(320ms * var(--t)) cubic-bezier(0.3, 1.6, 0.5, 1) backwards;
  }
  .verdict.wrong { background: var(--loss); }
  .next { justify-self: start; opacity: 0.8; max-width: calc(var(--card) * 0.9); }
  .next .mini { width: calc(var(--card) * 0.5); }
  .next figcaption { font-size: 11px; }

  /* The rank line: A … K, the card's rank marked, the ranks a guess wins lit. */
  .ranks { display: block; width: 100%; max-width: 440px; margin: 0 auto; }
  .ranks rect { fill: var(--face); stroke: var(--edge); }
  .ranks text { font: 600 11px system-ui, sans-serif; fill: var(--muted); }
  .ranks .lit rect { fill: color-mix(in srgb, var(--win) 40%, var(--well)); stroke: var(--win); }
  .ranks .lit text { fill: ${paletteVar('--rgs-text')}; }
  .ranks .here rect { fill: var(--accent); stroke: var(--accent); stroke-width: 2; }
  .ranks .here text { fill: ${paletteVar('--rgs-on-accent')}; font-weight: 800; }

  /* The three guesses, lower · same · higher as on the rank line, and Skip card. */
  .guesses { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
  .guess, .skip-card {
    position: relative; display: grid; justify-items: center; align-content: center; gap: 2px; min-height: 84px; padding: 8px 6px;
    border-radius: 10px; border: 1px solid var(--edge); background: var(--face) linear-gradient(180deg, rgb(255 255 255 / 0.07), transparent 60%);
    box-shadow: inset 0 -4px 0 rgb(0 0 0 / 0.2); color: inherit; font: inherit; cursor: pointer;
    transition: transform calc(120ms * var(--t));
  }
  .hilo [aria-disabled='false']:hover { transform: translateY(-2px); border-color: var(--accent); }
  .hilo [aria-disabled='false']:active { transform: translateY(1px); }
  .hilo [aria-disabled='true'] { cursor: default; opacity: 0.55; }
  .hilo button:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .glyph { width: 22px; height: 22px; fill: var(--accent); }
  .word { font-weight: 700; font-size: 15px; }
  .chance { font-size: 12px; color: var(--muted); }
  .makes { font-weight: 700; font-size: 14px; min-height: 1.2em; overflow-wrap: anywhere; }
  .makes em { margin-inline-start: 4px; padding: 0 5px; border-radius: 999px; font-style: normal; font-size: 11px; background: var(--loss); color: var(--ink); }
  .hilo kbd { position: absolute; top: 4px; right: 6px; font: 600 10px ui-monospace, monospace; color: var(--muted); padding: 0 4px; border: 1px solid var(--edge); border-radius: 4px; }
  .skip-card { display: flex; justify-content: center; gap: 8px; min-height: 44px; }
  .skip-card .left { color: var(--muted); font-size: 13px; }
  .skip-card kbd { top: 50%; transform: translateY(-50%); }

  /* The cards played, oldest first, each with the move that turned it and the multiplier after. */
  /* Its own width never widens the page: without inline-size containment a long run's cards would set
     the panel's min-content width and scroll the whole game sideways on a phone, not just the strip.
     relative: each card's screen-reader words are placed inside the strip, and clipped by it, rather
     than against the page, where a long run's would lie past its right edge. */
  .strip { position: relative; display: flex; gap: 6px; margin: 0; padding: 4px 2px 6px; list-style: none; overflow-x: auto; contain: inline-size; min-height: 84px; scrollbar-width: thin; }
  .strip:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .played { flex: none; display: flex; flex-direction: column; align-items: center; gap: 3px; min-width: 44px; padding: 0 2px; animation: slide calc(260ms * var(--t)) ease-out backwards; }
  .played .mini { width: 36px; height: 50px; display: block; }
  .played.wrong .mini { outline: 2px solid var(--loss); outline-offset: 1px; border-radius: 5px; }
  .how { width: 20px; height: 20px; border-radius: 50%; display: grid; place-items: center; background: var(--face); border: 1px solid var(--edge); }
  .how svg { width: 13px; height: 13px; fill: var(--muted); }
  .start { width: 6px; height: 6px; border-radius: 50%; background: var(--muted); }
  .played.right .how { background: var(--win); border-color: var(--win); }
  .played.wrong .how { background: var(--loss); border-color: var(--loss); }
  .played.right .how svg, .played.wrong .how svg { fill: var(--ink); }
  .after { font-size: 11px; font-weight: 600; min-height: 1.3em; white-space: nowrap; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .hilo, .hilo-auto { font-variant-numeric: tabular-nums; }

  .hilo-auto { display: grid; gap: 6px; }
  .hilo-auto label { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-weight: 600; }
  .hilo-auto select { min-height: 44px; min-width: 72px; }
  .hilo-auto .note { margin: 0; font-size: 13px; }

  @keyframes pop { from { transform: scale(0.6); opacity: 0; } }
  @keyframes slide { from { transform: translateX(16px); opacity: 0; } }
  @keyframes glow { 40% { filter: drop-shadow(0 0 14px var(--win)); transform: translateY(-4px); } }
  @keyframes shake {
    20% { transform: translateX(-8px) rotate(-2deg); }
    40% { transform: translateX(7px) rotate(2deg); }
    60% { transform: translateX(-5px); }
  }

  @media (max-width: 420px) {
    .hilo { padding: 8px; gap: 10px; }
    .stats div { padding: 6px 8px; }
    .stats dd { font-size: 14px; }
  }

  @media (prefers-reduced-motion: reduce) {
    .hilo * { animation: none !important; transition: none !important; }
  }
`;
