import { paletteVar } from '@rgs/game-kit/ui';
import { css } from 'lit';

/**
 * The baccarat table and its settings, every rule under `.table-panel` or `.baccarat-settings` so
 * nothing leaks into the shell's markup. The felt is a deep green of its own on every theme (it is
 * the table, not the operator's page), with a padded rail around it; the words printed on it are
 * light at a fixed contrast above 4.5:1, and the card backs and the shoe's next card take the
 * operator's accent. Off the felt (the outcome line, the settings) everything is the theme palette.
 * Wide, the hands sit left and right of the shoe; on a narrow table they stack, the shoe beside them,
 * and on a phone each hand's name and total stand above its cards.
 *
 * (No comments inside the CSS: they would ship in the page's bundle.) The table hides what overflows
 * it, so a card on its way from the shoe never widens the page. The rail is box shadows: leather lit
 * from above, a brass bead inside. The third card lies sideways, as at a real table; each card slides
 * in from the shoe's side (a sideways card's axes are turned). The felt's print is on top, where the
 * shell's result banner comes down over it for a moment without hiding a card. Each spot's button
 * covers the whole printed area; its odds and chips lie on it and let clicks through, and an unseen
 * copy of its name holds the room the button's name takes over it (one line or two).
 */
export const baccaratStyles = css`
  .table-panel { display: block; padding: 8px; }
  .table {
    --felt: #11603d;
    --felt-edge: #073321;
    --on-felt: #ffffff;
    --on-felt-muted: #e4f2ea;
    --gold: #e8cd86;
    --card-w: 62px;
    container-type: inline-size;
    position: relative;
    overflow: hidden;
    display: grid;
    gap: 8px;
    padding: 14px 12px 14px;
    margin: 6px;
    color: var(--on-felt);
    border-radius: 22px;
    background:
      radial-gradient(120% 80% at 50% 0%, rgb(255 255 255 / 0.12), transparent 62%),
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='120'%3E%3Cfilter id='n'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='.9' numOctaves='2' stitchTiles='stitch'/%3E%3CfeColorMatrix values='0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .09 0'/%3E%3C/filter%3E%3Crect width='120' height='120' filter='url(%23n)'/%3E%3C/svg%3E"),
      radial-gradient(140% 110% at 50% 25%, var(--felt), var(--felt-edge));
    box-shadow:
      inset 0 0 0 1.5px rgb(232 205 134 / 0.55),
      inset 0 12px 40px rgb(0 0 0 / 0.38),
      0 0 0 3px #2a160a,
      0 0 0 7px #5a3119,
      0 -2px 0 7px #7a4526,
      0 4px 0 7px #2a160a,
      0 8px 18px 7px rgb(0 0 0 / 0.35);
  }
  .table svg.defs { position: absolute; width: 0; height: 0; }

  .coup {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 84px minmax(0, 1fr);
    grid-template-areas: 'player shoe banker';
    align-items: start;
    gap: 8px;
  }
  .shoe { grid-area: shoe; display: flex; justify-content: center; padding-top: 18px; }
  .shoe-art { display: block; width: 84px; height: auto; filter: drop-shadow(0 2px 3px rgb(0 0 0 / 0.35)); }
  .shoe-art .tint { fill: var(--rgs-accent, #1f4fb8); }
  .hand {
    display: grid;
    justify-items: center;
    gap: 6px;
    min-width: 0;
    padding: 6px 6px 8px;
    border-radius: 14px;
    border: 1.5px solid rgb(232 205 134 / 0.45);
    transition: box-shadow 240ms ease, border-color 240ms ease;
  }
  .hand.player { grid-area: player; }
  .hand.banker { grid-area: banker; }
  .hand.won { border-color: var(--gold); box-shadow: 0 0 0 1.5px var(--gold), 0 0 22px rgb(255 215 106 / 0.45); }
  .hand-head { display: flex; align-items: center; gap: 8px; }
  .hand-name { font-size: 13px; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: var(--on-felt-muted); }
  .hand .total {
    display: inline-grid; place-items: center; min-width: 30px; height: 30px; box-sizing: border-box; border-radius: 50%;
    font: 800 17px/1 system-ui, sans-serif; font-variant-numeric: tabular-nums;
    color: #1c1204; background: radial-gradient(circle at 35% 30%, #fff4cf, var(--gold) 60%, #b18a35);
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.45);
  }
  .hand .total.empty { background: rgb(0 0 0 / 0.25); box-shadow: inset 0 0 0 1.5px rgb(232 205 134 / 0.45); }
  .cards { display: flex; align-items: center; gap: 5px; height: calc(var(--card-w) * 1.4); }
  .slot {
    position: relative; flex: none; box-sizing: border-box; width: var(--card-w); height: calc(var(--card-w) * 1.4);
    border-radius: 6px; border: 1.5px dashed rgb(255 255 255 / 0.22);
  }
  .slot-2 { width: calc(var(--card-w) * 1.4); height: var(--card-w); border-style: dotted; border-color: rgb(255 255 255 / 0.12); }
  .slot:has(rgs-playing-card) { border-color: transparent; }
  .slot rgs-playing-card { --rgs-card-width: var(--card-w); position: absolute; inset: 0 auto auto 0; }
  .slot-2 rgs-playing-card { left: calc(var(--card-w) * 0.2); top: calc(var(--card-w) * -0.2); transform: rotate(90deg); }
  .player .slot rgs-playing-card { --rgs-deal-from-x: 230%; --rgs-deal-from-y: -20%; }
  .player .slot-2 rgs-playing-card { --rgs-deal-from-x: -20%; --rgs-deal-from-y: -160%; }
  .banker .slot rgs-playing-card { --rgs-deal-from-x: -150%; --rgs-deal-from-y: -20%; }
  .banker .slot-2 rgs-playing-card { --rgs-deal-from-x: -20%; --rgs-deal-from-y: 230%; }

  .verdict {
    justify-self: center; margin: 0; min-height: 30px; box-sizing: border-box; padding: 4px 16px; border-radius: 999px;
    display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px;
    background: rgb(5 12 9 / 0.6); font-weight: 600; text-align: center; font-variant-numeric: tabular-nums;
  }
  .verdict strong { text-transform: uppercase; letter-spacing: 0.08em; }
  .verdict.is-player strong { color: #b9d7ff; }
  .verdict.is-banker strong { color: #ffc4c4; }
  .verdict.is-tie strong { color: #bff5d2; }
  .verdict.is-quiet { color: var(--on-felt-muted); font-weight: 500; }
  .verdict .extra { padding: 1px 8px; border-radius: 999px; background: var(--gold); color: #24180a; font-size: 12px; font-weight: 700; }

  .print { display: block; width: 100%; max-width: 420px; height: auto; margin: -6px auto -6px; }
  .print .name { font: 700 15px Georgia, 'Times New Roman', serif; letter-spacing: 0.32em; text-transform: uppercase; fill: rgb(232 205 134 / 0.7); }
  .print .rules { font: 600 10px system-ui, sans-serif; letter-spacing: 0.02em; fill: rgb(255 255 255 / 0.85); }
  .print .arc { fill: none; stroke: rgb(232 205 134 / 0.35); stroke-width: 1; }

  .spots { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 8px; }
  .spot {
    position: relative; display: flex; flex-direction: column; align-items: center; gap: 1px;
    min-width: 0; min-height: 80px; box-sizing: border-box; padding: 6px 4px 4px; border-radius: 12px;
    color: var(--on-felt); background: rgb(0 0 0 / 0.16); border: 1.5px solid rgb(232 205 134 / 0.7);
    text-align: center; line-height: 1.2;
    transition: background-color 160ms ease, box-shadow 240ms ease;
  }
  .spot button {
    position: absolute; inset: 0; display: flex; align-items: flex-start; justify-content: center;
    min-height: 0; min-width: 0; padding: 6px 4px 0; margin: 0; border: 0; border-radius: inherit;
    color: inherit; background: transparent; font-weight: 400; line-height: 1.2;
  }
  .spot-odds, .spot-chips { position: relative; pointer-events: none; }
  .spot-name.spacer { visibility: hidden; }
  .spot.playerPair, .spot.tie, .spot.bankerPair { grid-column: span 2; }
  .spot.player, .spot.banker { grid-column: span 3; min-height: 88px; }
  .spot.player { background: linear-gradient(180deg, rgb(48 102 214 / 0.36), rgb(18 52 140 / 0.36)); }
  .spot.banker { background: linear-gradient(180deg, rgb(214 58 58 / 0.34), rgb(140 22 22 / 0.34)); }
  .spot.tie { background: linear-gradient(180deg, rgb(232 205 134 / 0.2), rgb(232 205 134 / 0.08)); }
  .spot button:hover:not(:disabled) { background-color: rgb(255 255 255 / 0.1); }
  .spot button:focus-visible { outline: 3px solid #ffffff; outline-offset: 3px; }
  .spot:has(button:disabled) { opacity: 0.8; }
  .spot-name { font-size: 12px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; overflow-wrap: anywhere; }
  .spot.player .spot-name, .spot.banker .spot-name { font-size: 15px; letter-spacing: 0.14em; }
  .spot-odds { font-size: 12px; color: #fbefcd; font-variant-numeric: tabular-nums; }
  .spot-chips { display: flex; flex: 1; align-items: center; justify-content: center; gap: 2px; min-height: 38px; }
  .spot-chips .stack { width: 44px; height: 37px; }
  .spot-chips .count { font-size: 12px; font-weight: 700; padding: 1px 6px; border-radius: 999px; background: rgb(0 0 0 / 0.55); font-variant-numeric: tabular-nums; }
  .spot.won { border-color: #ffd76a; box-shadow: 0 0 0 2px #ffd76a, 0 0 20px 4px rgb(255 215 106 / 0.55); animation: glow 1.1s ease-in-out 3; }
  .spot.push { border-color: #ffffff; box-shadow: 0 0 0 2px rgb(255 255 255 / 0.75); }
  @keyframes glow {
    50% { box-shadow: 0 0 0 2px #ffd76a, 0 0 30px 10px rgb(255 215 106 / 0.7); }
  }

  @container (max-width: 539px) {
    .table { --card-w: 50px; padding: 12px 10px; }
    .coup { grid-template-columns: minmax(0, 1fr) 58px; grid-template-areas: 'player shoe' 'banker shoe'; align-items: center; }
    .shoe { padding-top: 0; }
    .shoe-art { width: 58px; }
    .hand { grid-template-columns: auto 1fr; justify-items: start; align-items: center; }
    .hand-head { flex-direction: column; gap: 4px; min-width: 64px; }
    .hand-name { font-size: 11px; letter-spacing: 0.08em; }
    .cards { justify-self: center; }
    .player .slot rgs-playing-card, .banker .slot rgs-playing-card { --rgs-deal-from-x: 260%; }
    .player .slot rgs-playing-card { --rgs-deal-from-y: 30%; }
    .banker .slot rgs-playing-card { --rgs-deal-from-y: -70%; }
    .player .slot-2 rgs-playing-card { --rgs-deal-from-x: 30%; --rgs-deal-from-y: -190%; }
    .banker .slot-2 rgs-playing-card { --rgs-deal-from-x: -70%; --rgs-deal-from-y: -190%; }
    .spots { gap: 6px; }
    .spot { min-height: 80px; }
    .spot-name { font-size: 10.5px; letter-spacing: 0.04em; }
    .spot.player .spot-name, .spot.banker .spot-name { font-size: 13px; letter-spacing: 0.1em; }
    .spot-chips .stack { width: 38px; height: 32px; }
  }
  @container (max-width: 399px) {
    .coup { grid-template-columns: minmax(0, 1fr) 48px; gap: 6px; }
    .shoe-art { width: 48px; }
    .hand { grid-template-columns: minmax(0, 1fr); justify-items: center; gap: 4px; padding: 4px 4px 6px; }
    .hand-head { flex-direction: row; min-width: 0; }
  }

  .table-panel .outcome {
    margin: 10px 0 0; min-height: 40px; box-sizing: border-box; padding: 9px 12px; border-radius: 8px; text-align: center;
    font-weight: 600; border: 1px solid transparent;
  }
  .table-panel .outcome.win { border-color: ${paletteVar('--rgs-win')}; background: color-mix(in srgb, ${paletteVar('--rgs-win')} 14%, transparent); }
  .table-panel .outcome.even { border-color: ${paletteVar('--rgs-border')}; }
  .table-panel .outcome.loss { border-color: ${paletteVar('--rgs-loss')}; background: color-mix(in srgb, ${paletteVar('--rgs-loss')} 10%, transparent); }

  .baccarat-settings { display: grid; gap: 8px; }
  .baccarat-settings .total { margin: 0; display: flex; justify-content: space-between; gap: 8px; font-variant-numeric: tabular-nums; }
  .baccarat-settings .total strong { color: ${paletteVar('--rgs-text')}; }
  .baccarat-settings .chip-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
  .baccarat-settings .hint { margin: 0; font-size: 12px; }

  @media (prefers-reduced-motion: reduce) {
    .spot.won { animation: none; }
    .hand, .spot { transition: none; }
  }
`;
