import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The pedestals and the paytable, every rule under `.diamonds` so nothing leaks into the shell's
 * markup. The gems and the stone are their own fixed colours (gem-art.ts), readable on any
 * background; every text, the empty pedestals' outlines and the paytable take the theme palette's.
 * The paytable stands beside the pedestals when there is room and under them when there is not.
 */
export const diamondsStyles = css`
  .diamonds {
    --win: ${paletteVar('--rgs-win')};
    --loss: ${paletteVar('--rgs-loss')};
    --text: ${paletteVar('--rgs-text')};
    --muted: ${paletteVar('--rgs-text-muted')};
    --surface: ${paletteVar('--rgs-surface')};
    --border: ${paletteVar('--rgs-border')};
    flex-wrap: wrap;
    align-items: stretch;
    gap: 12px;
    /* The top is clear of the shell's result banner, which stands over the top of the board as the hand is told. */
    padding: 52px 12px 12px;
  }

  .diamonds .table-area {
    flex: 3 1 360px; min-width: 0; display: flex; flex-direction: column; justify-content: center; align-items: stretch; gap: 6px;
  }
  .diamonds svg.pedestals { display: block; width: 100%; max-width: 560px; height: auto; margin: 0 auto; overflow: visible; color: var(--muted); }
  .diamonds .ghost { opacity: 0.55; }
  .diamonds .gem.dim { opacity: 0.6; }

  .diamonds .hand-name {
    margin: 0; min-height: 30px; text-align: center; font-size: 22px; line-height: 30px; font-weight: 800; letter-spacing: 0.01em;
  }
  .diamonds .hand-name.idle { font-size: 15px; font-weight: 600; color: var(--muted); }
  .diamonds .hand-name .times { font-variant-numeric: tabular-nums; color: var(--muted); }
  .diamonds .hand-name.win .times { color: var(--win); }

  .diamonds .outcome {
    margin: 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .diamonds .outcome.win { border-color: var(--win); background: color-mix(in srgb, var(--win) 14%, transparent); }
  .diamonds .outcome.back { border-color: var(--border); background: var(--surface); }
  .diamonds .outcome.loss { border-color: var(--loss); background: color-mix(in srgb, var(--loss) 10%, transparent); }

  .diamonds .paytable {
    flex: 1 1 230px; min-width: 0; list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px;
    align-self: center;
  }
  .diamonds .paytable li {
    position: relative; display: grid; grid-template-columns: 40px minmax(0, 1fr) auto; align-items: center; column-gap: 6px;
    padding: 5px 9px; border-radius: 8px; border: 1px solid var(--border); background: var(--surface);
    font-variant-numeric: tabular-nums;
  }
  .diamonds .paytable li.hit {
    border: 2px solid var(--text); padding: 4px 8px; background: color-mix(in srgb, var(--text) 10%, var(--surface));
  }
  .diamonds .paytable .name { min-width: 0; font-size: 13px; font-weight: 600; line-height: 17px; }
  .diamonds .paytable .name small { display: block; font-size: 12px; line-height: 15px; font-weight: 400; color: var(--muted); }
  .diamonds .paytable .x { font-size: 15px; text-align: end; }
  .diamonds .pattern { display: block; width: 40px; height: 10px; color: var(--text); }
  .diamonds .pattern .a { fill: currentColor; }
  .diamonds .pattern .b { fill: var(--muted); }
  .diamonds .pattern .odd { fill: none; stroke: var(--muted); stroke-width: 1.2; }

  /* On a phone the paytable stands under the pedestals: one line a hand, so Bet stays near. */
  @container (max-width: 479px) {
    .diamonds .paytable { gap: 3px; }
    .diamonds .paytable li { padding: 3px 9px; }
    .diamonds .paytable li.hit { padding: 2px 8px; }
    .diamonds .paytable .name small { display: inline; margin-inline-start: 6px; }
  }
`;
