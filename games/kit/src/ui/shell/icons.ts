import { svg, type SVGTemplateResult } from 'lit';

// The top bar's icons on a 20 × 20 box, drawn in currentColor so they follow the theme's text.

/** An open book: the rules. */
export const rulesIcon: SVGTemplateResult = svg`<path d="M10 5.5C8.2 4.2 5.8 3.7 3 4v11c2.8-.3 5.2.2 7 1.5 1.8-1.3 4.2-1.8 7-1.5V4c-2.8-.3-5.2.2-7 1.5zM10 5.5v11" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" />`;

/** A shield with a tick: provable fairness. */
export const fairnessIcon: SVGTemplateResult = svg`<path d="M10 2.5l6 2.3v4.6c0 3.8-2.5 6.6-6 8.1-3.5-1.5-6-4.3-6-8.1V4.8z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" /><path d="M7.2 10.2l2 2 3.8-4" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" />`;

/** A clock turning back: my bets. */
export const historyIcon: SVGTemplateResult = svg`<path d="M3.5 10a6.5 6.5 0 1 0 1.9-4.6M3.5 3.5v3.3h3.3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" /><path d="M10 6.5V10l2.5 1.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />`;

/** A lightning bolt: fast mode. */
export const fastIcon: SVGTemplateResult = svg`<path d="M11.5 2L4.5 11h5l-1 7 7-9h-5z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" />`;

/** Corners going out (or, when `exit`, coming in): full screen. */
export function fullscreenIcon(exit: boolean): SVGTemplateResult {
  return exit
    ? svg`<path d="M7.5 3v4.5H3M12.5 3v4.5H17M7.5 17v-4.5H3M12.5 17v-4.5H17" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" />`
    : svg`<path d="M3 7.5V3h4.5M17 7.5V3h-4.5M3 12.5V17h4.5M17 12.5V17h-4.5" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" />`;
}
