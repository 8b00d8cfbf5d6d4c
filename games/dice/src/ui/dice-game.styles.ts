import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The dice board, every rule under `.dice` (and the profit box under `.dice-profit`) so nothing leaks
 * into the shell's own markup. Every colour is the theme palette's: win and loss fills are the
 * palette's win and loss (4.5:1 on either surface), written on in the surface colour (4.5:1 on them),
 * so they read on any operator background, light or dark; the losing zone is also striped, and both
 * are named in text.
 */
export const diceStyles = css`
  .dice {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --loss-dark: color-mix(in srgb, var(--loss) 62%, ${paletteVar('--rgs-surface')});
    --ink: ${paletteVar('--rgs-surface')};
    --text: ${paletteVar('--rgs-text')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 12px;
    padding: 12px;
  }
  .dice .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

  /* Newest on the right; the oldest that do not fit wrap onto a hidden second line, never cut in half. */
  .dice .last { display: flex; flex-flow: row-reverse wrap; gap: 6px; height: 26px; overflow: hidden; }
  .dice .chip {
    flex: none; display: inline-flex; gap: 4px; align-items: center; padding: 4px 9px; border-radius: 999px;
    font: 600 12px/18px system-ui, sans-serif; font-variant-numeric: tabular-nums; color: var(--ink);
  }
  .dice .chip.win { background: var(--win); }
  .dice .chip.loss { background: var(--loss); }

  .dice .track-area { padding: 0 22px; user-select: none; -webkit-user-select: none; }
  .dice .bubble-lane { position: relative; height: 52px; }
  .dice .bubble {
    position: absolute; bottom: 8px; transform: translateX(-50%); min-width: 56px; padding: 4px 10px; border-radius: 8px;
    display: flex; flex-direction: column; align-items: center; background: var(--text); color: var(--ink); border-top-color: var(--text);
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.3); font-variant-numeric: tabular-nums; white-space: nowrap;
  }
  .dice .bubble::after {
    content: ''; position: absolute; left: 50%; bottom: -6px; margin-left: -6px;
    border: 6px solid transparent; border-bottom: 0; border-top-color: inherit;
  }
  .dice .bubble strong { font-size: 18px; line-height: 22px; }
  .dice .bubble span { font-size: 12px; font-weight: 600; line-height: 16px; }
  .dice .bubble.win { background: var(--win); border-top-color: var(--win); }
  .dice .bubble.loss { background: var(--loss); border-top-color: var(--loss); }

  .dice .track { position: relative; height: 44px; touch-action: none; cursor: pointer; }
  .dice .rail {
    position: absolute; left: 0; right: 0; top: 50%; height: 16px; margin-top: -8px; border-radius: 8px; overflow: hidden;
  }
  .dice .zone { position: absolute; top: 0; bottom: 0; }
  .dice .zone.win { background: var(--win); }
  .dice .zone.loss { background: repeating-linear-gradient(135deg, var(--loss) 0 6px, var(--loss-dark) 6px 10px); }
  .dice .pin {
    position: absolute; top: 4px; bottom: 4px; width: 6px; margin-left: -3px; border-radius: 3px;
    background: var(--text); box-shadow: 0 0 0 2px var(--ink); pointer-events: none;
  }
  .dice .pin.win { background: var(--win); }
  .dice .pin.loss { background: var(--loss); }
  .dice .thumb {
    position: absolute; top: 0; width: 44px; height: 44px; margin-left: -22px; z-index: 1; border-radius: 10px;
    display: flex; gap: 3px; align-items: center; justify-content: center; cursor: grab; outline: none;
  }
  .dice .thumb::before {
    content: ''; position: absolute; inset: 5px; border-radius: 8px; background: ${paletteVar('--rgs-accent-solid')};
    box-shadow: 0 0 0 2px var(--ink), 0 0 0 3px ${paletteVar('--rgs-border')}, 0 3px 8px rgb(0 0 0 / 0.3);
  }
  .dice .thumb i { position: relative; width: 3px; height: 14px; border-radius: 2px; background: ${paletteVar('--rgs-on-accent')}; opacity: 0.7; }
  .dice .thumb:focus-visible { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 1px; }
  .dice .thumb[aria-disabled='true'] { cursor: not-allowed; opacity: 0.6; }

  .dice .ticks { position: relative; height: 18px; font-size: 12px; font-variant-numeric: tabular-nums; color: ${paletteVar('--rgs-text-muted')}; }
  .dice .ticks span { position: absolute; transform: translateX(-50%); }
  .dice .legend { display: flex; justify-content: space-between; gap: 8px; font-size: 13px; margin-top: 4px; }
  .dice .legend span { display: inline-flex; align-items: center; gap: 6px; }
  .dice .legend span::before { content: ''; width: 12px; height: 12px; border-radius: 3px; }
  .dice .legend .win::before { background: var(--win); }
  .dice .legend .loss::before { background: repeating-linear-gradient(135deg, var(--loss) 0 3px, var(--loss-dark) 3px 5px); }

  .dice .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; color: inherit; border: 1px solid transparent;
  }
  /* Takes no room before the first roll. */
  .dice .outcome.idle { min-height: 0; padding: 0; margin-top: -12px; }
  .dice .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .dice .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .dice .sides { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .dice .sides button { min-height: 44px; }
  .dice .sides button[aria-pressed='true'] { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }

  .dice .trio { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
  .dice .field { display: grid; grid-template-rows: 1fr auto; gap: 4px; font-size: 12px; min-width: 0; }
  .dice .field > span:first-child { align-self: end; color: ${paletteVar('--rgs-text-muted')}; }
  .dice .input { position: relative; display: block; }
  .dice .input input {
    width: 100%; box-sizing: border-box; min-height: 44px; padding-right: 24px; font-size: 15px; font-variant-numeric: tabular-nums;
  }
  .dice .unit { position: absolute; right: 9px; top: 50%; transform: translateY(-50%); pointer-events: none; }
  .dice input[aria-invalid='true'] { border-color: var(--loss); box-shadow: 0 0 0 1px var(--loss); }

  .dice .problem {
    margin: 0; padding: 8px 10px; border-radius: 6px; border: 1px solid var(--loss);
    background: color-mix(in srgb, var(--loss) 10%, transparent);
  }

  .dice-profit {
    display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 4px 12px; padding: 10px 12px;
    border-radius: 6px; background: ${paletteVar('--rgs-surface')}; border: 1px solid ${paletteVar('--rgs-border')};
  }
  .dice-profit span { color: ${paletteVar('--rgs-text-muted')}; }
  .dice-profit strong { font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;
