import { svg, type SVGTemplateResult } from 'lit';
import type { Hand } from '../hands';

// The paytable's picture of each hand: five small diamonds, the gems of one colour filled alike (a
// second colour shaded lighter), the odd ones out left hollow. Drawn in the theme's text colour.

/** Each hand as five marks: `a` the largest group, `b` the second group, `-` a gem of its own. */
export const HAND_PATTERNS: Readonly<Record<Hand, string>> = {
  five: 'aaaaa',
  four: 'aaaa-',
  fullHouse: 'aaabb',
  three: 'aaa--',
  twoPair: 'aabb-',
  pair: 'aa---',
  nothing: '-----',
};

/** The small picture of a hand, 60 × 14 units. */
export function renderHandPattern(hand: Hand): SVGTemplateResult {
  return svg`<svg class="pattern" viewBox="0 0 60 14" aria-hidden="true">${[...HAND_PATTERNS[hand]].map((mark, i) => {
    const x = 6 + 12 * i;
    return svg`<path class=${mark === '-' ? 'odd' : mark} d=${`M${x} 1.5L${x + 5} 7L${x} 12.5L${x - 5} 7Z`}></path>`;
  })}</svg>`;
}
