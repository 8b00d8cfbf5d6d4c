import { svg, type SVGTemplateResult } from 'lit';

/** Chips drawn in a stack at most: more are told by the count beside it. */
export const STACK_MAX = 5;
/** How far each chip of a stack sits above the one under it, in the stack's units. */
const LIFT = 4.5;

/**
 * The chips' shading, once per board (ids are local to the game's shadow root): the face lit from the
 * top left, the edge darker below. One chip colour (a casino's burgundy with cream edge inserts):
 * every chip on the table is worth the same, the amount.
 */
export function renderChipDefs(): SVGTemplateResult {
  return svg`<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>
    <radialGradient id="chip-face" cx="38%" cy="30%" r="75%">
      <stop offset="0" stop-color="#e0525a"></stop><stop offset="0.55" stop-color="#b3202c"></stop><stop offset="1" stop-color="#7d1018"></stop>
    </radialGradient>
    <linearGradient id="chip-edge" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#5e0a12"></stop><stop offset="0.35" stop-color="#9c1a25"></stop><stop offset="1" stop-color="#4f0810"></stop>
    </linearGradient>
    <radialGradient id="chip-inlay" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#fff7e6"></stop><stop offset="1" stop-color="#e9d7b0"></stop>
    </radialGradient>
  </defs></svg>`;
}

/** One chip seen from above at an angle, its top centred on (24, y): edge, cream inserts, face, dashed ring and inlay. */
function chip(y: number): SVGTemplateResult {
  return svg`<g class="chip">
    <path d=${`M5 ${y}v5a19 7.5 0 0 0 38 0v-5z`} fill="url(#chip-edge)"></path>
    <path d=${`M9.5 ${y + 4.4}v4.2M19 ${y + 6.9}v4.3M29 ${y + 6.9}v4.3M38.5 ${y + 4.4}v4.2`} stroke="#f3e6c8" stroke-width="3.2"></path>
    <ellipse cx="24" cy=${y} rx="19" ry="7.5" fill="url(#chip-face)" stroke="#5e0a12" stroke-width="0.8"></ellipse>
    <ellipse cx="24" cy=${y} rx="15.5" ry="6" fill="none" stroke="#f3e6c8" stroke-width="2.4" stroke-dasharray="4.2 3.9"></ellipse>
    <ellipse cx="24" cy=${y} rx="9.5" ry="3.7" fill="url(#chip-inlay)" stroke="#7d1018" stroke-width="0.6"></ellipse>
  </g>`;
}

/** A stack of `count` chips (at most STACK_MAX drawn), bottom first, in a 48 × 40 box; nothing for none. */
export function renderChipStack(count: number): SVGTemplateResult | null {
  if (count <= 0) return null;
  const drawn = Math.min(count, STACK_MAX);
  const base = 26;
  return svg`<svg class="stack" viewBox="0 0 48 40" aria-hidden="true" focusable="false">
    <ellipse cx="24" cy=${base + 6} rx="20" ry="6" fill="rgb(0 0 0 / 0.35)"></ellipse>
    ${Array.from({ length: drawn }, (_, i) => chip(base - i * LIFT))}
  </svg>`;
}
