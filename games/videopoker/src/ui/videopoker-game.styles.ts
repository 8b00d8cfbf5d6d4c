import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The machine: a screen of its own deep blue on every theme (it is the machine, not the operator's
 * page), so its words keep fixed contrasts above 4.5:1: gold and white on blue, the won row white on
 * red. The controls beside it take the theme palette. The held cards lift; the lit row pulses once
 * as the result lands (none of it under reduced motion; fast mode shortens it).
 */
export const videopokerStyles = css`
  .vp {
    --screen: #0f1c52;
    --screen-deep: #070d2b;
    --gold: #ffd45c;
    --ink: #ffffff;
    --ink-muted: #c9d3ff;
    --won: #c8102e;
    --lost: #ffc2c2;
    --rgs-card-width: 100%;
    /* Cards come out of the machine's top right corner, and never past its edge (no sideways scroll). */
    --rgs-deal-from-x: 120%;
    --rgs-deal-from-y: -120%;
    overflow: hidden;
    container-type: inline-size;
    display: grid;
    gap: 10px;
    padding: 12px;
    color: var(--ink);
    border-radius: 14px;
    background:
      radial-gradient(120% 70% at 50% 0%, rgb(120 150 255 / 0.22), transparent 60%),
      repeating-linear-gradient(135deg, rgb(255 255 255 / 0.025) 0 2px, transparent 2px 9px),
      linear-gradient(180deg, var(--screen), var(--screen-deep));
    box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.08), inset 0 8px 30px rgb(0 0 0 / 0.45), 0 0 0 4px #2a3150, 0 0 0 5px rgb(255 255 255 / 0.12);
  }
  .vp .marquee { display: block; width: 100%; max-width: 360px; height: auto; margin: 0 auto -2px; }

  .vp .paytable {
    width: 100%; max-width: 500px; margin: 0 auto; border-collapse: separate; border-spacing: 0;
    font-size: 13px; line-height: 1.2; font-variant-numeric: tabular-nums;
    border: 1px solid rgb(255 212 92 / 0.45); border-radius: 10px; overflow: hidden; background: rgb(0 0 0 / 0.22);
  }
  .vp .paytable caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .vp .paytable th, .vp .paytable td { padding: 3px 10px; border-top: 1px solid rgb(255 255 255 / 0.07); }
  .vp .paytable tr:first-child th, .vp .paytable tr:first-child td { border-top: 0; }
  .vp .paytable th { text-align: start; font-weight: 700; color: var(--gold); text-transform: uppercase; letter-spacing: 0.04em; font-size: 12px; }
  .vp .paytable .times { text-align: end; font-weight: 700; color: var(--ink); width: 1%; white-space: nowrap; }
  .vp .paytable .amount { text-align: end; color: var(--ink-muted); width: 1%; white-space: nowrap; }
  .vp .paytable tr.lit.current { background: rgb(255 212 92 / 0.16); box-shadow: inset 4px 0 0 var(--gold); }
  .vp .paytable tr.lit.won { background: var(--won); animation: row-pulse calc(500ms * var(--rgs-motion-scale, 1)) ease-in-out 2; }
  .vp .paytable tr.lit.won th, .vp .paytable tr.lit.won td { color: #ffffff; }
  @keyframes row-pulse {
    50% { box-shadow: inset 0 0 0 2px var(--gold), 0 0 18px rgb(255 212 92 / 0.7); }
  }

  .vp .status {
    margin: 0; min-height: 1.4em; text-align: center; font-weight: 700; font-size: 16px; letter-spacing: 0.01em;
  }
  .vp .status.current { color: var(--gold); }
  .vp .status.won { color: var(--gold); animation: pop calc(380ms * var(--rgs-motion-scale, 1)) ease-out; }
  .vp .status.lost { color: var(--lost); }
  @keyframes pop {
    from { transform: scale(0.8); opacity: 0; }
    to { transform: none; opacity: 1; }
  }

  .vp .cards { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: clamp(5px, 2cqi, 12px); width: 100%; max-width: 560px; margin: 0 auto; }
  .vp .slot { display: grid; gap: 8px; justify-items: stretch; min-width: 0; padding-top: 8px; -webkit-tap-highlight-color: transparent; }
  .vp .slot.holdable { cursor: pointer; }
  .vp .slot rgs-playing-card { transition: transform calc(160ms * var(--rgs-motion-scale, 1)) ease; }
  .vp .slot.held rgs-playing-card { transform: translateY(-8px); }
  /* A paying hand landed: the cards outside it step back, so the hand reads at a glance. */
  .vp .slot.kicker rgs-playing-card { opacity: 0.5; filter: saturate(0.6); transition: opacity calc(300ms * var(--rgs-motion-scale, 1)) ease; }
  .vp .slot.replaced rgs-playing-card, .vp .slot.back rgs-playing-card { transform: none; }
  .vp .slot.holdable:hover rgs-playing-card { transform: translateY(-4px); }
  .vp .slot.held.holdable:hover rgs-playing-card { transform: translateY(-10px); }
  .vp .tag {
    all: unset; box-sizing: border-box; display: flex; align-items: center; justify-content: center; gap: 5px; min-height: 36px; padding: 0 2px;
    border-radius: 8px; font: 700 12px/1 system-ui, sans-serif; letter-spacing: 0.08em; text-transform: uppercase; cursor: inherit;
    color: var(--ink-muted); background: rgb(255 255 255 / 0.06); border: 2px solid rgb(201 211 255 / 0.35); overflow: hidden; white-space: nowrap;
  }
  .vp .tag:focus-visible { outline: 3px solid var(--gold); outline-offset: 2px; }
  .vp .slot.suggested .tag { border-style: dashed; border-color: var(--gold); color: var(--gold); box-shadow: 0 0 10px rgb(255 212 92 / 0.35); }
  .vp .slot.held .tag { background: var(--gold); border-color: var(--gold); color: #1a1300; }
  .vp .slot.back .tag { visibility: hidden; }
  .vp .tag kbd { font: 600 10px/1 ui-monospace, monospace; padding: 2px 4px; border-radius: 4px; border: 1px solid currentColor; opacity: 0.85; }
  @container (max-width: 380px) {
    .vp .tag { letter-spacing: 0.02em; font-size: 11px; }
    .vp .tag kbd { display: none; }
  }

  .vp .advice { margin: 0; text-align: center; font-size: 13px; color: var(--ink-muted); display: flex; flex-wrap: wrap; justify-content: center; gap: 2px 14px; }
  .vp .advice .worse { color: #ffe6a6; }
  .vp .after { display: grid; gap: 6px; justify-items: center; }
  .vp .undrawn { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px 10px; font-size: 12px; color: var(--ink-muted); }
  .vp .undrawn ul { display: flex; gap: 4px; margin: 0; padding: 0; list-style: none; }
  .vp .undrawn rgs-playing-card { --rgs-card-width: 36px; opacity: 0.85; }

  .auto-hold { display: flex; align-items: center; gap: 8px; min-height: 44px; font-weight: 600; cursor: pointer; }
  .auto-hold input[type='checkbox'] {
    min-width: 20px; min-height: 20px; width: 20px; height: 20px; margin: 0; padding: 0; flex: none; accent-color: ${paletteVar('--rgs-text')};
  }
  button.suggest { min-height: 44px; border: 2px dashed ${paletteVar('--rgs-accent-safe')}; }

  @media (prefers-reduced-motion: reduce) {
    .vp .slot rgs-playing-card { transition: none; }
    .vp .paytable tr.lit.won, .vp .status.won { animation: none; }
  }
`;
