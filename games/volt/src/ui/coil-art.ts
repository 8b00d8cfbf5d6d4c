import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { Point } from './arc-path';

// The Tesla coil, drawn in a dark chamber of its own: the arc's glow needs a dark ground on any
// operator theme, and every colour inside the chamber (copper, steel, the tags' text) is fixed
// against that ground, never against the theme's background.

/** The board's geometry, in SVG units. */
export const COIL = {
  width: 230,
  height: 460,
  /** The column's centre line. */
  x: 86,
  /** Half the column's width. */
  half: 17,
  columnTop: 100,
  columnBottom: 406,
  /** The rings' half width and half height (seen from slightly above). */
  ring: { rx: 35, ry: 7.5 },
  sphere: { x: 86, y: 62, r: 32 },
  /** The multiplier tags beside the rungs. */
  tag: { x: 150, width: 70, height: 22 },
} as const;

/** The viewBox of the whole board. */
export const COIL_VIEWBOX = `0 0 ${COIL.width} ${COIL.height}`;

/** The height of rung `k` (1 … 10); rung 0 is the base electrode, where every charge starts. */
export function rungY(k: number): number {
  return k <= 0 ? 414 : 388 - (k - 1) * 30;
}

/** Where the arc reaches the sphere's underside, in rungs: past rung 10 once the charge is at the top. */
export const SPHERE_HEIGHT = 10.8;

/** The arc's tip at `height` rungs above the base (continuous): between the rungs it passes. */
export function tipAt(height: number): Point {
  const below = Math.floor(height);
  const y = rungY(below) + (rungY(below + 1) - rungY(below)) * (height - below);
  return [COIL.x, Math.round(y * 10) / 10];
}

/** Gradients, the winding's pattern and the glow, local to the game's shadow root. */
export function renderDefs(): SVGTemplateResult {
  return svg`<defs>
    <linearGradient id="volt-chamber" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0a1022"></stop><stop offset="1" stop-color="#141d38"></stop>
    </linearGradient>
    <radialGradient id="volt-haze" cx="0.38" cy="0.3" r="0.7">
      <stop offset="0" stop-color="#1d3b6a" stop-opacity="0.55"></stop><stop offset="1" stop-color="#0a1022" stop-opacity="0"></stop>
    </radialGradient>
    <linearGradient id="volt-copper" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#4a2108"></stop><stop offset="0.28" stop-color="#b4622a"></stop>
      <stop offset="0.45" stop-color="#f0ad78"></stop><stop offset="0.62" stop-color="#c06a2e"></stop>
      <stop offset="1" stop-color="#3b1a06"></stop>
    </linearGradient>
    <pattern id="volt-winding" width="6" height="3.2" patternUnits="userSpaceOnUse">
      <rect width="6" height="1.1" fill="#2a1204" opacity="0.55"></rect>
    </pattern>
    <linearGradient id="volt-steel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f1f5f9"></stop><stop offset="0.5" stop-color="#94a3b8"></stop><stop offset="1" stop-color="#334155"></stop>
    </linearGradient>
    <linearGradient id="volt-plinth" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#475569"></stop><stop offset="1" stop-color="#111827"></stop>
    </linearGradient>
    <radialGradient id="volt-sphere" cx="0.36" cy="0.32" r="0.75">
      <stop offset="0" stop-color="#ffffff"></stop><stop offset="0.25" stop-color="#dbe3ec"></stop>
      <stop offset="0.7" stop-color="#64748b"></stop><stop offset="1" stop-color="#1e293b"></stop>
    </radialGradient>
    <radialGradient id="volt-halo">
      <stop offset="0.55" stop-color="#67e8f9" stop-opacity="0.75"></stop><stop offset="1" stop-color="#67e8f9" stop-opacity="0"></stop>
    </radialGradient>
    <filter id="volt-glow" x="-60%" y="-60%" width="220%" height="220%">
      <feGaussianBlur stdDeviation="3.2" result="blur"></feGaussianBlur>
      <feMerge><feMergeNode in="blur"></feMergeNode><feMergeNode in="SourceGraphic"></feMergeNode></feMerge>
    </filter>
  </defs>`;
}

/** Half a ring: the back (upper) half behind the column, or the front (lower) half before it. */
function ringArc(k: number, half: 'back' | 'front'): string {
  const y = rungY(k);
  const { rx, ry } = COIL.ring;
  return `M${COIL.x - rx} ${y}A${rx} ${ry} 0 0 ${half === 'back' ? 1 : 0} ${COIL.x + rx} ${y}`;
}

/** The chamber, the plinth, the copper column and the back halves of the rings: what never changes. */
export function renderCoilBody(): SVGTemplateResult {
  const { x, half, columnTop, columnBottom } = COIL;
  const rungs = Array.from({ length: 10 }, (_, i) => i + 1);
  return svg`<rect class="chamber" width=${COIL.width} height=${COIL.height} rx="14" fill="url(#volt-chamber)"></rect>
    <rect width=${COIL.width} height=${COIL.height} rx="14" fill="url(#volt-haze)"></rect>
    <g class="backs">${rungs.map((k) => svg`<path class="ring-back" d=${ringArc(k, 'back')}></path>`)}</g>
    <path class="plinth" d="M34 424L46 410H126L138 424V446H34Z" fill="url(#volt-plinth)"></path>
    <ellipse cx=${x} cy="410" rx="40" ry="6" fill="#64748b"></ellipse>
    <rect x=${x - half} y=${columnTop} width=${half * 2} height=${columnBottom - columnTop} fill="url(#volt-copper)"></rect>
    <rect x=${x - half} y=${columnTop} width=${half * 2} height=${columnBottom - columnTop} fill="url(#volt-winding)"></rect>
    <ellipse cx=${x} cy=${columnBottom} rx=${half} ry="4" fill="#3b1a06"></ellipse>
    <rect x=${x - 6} y=${COIL.sphere.y + COIL.sphere.r - 6} width="12" height=${columnTop - COIL.sphere.y - COIL.sphere.r + 8} fill="url(#volt-steel)"></rect>
    <ellipse cx=${x} cy=${columnTop} rx=${half} ry="4" fill="#f0ad78"></ellipse>`;
}

/** The front halves of the rings, each lit once the charge has reached it. */
export function renderRings(lit: number): SVGTemplateResult {
  return svg`<g class="rings">${Array.from({ length: 10 }, (_, i) => {
    const k = i + 1;
    const on = k <= lit;
    return svg`<path class="ring ${on ? 'lit' : ''}" data-rung=${k} d=${ringArc(k, 'front')} filter=${on ? 'url(#volt-glow)' : nothing}></path>`;
  })}</g>`;
}

/** The sphere on top; charged (a halo about it) once the charge has reached the top. */
export function renderSphere(charged: boolean): SVGTemplateResult {
  const { x, y, r } = COIL.sphere;
  return svg`${charged ? svg`<circle class="halo" cx=${x} cy=${y} r=${r * 1.7} fill="url(#volt-halo)"></circle>` : null}
    <circle class="sphere ${charged ? 'charged' : ''}" cx=${x} cy=${y} r=${r} fill="url(#volt-sphere)"></circle>`;
}

/**
 * The multiplier of each rung in a tag beside it, joined to its ring by a lead: dim until the charge
 * reaches the rung, lit once it has, and the rung where it stopped (`hit`) marked bright. `shown`
 * writes a multiplier as the player reads it ("0,2×" in Portuguese).
 */
export function renderTags(multipliers: readonly string[], lit: number, hit: number | null, shown: (multiplier: string) => string): SVGTemplateResult {
  const { x, width, height } = COIL.tag;
  return svg`<g class="tags">${multipliers.slice(1).map((multiplier, i) => {
    const k = i + 1;
    const y = rungY(k);
    const state = k === hit ? 'hit' : k <= lit ? 'lit' : '';
    return svg`<g class="tag ${state}" data-rung=${k}>
      <path class="lead" d=${`M${COIL.x + COIL.ring.rx + 3} ${y}H${x}`}></path>
      <rect x=${x} y=${y - height / 2} width=${width} height=${height} rx="6"></rect>
      <text x=${x + width / 2} y=${y} text-anchor="middle" dominant-baseline="central">${shown(multiplier)}</text>
    </g>`;
  })}</g>`;
}
