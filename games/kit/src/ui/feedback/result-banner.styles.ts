import { css } from 'lit';
import { paletteVar } from '../theme/palette-var';

/** The banner: a panel with an icon, the headline, the multiplier and the payout; it slides in unless motion is reduced. */
export const resultBannerStyles = [
  css`
    :host {
      display: block;
      pointer-events: none; /* it reports; it never stands between the player and the board */
    }
    :host([hidden]) {
      display: none;
    }
    .banner {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 12px;
      padding: 10px 16px;
      border: 1px solid ${paletteVar('--rgs-border')};
      border-inline-start-width: 6px;
      border-radius: 10px;
      background: ${paletteVar('--rgs-surface-raised')};
      color: ${paletteVar('--rgs-text')};
      font-weight: 600;
      font-variant-numeric: tabular-nums;
      box-shadow: 0 6px 18px rgb(0 0 0 / 0.35);
      animation: rgs-banner-in var(--_enter, 250ms) cubic-bezier(0.2, 0.8, 0.3, 1) both;
    }
    .banner.win {
      border-inline-start-color: ${paletteVar('--rgs-accent-safe')};
    }
    svg {
      width: 22px;
      height: 22px;
      flex: none;
    }
    .headline {
      font-size: 1.1em;
    }
    .multiplier,
    .payout {
      white-space: nowrap;
    }
    .tag {
      padding: 2px 8px;
      border: 1px solid ${paletteVar('--rgs-accent-safe')};
      border-radius: 999px;
      font-size: 0.85em;
      white-space: nowrap;
    }
    @keyframes rgs-banner-in {
      from {
        opacity: 0;
        transform: translateY(8px) scale(0.96);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .banner {
        animation: none;
      }
    }
  `,
];
