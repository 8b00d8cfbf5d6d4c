import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CoinSide } from '../sides';
import type { CoinPose } from './flip-timeline';

// The coin, drawn in a box of -55 … 55 around its centre (radius 50): heads is a gold coin with a
// laurelled head in profile, tails a silver coin with a crown. The two faces differ in shape as well
// as in metal, so neither colour nor its absence is needed to tell them apart. The metals are the
// coin's own colours on every theme; what surrounds it takes the theme's.

/** One metal: its face, its rim and edge, the relief struck into it and the relief's highlights. */
interface Metal {
  readonly face: string;
  readonly rim: string;
  readonly edge: string;
  readonly ink: string;
  readonly light: string;
}

const METALS: Readonly<Record<CoinSide, Metal>> = {
  heads: { face: '#f1c24f', rim: '#b98316', edge: '#8c600c', ink: '#8a5a06', light: '#ffe7a3' },
  tails: { face: '#d7dce4', rim: '#8f99a6', edge: '#626c79', ink: '#465162', light: '#f5f7fa' },
};

/** The radius of the coin in its box. */
export const COIN_RADIUS = 50;

const PROFILE =
  'M 7 -27 C -3 -31 -13 -27 -15 -17 C -16 -13 -16 -11 -18 -8 L -22 -1 L -17 1 C -18 3 -17 4 -19 6 C -17 7 -17 8 -18 10 ' +
  'C -17 13 -15 16 -10 16 C -8 19 -7 23 -7 29 L 13 29 C 11 23 12 19 15 15 C 21 9 21 -7 17 -17 C 15 -23 11 -26 7 -27 Z';
/** The laurel's leaves on the head: centre x, centre y and angle of each. */
const LAUREL: readonly (readonly [number, number, number])[] = [[-10, -26, -20], [-4, -28, -5], [3, -27, 10], [9, -24, 28], [13, -19, 45], [16, -13, 62]];
const CROWN = 'M -22 10 L -26 -14 L -12 -2 L 0 -20 L 12 -2 L 26 -14 L 22 10 Z';
/** The beads struck round the rim: 40 of them on a circle of radius 42.5. */
const BEADS = Array.from({ length: 40 }, (_, i) => {
  const a = (i / 40) * 2 * Math.PI;
  return [Number((42.5 * Math.cos(a)).toFixed(2)), Number((42.5 * Math.sin(a)).toFixed(2))] as const;
});

function heads(m: Metal): SVGTemplateResult {
  return svg`<path d=${PROFILE} fill=${m.ink} />
    <path d="M 2 -24 C 10 -20 14 -10 14 -2" fill="none" stroke=${m.light} stroke-width="1.6" stroke-linecap="round" opacity="0.8" />
    <circle cx="6" cy="-4" r="3.2" fill="none" stroke=${m.light} stroke-width="1.4" opacity="0.8" />
    ${LAUREL.map(([x, y, a]) => svg`<ellipse cx=${x} cy=${y} rx="4" ry="1.8" transform="rotate(${a} ${x} ${y})" fill=${m.light} />`)}
    <path d="M -7 24 L 13 24" stroke=${m.light} stroke-width="1.4" opacity="0.8" />`;
}

function tails(m: Metal): SVGTemplateResult {
  return svg`<path d=${CROWN} fill=${m.ink} />
    <rect x="-22" y="12" width="44" height="8" rx="1.5" fill=${m.ink} />
    <circle cx="-26" cy="-16" r="3.5" fill=${m.ink} /><circle cx="0" cy="-23" r="3.5" fill=${m.ink} /><circle cx="26" cy="-16" r="3.5" fill=${m.ink} />
    <circle cx="-11" cy="16" r="2" fill=${m.light} /><circle cx="0" cy="16" r="2" fill=${m.light} /><circle cx="11" cy="16" r="2" fill=${m.light} />`;
}

/** One face of the coin, flat on, centred on 0, 0. */
export function coinFace(side: CoinSide): SVGTemplateResult {
  const m = METALS[side];
  return svg`<g class="face ${side}">
    <circle r=${COIN_RADIUS} fill=${m.rim} /><circle r="46" fill=${m.face} />
    <circle r="39" fill="none" stroke=${m.rim} stroke-width="1.5" />
    ${BEADS.map(([x, y]) => svg`<circle cx=${x} cy=${y} r="1.5" fill=${m.rim} />`)}
    ${side === 'heads' ? heads(m) : tails(m)}
    <path d="M -33 -20 A 39 39 0 0 1 -12 -37" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round" />
  </g>`;
}

/** How much larger the coin looks at the top of its toss (nearer the player): 16 %. */
const TOSS_GROWTH = 0.16;
/** How high the coin rises in its toss. */
const RISE = 46;
/** The coin's stage: room for the coin at the top of its toss (risen and larger) and for its shadow below. */
const TOP = -Math.ceil(RISE + COIN_RADIUS * (1 + TOSS_GROWTH) + 4);
const VIEW_BOX = `-70 ${TOP} 140 ${70 - TOP}`;

/** How thick the coin is, in the units of its box: what shows of its edge when it tilts. */
const THICKNESS = 9;

/**
 * The coin in a pose of its flip: the face squashed by the turn, the edge showing below or above it
 * as it tilts, lifted and a little larger at the top of its toss (nearer the player). `rise` is how
 * far the top of the toss is above the ground, in the same units.
 */
function posedCoin(pose: CoinPose, rise: number): SVGTemplateResult {
  const m = METALS[pose.face];
  const ry = COIN_RADIUS * pose.squash;
  const dy = THICKNESS * pose.tilt;
  const scale = 1 + TOSS_GROWTH * pose.lift;
  return svg`<g transform="translate(0 ${-rise * pose.lift}) scale(${scale})">
    <ellipse cy=${dy} rx=${COIN_RADIUS} ry=${ry} fill=${m.edge} />
    <rect x=${-COIN_RADIUS} y=${Math.min(0, dy)} width=${2 * COIN_RADIUS} height=${Math.abs(dy)} fill=${m.edge} />
    <g transform="scale(1 ${Math.max(pose.squash, 0.001)})">${coinFace(pose.face)}</g>
  </g>`;
}

/**
 * The big coin on its stage, named for those who cannot see it (`label`): lying on a face between
 * flips, or in a pose of its toss, with its shadow on the ground shrinking as it rises.
 */
export function renderBigCoin(at: CoinSide | CoinPose, label: string): TemplateResult {
  const lift = typeof at === 'string' ? 0 : at.lift;
  return html`<svg class="big-coin" viewBox=${VIEW_BOX} role="img" aria-label=${label}>
    <ellipse class="shadow" cy=${COIN_RADIUS + 10} rx=${COIN_RADIUS * (0.85 - 0.35 * lift)} ry=${7 - 3 * lift} />
    ${typeof at === 'string' ? coinFace(at) : posedCoin(at, RISE)}
  </svg>`;
}
