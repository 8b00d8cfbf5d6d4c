import { svg, type SVGTemplateResult } from 'lit';
import type { HiloCard, Suit } from '../cards';

// The small cards of the strip, drawn in SVG (not text symbols, which some systems draw as emoji).
// The big card on the table is the kit's <rgs-playing-card>. Loaded with the cards, after the page.

/** Suit shapes on a 24 × 24 box. */
const SUIT_ART: Readonly<Record<Suit, SVGTemplateResult>> = {
  H: svg`<path d="M12 21.2C5.4 15.6 2 12 2 8.1 2 5.1 4.3 2.8 7.2 2.8c2 0 3.8 1.1 4.8 2.9 1-1.8 2.8-2.9 4.8-2.9 2.9 0 5.2 2.3 5.2 5.3 0 3.9-3.4 7.5-10 13.1Z" />`,
  D: svg`<path d="M12 1.8 20.2 12 12 22.2 3.8 12Z" />`,
  S: svg`<path d="M12 1.8C9.2 5.8 3 9.4 3 14.1c0 2.8 2.2 4.8 4.9 4.8 1.5 0 2.8-.6 3.6-1.7L10.3 22.2h3.4l-1.2-5c.8 1.1 2.1 1.7 3.6 1.7 2.7 0 4.9-2 4.9-4.8C21 9.4 14.8 5.8 12 1.8Z" />`,
  C: svg`<circle cx="12" cy="6.9" r="4.6" /><circle cx="6.6" cy="13.6" r="4.6" /><circle cx="17.4" cy="13.6" r="4.6" /><circle cx="12" cy="12.4" r="2.8" /><path d="M11 13.5 9.9 22.2h4.2L13 13.5Z" />`,
};

/** Hearts and diamonds are red. */
export const isRedSuit = (suit: Suit) => suit === 'H' || suit === 'D';

/**
 * A small face-up card on a 40 × 56 box: white with a thin edge, the rank large at the top and the
 * suit under it, in red or near-black as printed. Readable at 36 px wide, on any background.
 */
export function miniCard(card: HiloCard): SVGTemplateResult {
  const ink = isRedSuit(card.suit) ? '#c8102e' : '#1b1f24';
  const wide = card.rank === '10';
  return svg`<rect x="0.75" y="0.75" width="38.5" height="54.5" rx="5" fill="#fdfdfb" stroke="#8b939c" stroke-width="1.5" />
    <text x="20" y="23" text-anchor="middle" font-size=${wide ? 17 : 20} font-weight="700" letter-spacing=${wide ? -1 : 0} fill=${ink}
      font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">${card.rank}</text>
    <g transform="translate(10.5 28) scale(0.79)" fill=${ink}>${SUIT_ART[card.suit]}</g>`;
}
