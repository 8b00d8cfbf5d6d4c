import { css } from 'lit';

/** A hand: cards overlapped and fanned, sized to fit the hand's width, its badge and its highlight. */
export const cardHandStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --rgs-hand-overlap: 0.56;
  }
  :host([hidden]) {
    display: none;
  }
  .hand {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
  }
  .cards {
    /* As wide as fits: n cards, each after the first showing (1 - overlap) of itself. */
    --w: min(var(--rgs-card-width, 88px), calc((100cqi - 16px) / (1 + (var(--n) - 1) * (1 - var(--rgs-hand-overlap)))));
    display: flex;
    justify-content: center;
    min-height: calc(var(--w) * 1.4);
    padding: 8px;
    border-radius: 12px;
    outline: 2px solid transparent;
    transition: outline-color 0.2s, box-shadow 0.2s, opacity 0.3s;
  }
  .slot {
    flex: none;
    width: var(--w);
    transform: rotate(calc((var(--i) - (var(--n) - 1) / 2) * var(--rgs-hand-fan, 3deg)));
    transform-origin: 50% 140%;
  }
  .slot + .slot {
    margin-left: calc(var(--w) * -1 * var(--rgs-hand-overlap));
  }
  .badge {
    font: 700 14px/1 system-ui, sans-serif;
    font-variant-numeric: tabular-nums;
    padding: 5px 11px;
    min-width: 1.5em;
    text-align: center;
    border-radius: 999px;
    color: #fff;
    background: rgb(13 17 23 / 0.9);
    box-shadow: 0 0 0 1.5px rgb(255 255 255 / 0.4);
    white-space: nowrap;
  }
  .badge.blackjack {
    color: #231600;
    background: linear-gradient(#ffd666, #e0a21c);
  }
  .badge.bust {
    background: #c9252d;
  }

  .hand-active .cards {
    outline-color: var(--rgs-accent, #58a6ff);
    box-shadow: 0 0 14px 2px color-mix(in srgb, var(--rgs-accent, #58a6ff) 45%, transparent);
  }
  .hand-won .cards {
    outline-color: #3fb950;
  }
  .hand-won .badge:not(.blackjack) {
    background: #1f7a32;
  }
  .hand-lost .cards {
    opacity: 0.55;
  }
  .hand-push .cards {
    outline-color: #9da7b3;
  }
  .hand-push .badge:not(.blackjack) {
    background: #57606a;
  }

  @media (prefers-reduced-motion: reduce) {
    .cards {
      transition: none;
    }
  }
`;
