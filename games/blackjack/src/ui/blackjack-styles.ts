import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The table: a felt drawn in CSS, the dealer on top, the player's hands side by side (two to a row
 * on a narrow screen), and the moves and side bets in the shell's controls column. The felt is a
 * deep green of its own on every theme (it is the table, not the operator's page), so the words on
 * it are light at a fixed contrast above 4.5:1; everything off the felt takes the theme palette.
 */
export const blackjackStyles = css`
  .table-panel { display: block; }
  .table {
    --felt: #17603d;
    --felt-edge: #0b3a24;
    --on-felt: #ffffff;
    --on-felt-muted: #d9efe3;
    --rgs-card-width: 92px;
    container-type: inline-size;
    position: relative;
    display: grid;
    gap: 6px;
    justify-items: center;
    padding: 14px 10px 16px;
    color: var(--on-felt);
    border-radius: 14px 14px 44% 44% / 14px 14px 64px 64px;
    background:
      radial-gradient(120% 85% at 50% 0%, rgb(255 255 255 / 0.1), transparent 60%),
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='120'%3E%3Cfilter id='n'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='.9' numOctaves='2' stitchTiles='stitch'/%3E%3CfeColorMatrix values='0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .09 0'/%3E%3C/filter%3E%3Crect width='120' height='120' filter='url(%23n)'/%3E%3C/svg%3E"),
      radial-gradient(140% 110% at 50% 20%, var(--felt), var(--felt-edge));
    box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.07), inset 0 10px 36px rgb(0 0 0 / 0.35), 0 0 0 5px #3a2a1a;
    overflow: hidden;
  }
  .dealer, .seat { display: grid; justify-items: center; gap: 2px; width: 100%; min-width: 0; }
  .dealer { max-width: 420px; }
  .dealer rgs-card-hand, .seat rgs-card-hand { width: 100%; }
  .seat-name {
    font-size: 11px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase;
    color: var(--on-felt-muted); padding: 1px 8px; border-radius: 999px;
  }
  .seat.active .seat-name { background: var(--on-felt); color: var(--felt-edge); }
  .print { display: block; width: 100%; max-width: 440px; height: auto; margin: -4px 0 -2px; }
  .print .pays { font: 700 13px system-ui, sans-serif; letter-spacing: 0.14em; text-transform: uppercase; fill: rgb(255 255 255 / 0.55); }
  .print .rules { font: 600 8.5px system-ui, sans-serif; letter-spacing: 0.06em; text-transform: uppercase; fill: rgb(255 255 255 / 0.6); }
  .print .arc { fill: none; stroke: rgb(255 255 255 / 0.18); stroke-width: 1; }
  .status {
    margin: 0; min-height: 1.5em; text-align: center; font-weight: 600; font-size: 13px;
    padding: 3px 12px; border-radius: 999px; font-variant-numeric: tabular-nums;
  }
  .status:empty { display: none; }
  .status.is-won { background: #0f4d2c; color: #ffffff; box-shadow: inset 0 0 0 2px #7ee2a8; }
  .status.is-lost { background: rgb(10 14 20 / 0.8); color: #ffc9c4; }
  .status.is-push, .status.is-info { background: rgb(10 14 20 / 0.8); color: var(--on-felt); }
  /* Read by screen readers, unseen, holding its line so the table does not jump. */
  .status.is-quiet { opacity: 0; white-space: nowrap; overflow: hidden; max-width: 100%; }
  .spot {
    width: var(--rgs-card-width); aspect-ratio: 5 / 7; box-sizing: border-box; margin: 8px auto 40px;
    border: 2px dashed rgb(255 255 255 / 0.35); border-radius: 8px;
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
  .seat-bet { color: var(--on-felt-muted); }
  .seat-result { padding: 1px 8px; border-radius: 999px; background: rgb(10 14 20 / 0.7); }
  .seat-result strong { text-transform: uppercase; letter-spacing: 0.04em; }
  .table .is-won { color: #9ff0bd; } .table .is-push { color: #e6edf3; } .table .is-lost { color: #ffc9c4; }
  .extras { list-style: none; margin: 4px 0 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; font-size: 12px; }
  .extras li { padding: 3px 10px; border-radius: 999px; background: rgb(10 14 20 / 0.7); font-variant-numeric: tabular-nums; }

  /* Off the felt: the moves and side bets, on the theme palette. */
  .table-moves { display: grid; gap: 8px; container-type: inline-size; }
  .side-bets { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .stake-field { display: grid; gap: 4px; align-content: start; min-width: 0; }
  .stake-field label { font-weight: 600; }
  .stake-field input { width: 100%; box-sizing: border-box; min-width: 0; }
  .stake-field input[aria-invalid='true'] { border-color: ${paletteVar('--rgs-loss')}; box-shadow: 0 0 0 1px ${paletteVar('--rgs-loss')}; }
  .field-error { color: ${paletteVar('--rgs-loss')}; font-size: 12px; }
  .field-error:empty { display: none; }
  .free-bet-note { margin: 0; font-size: 12px; }
  .moves, .insurance { display: grid; gap: 8px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .move { min-height: 48px; font-weight: 600; display: flex; align-items: center; justify-content: center; gap: 6px; }
  .move .label { display: grid; justify-items: center; line-height: 1.2; min-width: 0; }
  .move .cost { font-size: 12px; font-weight: 400; white-space: nowrap; }
  .move:not(:disabled):hover { border-color: ${paletteVar('--rgs-accent-safe')}; }
  .insurance .move { border: 2px solid ${paletteVar('--rgs-accent-safe')}; }
  kbd { font: 600 10px/1 ui-monospace, monospace; padding: 2px 4px; border-radius: 4px; border: 1px solid ${paletteVar('--rgs-border')}; color: ${paletteVar('--rgs-text-muted')}; }
  @container (max-width: 260px) { kbd { display: none; } }
`;
