import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';

// The road's pictures a page needs only once a round is on: the barrier behind a lane crossed, the
// cars shown when a round ends, the puff of a hit, the far kerb's prize. Fetched after the first
// paint (chicken-game.ts), so the game's entry stays small; until then the road draws without them.
// Same rules as road-art.ts: dark outlines, gradients from its shared defs.

const OUTLINE = '#3b2b1e';

/**
 * The look of these pictures, shipped with them (the game's own styles keep only what the first
 * paint needs): the barrier dropping in, the car driving into its lane or fading in at the top of a
 * lane not reached, the puff of a hit, the far kerb's prize. Scaled by --s (fast mode, reduced motion).
 */
export const extrasStyles: TemplateResult = html`<style>
  .chicken .kerb.far svg { position: absolute; left: 50%; top: 50%; width: 76%; transform: translate(-50%, -62%); }
  .chicken .kerb.far .finish {
    position: absolute; left: 50%; bottom: 10px; transform: translateX(-50%); padding: 1px 8px; border-radius: 999px;
    background: #1f2328; color: #ffe27a; font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; white-space: nowrap;
  }
  .chicken .barrier { position: absolute; top: 9%; left: 6%; width: 88%; animation: drop calc(320ms * var(--s)) ease-out backwards; }
  .chicken .vehicle { position: absolute; left: 50%; width: calc(var(--lane) * 0.52); margin-left: calc(var(--lane) * -0.26); z-index: 3; }
  .chicken .lane.hit .vehicle { top: calc(50% - var(--lane) * 1.02); animation: drive calc(460ms * var(--s)) cubic-bezier(0.5, 0, 0.9, 0.6) backwards; }
  .chicken .lane.car .vehicle { top: 4%; animation: fade calc(300ms * var(--s)) ease-out calc((420ms + var(--j) * 25ms) * var(--s)) backwards; }
  .chicken .lane.car .beam { display: none; }
  .chicken .bird.hit .puff { inset: -35%; width: 170%; height: 170%; animation: puff calc(700ms * var(--s)) ease-out calc(400ms * var(--s)) both; }
  @keyframes puff { 0% { transform: scale(0.2); opacity: 0; } 25% { opacity: 1; } 100% { transform: scale(1.15) rotate(25deg); opacity: 0; } }
  @keyframes drive { from { transform: translateY(-260%); } to { transform: none; } }
  @keyframes fade { from { opacity: 0; transform: translateY(-30%); } to { opacity: 1; transform: none; } }
  @keyframes drop { from { opacity: 0; transform: translateY(-60%); } to { opacity: 1; transform: none; } }
  @media (prefers-reduced-motion: reduce) {
    .chicken .bird.hit .puff { opacity: 0; }
  }
</style>`;

/** The gradients of the pictures here: a car's sheen, glass and headlight beam, the golden egg (ids prefixed `ck-`, once per shadow root). */
export const extrasDefs: SVGTemplateResult = svg`<defs>
  <linearGradient id="ck-sheen" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28" /><stop offset="0.3" stop-color="#fff" stop-opacity="0.32" /><stop offset="0.55" stop-color="#fff" stop-opacity="0" /><stop offset="1" stop-color="#000" stop-opacity="0.3" /></linearGradient>
  <linearGradient id="ck-glass" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#5d7a99" /><stop offset="1" stop-color="#1b2633" /></linearGradient>
  <radialGradient id="ck-egg" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff8d6" /><stop offset="0.5" stop-color="#ffd24a" /><stop offset="1" stop-color="#c7860c" /></radialGradient>
  <linearGradient id="ck-beam" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff6c4" stop-opacity="0.55" /><stop offset="1" stop-color="#fff6c4" stop-opacity="0" /></linearGradient>
</defs>`;

/** Feathers and stars flying off the chicken the car hit (no harm shown, a cartoon puff). */
export const puffArt: SVGTemplateResult = svg`<g class="puff-art">
  ${[0, 50, 105, 160, 215, 270, 320].map(
    (a, i) => svg`<ellipse cx="32" cy="${10 + (i % 2) * 3}" rx="3.2" ry="8" fill="#fbf8f2" stroke="${OUTLINE}" stroke-width="1.2" transform="rotate(${a} 32 32)" />`,
  )}
  ${[25, 140, 250].map(
    (a) => svg`<polygon points="32,1 34,6 39,6 35,9 37,14 32,11 27,14 29,9 25,6 30,6" fill="#ffd43b" stroke="#8a5a00" stroke-width="1" transform="rotate(${a} 32 32)" />`,
  )}
</g>`;

/** Body colours of the cars, one per lane in turn. */
const CAR_COLOURS = ['#e63946', '#2a8ff0', '#f2b705', '#8e44ad', '#18a979', '#ff7a1a'] as const;

/** A car seen from above, driving down its lane (headlights at the bottom): 40 × 72, its colour from the lane. */
export function carArt(lane: number): SVGTemplateResult {
  const colour = CAR_COLOURS[lane % CAR_COLOURS.length]!;
  return svg`<g class="car-art">
    <polygon class="beam" points="8,66 32,66 40,92 0,92" fill="url(#ck-beam)" />
    <rect x="6" y="8" width="32" height="64" rx="9" fill="#000" opacity="0.28" />
    <g fill="#15181d">
      <rect x="1.5" y="12" width="5" height="13" rx="2" /><rect x="33.5" y="12" width="5" height="13" rx="2" />
      <rect x="1.5" y="48" width="5" height="13" rx="2" /><rect x="33.5" y="48" width="5" height="13" rx="2" />
    </g>
    <rect x="4" y="3" width="32" height="65" rx="9" fill="${colour}" stroke="#16191e" stroke-width="1.6" />
    <rect x="4" y="3" width="32" height="65" rx="9" fill="url(#ck-sheen)" />
    <path d="M9 15 Q20 11 31 15 L29 22 Q20 20 11 22 Z" fill="url(#ck-glass)" stroke="#16191e" stroke-width="1" />
    <rect x="10" y="23" width="20" height="20" rx="3" fill="${colour}" stroke="#16191e" stroke-width="0.8" />
    <rect x="10" y="23" width="20" height="20" rx="3" fill="#fff" opacity="0.14" />
    <path d="M11 45 Q20 43 29 45 L31 55 Q20 59 9 55 Z" fill="url(#ck-glass)" stroke="#16191e" stroke-width="1" />
    <path d="M13 47 L17 47 L14 53" stroke="#fff" stroke-width="1.2" fill="none" opacity="0.6" />
    <rect x="7" y="3.5" width="7" height="3" rx="1.2" fill="#ff4d4d" /><rect x="26" y="3.5" width="7" height="3" rx="1.2" fill="#ff4d4d" />
    <ellipse cx="10.5" cy="65" rx="3.6" ry="2.4" fill="#fff6c4" stroke="#8a7a2a" stroke-width="0.8" />
    <ellipse cx="29.5" cy="65" rx="3.6" ry="2.4" fill="#fff6c4" stroke="#8a7a2a" stroke-width="0.8" />
  </g>`;
}

/** The striped barrier that closes a lane behind the chicken: 64 × 22. */
export const barrierArt: SVGTemplateResult = svg`<g class="barrier-art" stroke-linejoin="round">
  <rect x="3" y="6" width="5" height="16" rx="1.5" fill="#5b616b" stroke="#22262c" stroke-width="1" />
  <rect x="56" y="6" width="5" height="16" rx="1.5" fill="#5b616b" stroke="#22262c" stroke-width="1" />
  <rect x="1" y="3" width="62" height="9" rx="2" fill="#fafafa" stroke="#22262c" stroke-width="1.2" />
  <g fill="#e23b2e">${[0, 14, 28, 42].map((x) => svg`<polygon points="${x + 4},3.6 ${x + 11},3.6 ${x + 6},11.4 ${x - 1},11.4" />`)}<polygon points="60,3.6 62.4,3.6 62.4,5 57.5,11.4 55,11.4" /></g>
  <circle cx="5.5" cy="7.5" r="1.8" fill="#ffcf33" /><circle cx="58.5" cy="7.5" r="1.8" fill="#ffcf33" />
</g>`;

/** The far kerb's prize: a nest with a golden egg, under a chequered flag: 64 × 96. */
export const finishArt: SVGTemplateResult = svg`<g class="finish-art" stroke-linejoin="round">
  <rect x="12" y="6" width="2.5" height="40" fill="#5b4630" />
  <g stroke="#22262c" stroke-width="0.8">
    <rect x="14.5" y="6" width="24" height="15" fill="#fff" />
    ${[0, 1, 2].map((row) => [0, 1, 2, 3].map((col) => ((row + col) % 2 === 0 ? svg`<rect x="${14.5 + col * 6}" y="${6 + row * 5}" width="6" height="5" fill="#1f2328" stroke="none" />` : svg``)))}
  </g>
  <ellipse cx="32" cy="78" rx="22" ry="9" fill="#8a5a2b" stroke="#3e2711" stroke-width="1.5" />
  <path d="M12 74 C20 84 44 84 52 74" fill="none" stroke="#c08a4f" stroke-width="2" />
  <path d="M14 76 C22 70 28 80 36 72 C40 76 46 72 50 76" fill="none" stroke="#6b4220" stroke-width="1.5" />
  <ellipse cx="32" cy="64" rx="11" ry="14" fill="url(#ck-egg)" stroke="#7a4f00" stroke-width="1.6" />
  <ellipse cx="28" cy="58" rx="3" ry="4.5" fill="#fff" opacity="0.6" />
</g>`;
