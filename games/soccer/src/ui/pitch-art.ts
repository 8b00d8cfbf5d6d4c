import { svg, type SVGTemplateResult } from 'lit';
import { MOUTH } from './kick-timeline';

// The pictures of the scene, on its 400 × 250 box: a floodlit stadium at night, the goal and its net,
// the keeper and the ball. Colours are the picture's own (it reads the same on any operator's theme);
// ids are safe, the scene's SVG being alone in its shadow root.

const { x: GX, y: GY, width: GW, height: GH } = MOUTH;
const GOAL_LINE = GY + GH;

/** Gradients and patterns the scene paints with. */
export const sceneDefs: SVGTemplateResult = svg`<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0b1630" /><stop offset="1" stop-color="#1d2c4f" />
  </linearGradient>
  <radialGradient id="flood" cx="0.5" cy="0" r="0.6">
    <stop offset="0" stop-color="#fff7d6" stop-opacity="0.55" /><stop offset="1" stop-color="#fff7d6" stop-opacity="0" />
  </radialGradient>
  <pattern id="crowd" width="14" height="9" patternUnits="userSpaceOnUse">
    <circle cx="3" cy="3" r="2.2" fill="#c0504d" opacity="0.55" /><circle cx="10" cy="3.5" r="2.2" fill="#e8e2d0" opacity="0.4" />
    <circle cx="6.5" cy="7.5" r="2.2" fill="#3d6fb6" opacity="0.55" /><circle cx="13.5" cy="8" r="2" fill="#f2c14e" opacity="0.45" />
  </pattern>
  <linearGradient id="boards" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#0e5c8f" /><stop offset="0.5" stop-color="#1b86c4" /><stop offset="1" stop-color="#0e5c8f" />
  </linearGradient>
  <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1f7a3a" /><stop offset="1" stop-color="#2f9e4d" />
  </linearGradient>
  <pattern id="mesh" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <path d="M0 0 H9 M0 0 V9" stroke="#ffffff" stroke-width="0.9" opacity="0.45" fill="none" />
  </pattern>
  <linearGradient id="post" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" /><stop offset="0.6" stop-color="#e9eef5" /><stop offset="1" stop-color="#9aa6b8" />
  </linearGradient>
  <linearGradient id="jersey" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffb02e" /><stop offset="1" stop-color="#e0651b" />
  </linearGradient>
  <radialGradient id="leather" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="#ffffff" /><stop offset="0.7" stop-color="#e6e9ef" /><stop offset="1" stop-color="#a9b0bd" />
  </radialGradient>
  <clipPath id="ball-clip"><circle r="10" /></clipPath>
</defs>`;

/** Grass stripes, nearer ones taller: where each band of the pitch starts, from the boards down. */
const STRIPES = [128, 136, 146, 158, 172, 188, 206, 226, 250];

/** Everything that never moves: stands, boards, pitch and its lines, the back of the net. */
export const stadiumArt: SVGTemplateResult = svg`<g class="stadium">
  <rect width="400" height="130" fill="url(#sky)" />
  <rect y="26" width="400" height="88" fill="url(#crowd)" />
  <ellipse cx="40" cy="0" rx="120" ry="70" fill="url(#flood)" />
  <ellipse cx="360" cy="0" rx="120" ry="70" fill="url(#flood)" />
  <rect y="112" width="400" height="16" fill="url(#boards)" />
  <path d="M0 112 H400" stroke="#0a3a5c" stroke-width="1" />
  <g fill="#ffffff" opacity="0.85">
    ${[18, 118, 218, 318].map((x) => svg`<rect x=${x} y="117.5" width="44" height="5" rx="2.5" /><rect x=${x + 50} y="117.5" width="22" height="5" rx="2.5" opacity="0.6" />`)}
  </g>
  <rect y="128" width="400" height="122" fill="url(#grass)" />
  ${STRIPES.slice(0, -1).map((top, i) => (i % 2 === 0 ? svg`<rect y=${top} width="400" height=${STRIPES[i + 1]! - top} fill="#ffffff" opacity="0.06" />` : null))}
  <g stroke="#f4f7f2" stroke-width="2" fill="none" opacity="0.9" stroke-linecap="round">
    <path d="M0 ${GOAL_LINE} H400" />
    <path d="M22 ${GOAL_LINE} L6 178 H394 L378 ${GOAL_LINE}" />
  </g>
  <ellipse cx="200" cy="233" rx="3.5" ry="1.6" fill="#f4f7f2" />
  <g class="net">
    <rect x=${GX} y=${GY} width=${GW} height=${GH} fill="#0b1a12" opacity="0.55" />
    <rect x=${GX} y=${GY} width=${GW} height=${GH} fill="url(#mesh)" />
    <path d="M${GX} ${GY} L${GX + 12} ${GY + 8} V${GOAL_LINE - 4} L${GX} ${GOAL_LINE} Z M${GX + GW} ${GY} L${GX + GW - 12} ${GY + 8} V${GOAL_LINE - 4} L${GX + GW} ${GOAL_LINE} Z"
      fill="#ffffff" opacity="0.12" />
    <path d="M${GX + 12} ${GY + 8} H${GX + GW - 12}" stroke="#ffffff" stroke-width="1" opacity="0.35" />
  </g>
</g>`;

/** The posts and the bar, drawn over the net and the ball in it. */
export const frameArt: SVGTemplateResult = svg`<g class="frame">
  <rect x=${GX - 6} y=${GY - 6} width="6" height=${GH + 6} rx="1.5" fill="url(#post)" />
  <rect x=${GX + GW} y=${GY - 6} width="6" height=${GH + 6} rx="1.5" fill="url(#post)" />
  <rect x=${GX - 6} y=${GY - 6} width=${GW + 12} height="6" rx="1.5" fill="#f3f6fa" />
  <path d="M${GX - 6} ${GY} H${GX + GW + 6}" stroke="#8c98ab" stroke-width="1" />
  <ellipse cx=${GX - 3} cy=${GOAL_LINE + 1} rx="6" ry="1.6" fill="#000000" opacity="0.3" />
  <ellipse cx=${GX + GW + 3} cy=${GOAL_LINE + 1} rx="6" ry="1.6" fill="#000000" opacity="0.3" />
</g>`;

/** The keeper, facing the shooter, centred on his body: arms up and out, gloves open, ready. */
export const keeperArt: SVGTemplateResult = svg`<g class="keeper-art" stroke-linejoin="round" stroke-linecap="round">
  <g stroke="#23262d" stroke-width="1.5">
    <rect x="-11" y="10" width="8" height="26" rx="3.5" fill="#f1f3f6" />
    <rect x="3" y="10" width="8" height="26" rx="3.5" fill="#f1f3f6" />
    <ellipse cx="-7" cy="37" rx="6" ry="3" fill="#1c1f26" />
    <ellipse cx="7" cy="37" rx="6" ry="3" fill="#1c1f26" />
    <path d="M-13 4 H13 L12 16 H1 L0 12 L-1 16 H-12 Z" fill="#262b36" />
  </g>
  <path d="M-13 -19 L-28 -33" stroke="#23262d" stroke-width="9" />
  <path d="M13 -19 L28 -33" stroke="#23262d" stroke-width="9" />
  <path d="M-13 -19 L-28 -33" stroke="#f08a24" stroke-width="6" />
  <path d="M13 -19 L28 -33" stroke="#f08a24" stroke-width="6" />
  <path d="M-15 -21 Q0 -25 15 -21 L13 6 H-13 Z" fill="url(#jersey)" stroke="#23262d" stroke-width="1.5" />
  <path d="M-15 -12 H15" stroke="#1f2a44" stroke-width="3" opacity="0.8" />
  <text x="0" y="1" font-size="11" font-weight="800" text-anchor="middle" fill="#1f2a44" font-family="system-ui, sans-serif">1</text>
  <g stroke="#1d3b12" stroke-width="1.5">
    <path d="M-35 -38 q-2 -7 3 -8 q1 -3 4 -2 q2 -3 5 -1 q4 -1 4 4 l1 6 q-3 5 -9 5 q-6 0 -8 -4 Z" fill="#b6f04a" />
    <path d="M35 -38 q2 -7 -3 -8 q-1 -3 -4 -2 q-2 -3 -5 -1 q-4 -1 -4 4 l-1 6 q3 5 9 5 q6 0 8 -4 Z" fill="#b6f04a" />
  </g>
  <rect x="-3.5" y="-26" width="7" height="6" fill="#c98d62" />
  <circle cx="0" cy="-31" r="8.5" fill="#d9a074" stroke="#23262d" stroke-width="1.5" />
  <path d="M-8.5 -32 Q-8 -41 0 -41 Q8 -41 8.5 -32 Q4 -36 -8.5 -32 Z" fill="#2b1d14" />
</g>`;

/** The ball, centred: white leather, a black pentagon and the edges of its neighbours, a highlight. */
export const ballArt: SVGTemplateResult = svg`<g class="ball-art">
  <circle r="10" fill="url(#leather)" stroke="#3a3f4a" stroke-width="1" />
  <g clip-path="url(#ball-clip)" fill="#20242c">
    <polygon points="0,-4 3.8,-1.2 2.4,3.2 -2.4,3.2 -3.8,-1.2" />
    <polygon points="0,-11 3.5,-8.5 0,-7 -3.5,-8.5" />
    <polygon points="10.5,-3 9,2 7.2,0.6 8,-3.6" />
    <polygon points="6.6,9 3,10.6 3.6,7 6.8,5.6" />
    <polygon points="-6.6,9 -3,10.6 -3.6,7 -6.8,5.6" />
    <polygon points="-10.5,-3 -9,2 -7.2,0.6 -8,-3.6" />
  </g>
  <ellipse cx="-3.5" cy="-5" rx="3" ry="1.8" fill="#ffffff" opacity="0.8" />
</g>`;

/** A keeper's glove, for the zones he covered: an open palm in lime with a dark outline. */
export const gloveArt: SVGTemplateResult = svg`<svg class="glove" viewBox="0 0 48 52" aria-hidden="true" focusable="false"><g class="glove-art" stroke="#1d3b12" stroke-width="2" stroke-linejoin="round">
  <path d="M12 30 V14 a3 3 0 0 1 6 0 V24 V9 a3 3 0 0 1 6 0 V24 V8 a3 3 0 0 1 6 0 V24 V11 a3 3 0 0 1 6 0 V30 q0 10 -10 12 h-6 q-8 -1 -10 -8 l-6 -10 a3 3 0 0 1 5 -3 Z" fill="#b6f04a" />
  <path d="M14 44 h20 v6 h-20 Z" fill="#2b3a1f" />
</g></svg>`;
