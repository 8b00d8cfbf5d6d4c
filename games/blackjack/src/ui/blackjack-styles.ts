import { css } from 'lit';

/**
 * The table: a felt drawn in CSS (tinted towards the theme so it sits on any operator's page), the
 * dealer on top, the player's hands side by side (two to a row on a narrow screen), and the controls.
 */
export const blackjackStyles = css`
  .table-panel { display: block; padding: 6px; }
  .table {
    --felt: color-mix(in srgb, #1d7049 62%, var(--rgs-bg-light, #161b22));
    --felt-edge: color-mix(in srgb, #0a3d26 70%, var(--rgs-bg, #0d1117));
    --rgs-card-width: 92px;
    container-type: inline-size;
    position: relative;
    display: grid;
    gap: 6px;
    justify-items: center;
    padding: 14px 10px 16px;
    border-radius: 14px 14px 44% 44% / 14px 14px 64px 64px;
    background:
      radial-gradient(120% 85% at 50% 0%, rgb(255 255 255 / 0.1), transparent 60%),
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='120'%3E%3Cfilter id='n'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='.9' numOctaves='2' stitchTiles='stitch'/%3E%3CfeColorMatrix values='0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .09 0'/%3E%3C/filter%3E%3Crect width='120' height='120' filter='url(%23n)'/%3E%3C/svg%3E"),
      radial-gradient(140% 110% at 50% 20%, var(--felt), var(--felt-edge));
    box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.07), inset 0 10px 36px rgb(0 0 0 / 0.35), 0 0 0 5px color-mix(in srgb, var(--rgs-bg, #0d1117) 55%, #3a2a1a);
    overflow: hidden;
  }
  .dealer, .seat { display: grid; justify-items: center; gap: 2px; width: 100%; min-width: 0; }
  .dealer { max-width: 420px; }
  .dealer rgs-card-hand, .seat rgs-card-hand { width: 100%; }
  .seat-name {
    font-size: 11px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase;
    color: rgb(255 255 255 / 0.7); padding: 1px 8px; border-radius: 999px;
  }
  .seat.active .seat-name { background: var(--rgs-accent, #fff); color: #0d1117; }
  .print { display: block; width: 100%; max-width: 440px; height: auto; margin: -4px 0 -2px; }
  .print .pays { font: 700 13px system-ui, sans-serif; letter-spacing: 0.14em; text-transform: uppercase; fill: color-mix(in srgb, var(--rgs-accent, #ffd33d) 55%, rgb(255 255 255 / 0.2)); }
  .print .rules { font: 600 8.5px system-ui, sans-serif; letter-spacing: 0.06em; text-transform: uppercase; fill: rgb(255 255 255 / 0.42); }
  .print .arc { fill: none; stroke: rgb(255 255 255 / 0.14); stroke-width: 1; }
  .status {
    margin: 0; min-height: 1.5em; text-align: center; font-weight: 600; font-size: 13px;
    padding: 3px 12px; border-radius: 999px; font-variant-numeric: tabular-nums;
  }
  .status:empty { visibility: hidden; }
  .status.is-won { background: #1f7a32; color: #fff; }
  .status.is-lost { background: rgb(13 17 23 / 0.75); color: #ffb3ad; }
  .status.is-push, .status.is-info { background: rgb(13 17 23 / 0.75); }
  /* Read by screen readers, unseen, holding its line so the table does not jump. */
  .status.is-quiet { opacity: 0; white-space: nowrap; overflow: hidden; max-width: 100%; }
  .spot {
    width: var(--rgs-card-width); aspect-ratio: 5 / 7; box-sizing: border-box; margin: 8px auto 40px;
    border: 2px dashed rgb(255 255 255 / 0.2); border-radius: 8px;
  }
  /* Flex, not grid: a third hand on a narrow table sits centred under the first two. */
  .seats { display: flex; flex-wrap: wrap; justify-content: center; align-items: flex-start; gap: 10px 6px; width: 100%; }
  .seats .seat { flex: 0 0 calc((100% - (var(--n, 1) - 1) * 6px) / var(--n, 1)); }
  .seats[data-n='1'] { max-width: 420px; }
  .seats[data-n='2'] { --n: 2; max-width: 640px; }
  .seats[data-n='3'] { --n: 3; }
  .seats[data-n='4'] { --n: 4; }
  @container (max-width: 479px) {
    .seats[data-n='3'], .seats[data-n='4'] { --n: 2; }
    .table { --rgs-card-width: 80px; }
  }
  .seat-bet, .seat-result { font-size: 12px; line-height: 1.3; text-align: center; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .seat-bet { color: rgb(255 255 255 / 0.8); }
  .seat-result strong { text-transform: uppercase; letter-spacing: 0.04em; }
  .is-won { color: #7ee787; } .is-push { color: #d0d7de; } .is-lost { color: #ffa198; }
  .extras { list-style: none; margin: 4px 0 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; font-size: 12px; }
  .extras li { padding: 3px 10px; border-radius: 999px; background: rgb(13 17 23 / 0.55); font-variant-numeric: tabular-nums; }

  .controls { flex: 1 1 100%; display: grid; gap: 8px; container-type: inline-size; }
  .side-bets { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .stake-field { display: grid; gap: 4px; align-content: start; min-width: 0; }
  .stake-field input { width: 100%; box-sizing: border-box; min-width: 0; }
  .stake-field input[aria-invalid='true'] { border-color: #f85149; }
  .field-error { color: #ffa198; font-size: 12px; }
  .field-error:empty { display: none; }
  .deal { width: 100%; min-height: 48px; font-size: 16px; }
  .betting { display: grid; gap: 8px; }
  @container (min-width: 560px) {
    .betting { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: end; }
  }
  .moves, .insurance { display: grid; gap: 8px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @container (min-width: 440px) { .moves { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
  .move { min-height: 48px; font-weight: 600; display: flex; align-items: center; justify-content: center; gap: 6px; }
  .move:not(:disabled):hover { border-color: var(--rgs-accent, #fff); }
  .insurance .move { border-color: color-mix(in srgb, var(--rgs-accent, #fff) 60%, transparent); }
  kbd { font: 600 10px/1 ui-monospace, monospace; padding: 2px 4px; border-radius: 4px; border: 1px solid rgb(255 255 255 / 0.3); opacity: 0.75; }
  @container (max-width: 439px) { kbd { display: none; } }
`;
