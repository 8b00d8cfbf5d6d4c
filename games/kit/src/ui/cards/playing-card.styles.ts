import { css } from 'lit';

/** The card's box, its two sides, and the flip and deal animations (none under reduced motion). */
export const playingCardStyles = css`
  :host {
    display: block;
    width: var(--rgs-card-width, 100%);
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none;
  }
  .card {
    position: relative;
    aspect-ratio: 5 / 7;
    perspective: 900px;
    filter: drop-shadow(0 1px 1.5px rgb(0 0 0 / 0.35)) drop-shadow(0 3px 6px rgb(0 0 0 / 0.18));
  }
  .flipper {
    position: absolute;
    inset: 0;
    transform-style: preserve-3d;
  }
  .side {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
    backface-visibility: hidden;
    -webkit-backface-visibility: hidden;
  }
  .rear {
    transform: rotateY(180deg);
  }
  .tint {
    fill: var(--rgs-accent, #1f4fb8);
  }
  .logo-plate {
    fill: var(--rgs-bg, #0d1117);
  }
  text {
    font-kerning: normal;
  }

  /* Turning over: the side showing now starts turned away and comes round, lifting a little. */
  .flip-up,
  .flip-down {
    animation: rgs-card-flip calc(460ms * var(--rgs-motion-scale, 1)) cubic-bezier(0.3, 0.7, 0.35, 1) both;
  }
  /* A card dealt face up leaves the shoe face down and turns as it lands. */
  .dealing .flip-up {
    animation-delay: calc(var(--rgs-deal-delay, 0ms) + 220ms * var(--rgs-motion-scale, 1));
  }
  @keyframes rgs-card-flip {
    from {
      transform: rotateY(-180deg) scale(1);
    }
    50% {
      transform: rotateY(-90deg) scale(1.08);
    }
    to {
      transform: rotateY(0deg) scale(1);
    }
  }

  /* Dealing: out of the shoe (up and to the right unless the game says where), spinning slightly. */
  .dealing {
    animation: rgs-card-deal calc(420ms * var(--rgs-motion-scale, 1)) cubic-bezier(0.2, 0.75, 0.25, 1) both;
    animation-delay: var(--rgs-deal-delay, 0ms);
  }
  @keyframes rgs-card-deal {
    from {
      transform: translate(var(--rgs-deal-from-x, 180%), var(--rgs-deal-from-y, -160%)) rotate(-18deg);
      opacity: 0;
    }
    25% {
      opacity: 1;
    }
    to {
      transform: none;
      opacity: 1;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .dealing,
    .flip-up,
    .flip-down {
      animation: none;
    }
  }
`;
