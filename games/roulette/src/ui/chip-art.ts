import { svg, type SVGTemplateResult } from 'lit';

/** Chip colours by the size of the stack, as a casino's denominations: blue, orange from 5, violet from 25, black from 100 (with gold inserts). */
const TIERS: readonly (readonly [from: number, base: string, edge: string])[] = [
  [100, '#15171c', '#e7c766'],
  [25, '#5b21b6', '#fff'],
  [5, '#c2410c', '#fff'],
  [1, '#1d4ed8', '#fff'],
];

/** The light on a chip's face, over its colour (its id is local to the game's shadow root). */
export const CHIP_SHINE = svg`<radialGradient id="rt-shine" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55" /><stop offset="0.6" stop-color="#fff" stop-opacity="0" /></radialGradient>`;

/** How a stack shows once the ball has settled: in play, winning (it glows) or swept off the table. */
export type StackState = 'placed' | 'won' | 'swept';

/**
 * A stack of `chips` chips of radius `r` standing at (x, y): the edge of the chip under it, the top
 * chip with its edge inserts and the count on its face. The inner group carries the state's motion
 * (a glow, a sweep), so the outer one keeps its place.
 */
export function renderStack(x: number, y: number, r: number, chips: number, state: StackState, key: string): SVGTemplateResult {
  const [, base, edge] = TIERS.find(([from]) => chips >= from)!;
  const insert = (2 * Math.PI * 0.78 * r) / 12;
  return svg`<g transform=${`translate(${x} ${y})`} data-key=${key}><g class="stack ${state}">
    <circle r=${r} cy=${r * 0.2} fill="rgb(0 0 0 / 0.38)" />
    ${chips > 1 ? svg`<circle r=${r} cy=${r * 0.13} fill=${base} stroke="#000" stroke-opacity="0.45" />` : null}
    <circle r=${r} fill=${base} stroke="#000" stroke-opacity="0.5" />
    <circle r=${r * 0.78} fill="none" stroke=${edge} stroke-width=${r * 0.24} stroke-dasharray=${`${insert} ${insert}`} />
    <circle r=${r * 0.56} fill=${base} stroke=${edge} stroke-opacity="0.7" />
    <circle r=${r} fill="url(#rt-shine)" />
    <text class="chip-count" font-size=${chips > 99 ? r * 0.62 : r * 0.78}>${chips}</text>
  </g></g>`;
}
