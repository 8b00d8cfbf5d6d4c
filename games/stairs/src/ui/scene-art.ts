import { svg, type SVGTemplateResult } from 'lit';

// The pieces of the staircase scene, in flat fills with dark outlines so they read on any operator
// background. The scene is one SVG per shadow root, so its gradient ids are unique.

/** The gradients the scene paints with. */
export const sceneDefs: SVGTemplateResult = svg`<defs>
  <linearGradient id="stairs-sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" style="stop-color: var(--sky-high)" />
    <stop offset="1" style="stop-color: var(--sky-low)" />
  </linearGradient>
  <linearGradient id="stairs-riser" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c9ad7c" />
    <stop offset="1" stop-color="#8f7348" />
  </linearGradient>
  <linearGradient id="stairs-riser-lit" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffd76a" />
    <stop offset="1" stop-color="#c7912a" />
  </linearGradient>
  <linearGradient id="stairs-stringer" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#6e5a3c" />
    <stop offset="1" stop-color="#4a3b25" />
  </linearGradient>
  <radialGradient id="stairs-glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#fff3c2" stop-opacity="0.95" />
    <stop offset="0.55" stop-color="#ffd76a" stop-opacity="0.45" />
    <stop offset="1" stop-color="#ffd76a" stop-opacity="0" />
  </radialGradient>
</defs>`;

/** The climber, feet at (0, 0), about 28 high: a backpacker in a teal jacket and a red cap. */
export const climberArt: SVGTemplateResult = svg`<g class="climber-art" stroke-linejoin="round" stroke-linecap="round">
  <ellipse cx="0" cy="0.5" rx="8" ry="2.2" fill="rgb(0 0 0 / 0.35)" stroke="none" />
  <path d="M-3 -10 L-4.5 -0.5 M3 -10 L4.5 -0.5" stroke="#22252e" stroke-width="3.4" fill="none" />
  <rect x="-9.5" y="-20" width="5" height="9" rx="1.6" fill="#b4652a" stroke="#4a2508" stroke-width="1.2" />
  <rect x="-6" y="-21" width="12" height="12" rx="4.5" fill="#1fb5a5" stroke="#0a3f39" stroke-width="1.6" />
  <path d="M6 -17 L9 -12" stroke="#0a3f39" stroke-width="3" fill="none" />
  <circle cx="0" cy="-26" r="5.2" fill="#ffd9b3" stroke="#5b3a1e" stroke-width="1.4" />
  <path d="M-5.4 -27 A5.4 5.4 0 0 1 5.4 -27 L8 -26.5 L-5.4 -26.5 Z" fill="#e4572e" stroke="#6e1d08" stroke-width="1.2" />
</g>`;

/** The door at the top, its foot at (0, 0), 24 wide: wood in a stone arch, lit from behind once reached. */
export const doorArt: SVGTemplateResult = svg`<g class="door-art" stroke-linejoin="round">
  <circle class="door-glow" cx="0" cy="-20" r="34" fill="url(#stairs-glow)" />
  <path d="M-14 0 V-24 A14 14 0 0 1 14 -24 V0 Z" fill="#8f7a5a" stroke="#3b2f1d" stroke-width="2" />
  <path class="door-light" d="M-10 0 V-23 A10 10 0 0 1 10 -23 V0 Z" fill="#2a1d10" />
  <path class="door-leaf" d="M-10 0 V-23 A10 10 0 0 1 10 -23 V0 Z" fill="#7a4a22" stroke="#3b220c" stroke-width="1.4" />
  <path class="door-leaf" d="M-3.5 -30 V0 M3.5 -30 V0" stroke="#5a3515" stroke-width="1.2" />
  <circle class="door-leaf" cx="6" cy="-11" r="1.4" fill="#ffd76a" />
</g>`;

/** A marker over the stair a climb of `n` would land on: a small disc with the climb's key. */
export function markerArt(n: number): SVGTemplateResult {
  return svg`<g class="marker m${n}"><path d="M0 -3 L-4 -9 H4 Z" /><circle cx="0" cy="-16" r="7.5" /><text x="0" y="-12.6" text-anchor="middle">${n}</text></g>`;
}

const STARS = [[28, 22], [92, 46], [150, 18], [214, 38], [262, 14], [330, 30], [306, 70], [120, 92], [206, 104], [340, 122], [22, 150], [250, 150]] as const;

/** A few stars in the sky, faint. */
export const starsArt: SVGTemplateResult = svg`<g class="stars">${STARS.map(([x, y], i) => svg`<circle cx=${x} cy=${y} r=${i % 3 === 0 ? 1.6 : 1.1} />`)}</g>`;
