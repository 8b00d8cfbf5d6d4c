import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The launch board and its settings, every rule under `.launch` or `.launch-settings` so nothing
 * leaks into the shell's markup. The scene draws its own sky, so its colours are fixed (its labels
 * sit on dark tabs); everything around it is the theme palette's: the frame, the outcome line and the
 * destination list, so the board stands out on any operator background.
 */
export const launchStyles = css`
  .launch {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    flex-direction: column;
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 10px;
    padding: 12px;
  }

  .launch .launch-art { display: flex; justify-content: center; }
  .launch svg {
    display: block; width: 100%; max-width: 400px; height: auto; border-radius: 12px;
    border: 1px solid ${paletteVar('--rgs-border')}; background: #03050f;
    font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums;
  }

  .launch .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .launch .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .launch .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .launch-settings { border: 0; margin: 0; padding: 0; min-width: 0; }
  .launch-settings legend { padding: 0; margin-bottom: 4px; font-weight: 600; }
  .launch-settings .options { display: grid; gap: 4px; }
  .launch-settings label { position: relative; display: block; min-width: 0; }
  /* The real radio covers its row, unseen: clicks, touches and arrows all reach the browser's own control. */
  .launch-settings input {
    position: absolute; inset: 0; width: 100%; height: 100%; min-width: 0; min-height: 0; margin: 0; padding: 0;
    opacity: 0; cursor: pointer;
  }
  .launch-settings .option {
    display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-rows: auto auto; column-gap: 8px; align-items: center;
    min-height: 44px; box-sizing: border-box; padding: 4px 10px; border-radius: 6px;
    border: 1px solid ${paletteVar('--rgs-border')}; background: ${paletteVar('--rgs-surface')};
    font-variant-numeric: tabular-nums;
  }
  .launch-settings .name { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .launch-settings .count, .launch-settings .chance { font-size: 12px; line-height: 15px; color: ${paletteVar('--rgs-text-muted')}; }
  .launch-settings .count { grid-row: 2; }
  .launch-settings .pays { grid-row: 1; grid-column: 2; text-align: right; font-size: 15px; }
  .launch-settings .chance { grid-row: 2; grid-column: 2; text-align: right; }
  .launch-settings input:checked + .option { border: 2px solid ${paletteVar('--rgs-accent-safe')}; padding: 3px 9px; }
  .launch-settings input:checked + .option .name { font-weight: 800; }
  .launch-settings input:focus-visible + .option { outline: 3px solid ${paletteVar('--rgs-focus')}; outline-offset: 2px; }
  .launch-settings input:disabled { cursor: not-allowed; }
  .launch-settings input:disabled + .option { opacity: 0.6; }
`;
