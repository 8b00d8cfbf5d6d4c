import { css } from 'lit';
import { paletteVar } from '../theme/palette-var';

/**
 * The section on the controls column (the raised surface), edged in the accent; the switch's track is
 * outlined in the border colour (3:1 on either surface) and, on, filled with the safe accent (3:1),
 * its thumb the muted text colour off (4.5:1) and the surface colour on (3:1 against the accent).
 */
export const freeBetsStyles = css`
  :host {
    display: block;
  }
  .free-bets {
    display: grid;
    gap: 4px;
    padding: 10px 12px;
    border: 2px solid ${paletteVar('--rgs-accent-safe')};
    border-radius: 10px;
    background: ${paletteVar('--rgs-surface')};
    color: ${paletteVar('--rgs-text')};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
  }
  h2 {
    margin: 0;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .left {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
  }
  .stake {
    font-size: 15px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .expires {
    color: ${paletteVar('--rgs-text-muted')};
    font-size: 12px;
  }
  button[role='switch'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    width: 100%;
    margin-top: 4px;
    font-weight: 600;
    text-align: start;
  }
  .track {
    position: relative;
    flex: none;
    width: 44px;
    height: 24px;
    box-sizing: border-box;
    border: 2px solid ${paletteVar('--rgs-border')};
    border-radius: 999px;
    background: ${paletteVar('--rgs-surface')};
  }
  .thumb {
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${paletteVar('--rgs-text-muted')};
    transition: inset-inline-start calc(150ms * var(--rgs-motion-scale, 1));
  }
  [aria-checked='true'] .track {
    border-color: ${paletteVar('--rgs-accent-safe')};
    background: ${paletteVar('--rgs-accent-safe')};
  }
  [aria-checked='true'] .thumb {
    inset-inline-start: 22px;
    background: ${paletteVar('--rgs-surface')};
  }
  @media (prefers-reduced-motion: reduce) {
    .thumb {
      transition: none;
    }
  }
`;
