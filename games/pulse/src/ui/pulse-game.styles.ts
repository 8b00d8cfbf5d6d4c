import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The monitor board and its settings, every rule under `.pulse` or `.pulse-settings` so nothing leaks
 * into the shell's markup. The monitor draws its own fixed colours (a grey case, a dark screen with
 * phosphor ink: monitor-board.ts); everything around it is the theme palette's, so the outcome line and
 * the beat table read on any operator background.
 */
export const pulseStyles = css`
  .pulse {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --text: ${paletteVar('--rgs-text')};
    --surface: ${paletteVar('--rgs-surface')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  /* Clear of the shell's result banner, which stands over the top of the board: the running product on the screen stays in view. */
  .pulse .monitor { display: flex; justify-content: center; margin-top: 26px; }
  .pulse svg { display: block; width: 100%; max-width: 560px; height: auto; filter: drop-shadow(0 3px 6px rgb(0 0 0 / 0.3)); }
  .pulse svg text { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-weight: 700; font-variant-numeric: tabular-nums; }
  .pulse svg .header { font-family: system-ui, sans-serif; font-weight: 800; }
  .pulse svg .header.idle { font-weight: 600; }

  .pulse .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .pulse .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .pulse .outcome.back { border-color: ${paletteVar('--rgs-border')}; background: var(--surface); }
  .pulse .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .pulse .beat-table {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
    grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  }
  .pulse .beat-table li {
    position: relative; display: flex; flex-direction: column; gap: 1px; padding: 6px 8px; border-radius: 8px;
    border: 1px solid ${paletteVar('--rgs-border')}; background: var(--surface); font-variant-numeric: tabular-nums;
    border-left: 4px solid ${paletteVar('--rgs-win')};
  }
  .pulse .beat-table li.flat { border-left-color: var(--loss); }
  .pulse .beat-table li.hit { border: 2px solid var(--text); border-left-width: 4px; padding: 5px 7px; }
  .pulse .beat-table strong { font-size: 15px; line-height: 18px; }
  .pulse .beat-table .flat-word { font-size: 12px; font-weight: 600; }
  .pulse .beat-table .chance, .pulse .beat-table .first { font-size: 12px; line-height: 16px; color: ${paletteVar('--rgs-text-muted')}; }

  .pulse-settings { display: grid; gap: 10px; }
  .pulse-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  .pulse-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .pulse-settings .options { display: grid; grid-auto-columns: minmax(0, 1fr); grid-auto-flow: column; gap: 4px; }
  .pulse-settings label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its label, unseen: clicks, touches and arrows all reach the browser's own control. */
  .pulse-settings input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .pulse-settings label span {
    display: flex; align-items: center; justify-content: center; min-height: 44px; box-sizing: border-box; padding: 4px 6px;
    border-radius: 6px; border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  .pulse-settings input:checked + span { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
  .pulse-settings input:focus-visible + span { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .pulse-settings input:disabled { cursor: not-allowed; }
  .pulse-settings input:disabled + span { opacity: 0.6; }
`;
