import { svg, type SVGTemplateResult } from 'lit';
import type { BallPose, Point } from './drop-motion';
import { RING_TEXT, ringColour } from './ring-colour';
import { textWidth, type RingLabel } from './ring-labels';

/** The target's sizes, in SVG units: the viewBox is centred on the bullseye. */
export const BOARD = { radius: 140, rim: 147, ball: 7 } as const;

/** The viewBox: the disc and its rim (the ball's shadow may fall past it: the SVG does not clip). */
export const BOARD_VIEWBOX = '-150 -150 300 300';

const round = (n: number) => Math.round(n * 100) / 100;

/** A ring as one shape: the disc of `outer` less the disc of `inner` (even-odd), so each zone dims on its own. */
export function annulusPath(inner: number, outer: number): string {
  const o = round(outer);
  const disc = `M${o} 0A${o} ${o} 0 1 1 ${-o} 0A${o} ${o} 0 1 1 ${o} 0Z`;
  if (inner <= 0) return disc;
  const i = round(inner);
  return `${disc}M${i} 0A${i} ${i} 0 1 0 ${-i} 0A${i} ${i} 0 1 0 ${i} 0Z`;
}

/**
 * The target's paints (ids local to the game's shadow root): the hatching of the bare band in the
 * theme's colours, the light falling on the board from the upper left, the steel rim, the steel
 * ball, its soft shadow, and the glow of the ring hit.
 */
export function renderDefs(): SVGTemplateResult {
  return svg`<defs>
    <pattern id="drop-miss" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect class="miss-ground" width="7" height="7"></rect><rect class="miss-stripe" width="2.2" height="7"></rect>
    </pattern>
    <radialGradient id="drop-sheen" cx="0.34" cy="0.3" r="0.85">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"></stop>
      <stop offset="0.45" stop-color="#fff" stop-opacity="0"></stop>
      <stop offset="0.8" stop-color="#000" stop-opacity="0.06"></stop>
      <stop offset="1" stop-color="#000" stop-opacity="0.24"></stop>
    </radialGradient>
    <linearGradient id="drop-rim" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#aeb7c4"></stop>
      <stop offset="0.5" stop-color="#5d6776"></stop>
      <stop offset="1" stop-color="#262c36"></stop>
    </linearGradient>
    <radialGradient id="drop-ball" cx="0.36" cy="0.32" r="0.72">
      <stop offset="0" stop-color="#ffffff"></stop>
      <stop offset="0.22" stop-color="#e4e8ee"></stop>
      <stop offset="0.62" stop-color="#8e99a8"></stop>
      <stop offset="0.9" stop-color="#434c59"></stop>
      <stop offset="1" stop-color="#262c35"></stop>
    </radialGradient>
    <radialGradient id="drop-shadow">
      <stop offset="0" stop-color="#000" stop-opacity="0.6"></stop>
      <stop offset="0.6" stop-color="#000" stop-opacity="0.3"></stop>
      <stop offset="1" stop-color="#000" stop-opacity="0"></stop>
    </radialGradient>
    <filter id="drop-glow" x="-30%" y="-30%" width="160%" height="160%">
      <feGaussianBlur stdDeviation="3.2"></feGaussianBlur>
    </filter>
  </defs>`;
}

/**
 * The target: the steel rim, each ring an annulus in its colour (the band off the rings hatched),
 * thin printed lines between them, the light over it all, and each zone's multiplier written on its
 * ring or on a tag out on the band (`labels`, `texts`, one per zone). Once a drop has landed, the
 * zone `hit` glows (in the theme's win colour, or its loss colour off the rings) and the others
 * fade into the theme's surface.
 */
export function renderTarget(outer: readonly number[], labels: readonly RingLabel[], texts: readonly string[], hit: number | null): SVGTemplateResult {
  const R = BOARD.radius;
  const n = outer.length;
  const edges = [0, ...outer.map((r) => r * R), R];
  const zone = (k: number) => annulusPath(edges[k]!, edges[k + 1]!);
  return svg`<circle class="rim" r=${BOARD.rim} fill="url(#drop-rim)"></circle>
    <circle class="rim-lip" r=${R + 1.5}></circle>
    <circle class="base" r=${R}></circle>
    <g class="zones ${hit === null ? '' : 'landed'}">
      ${texts.map((_, k) => svg`<path class="zone ${k === n ? 'miss' : 'pays'} ${k === hit ? 'hit' : ''}" data-zone=${k} d=${zone(k)}
        fill-rule="evenodd" fill=${k === n ? 'url(#drop-miss)' : ringColour(k, n)}></path>`)}
    </g>
    <g class="lines">${edges.slice(1, -1).map((r) => svg`<circle r=${round(r)}></circle>`)}</g>
    <circle class="sheen" r=${R} fill="url(#drop-sheen)"></circle>
    ${hit === null
      ? null
      : svg`<path class="hit-glow ${hit === n ? 'miss' : 'pays'}" d=${zone(hit)} fill-rule="evenodd" filter="url(#drop-glow)"></path>
        <path class="hit-edge" d=${zone(hit)} fill-rule="evenodd"></path>`}
    <g class="labels">${labels.map((label) => renderLabel(label, texts[label.zone]!, n, label.zone === hit))}</g>`;
}

/** One zone's multiplier: dark on its ring; on the hatched band and on tags, the theme's text on a plate. */
function renderLabel(label: RingLabel, text: string, rings: number, hit: boolean): SVGTemplateResult {
  const onRing = label.anchor === null && label.zone < rings;
  const type = svg`<text x=${label.x} y=${label.y} text-anchor="middle" dominant-baseline="central" font-size=${label.size}
    fill=${onRing ? RING_TEXT : 'currentColor'}>${text}</text>`;
  if (onRing) return svg`<g class="label on-ring">${type}</g>`;
  const width = round(textWidth(text.length, label.size) + 10);
  const height = label.size + 8;
  const plate = svg`<rect class="plate ${hit ? 'hit' : ''}" x=${round(label.x - width / 2)} y=${round(label.y - height / 2)} width=${width} height=${height} rx=${height / 2}
    stroke=${label.anchor ? ringColour(label.zone, rings) : 'none'}></rect>`;
  if (!label.anchor) return svg`<g class="label on-band">${plate}${type}</g>`;
  return svg`<g class="label tag" data-zone=${label.zone}>
    <line class="leader" x1=${label.anchor.x} y1=${label.anchor.y} x2=${label.x} y2=${label.y}></line>
    <circle class="anchor" cx=${label.anchor.x} cy=${label.anchor.y} r=${label.anchor.dot}></circle>
    ${plate}${type}
  </g>`;
}

/**
 * The ball at `pose`: its soft shadow on the board, further off (down and to the right, the light
 * being upper left) and fainter the higher it is; the ball itself larger the higher it is (nearer
 * the player looking down); and while it bounces, a ripple spreading from where it touched down.
 */
export function renderBall(pose: BallPose, touched: Point): SVGTemplateResult {
  const r = BOARD.ball;
  const h = pose.height;
  const scale = round(1 + 0.9 * h);
  return svg`<g class="ball" opacity=${round(pose.opacity)}>
    ${pose.ripple === null
      ? null
      : svg`<circle class="ripple" cx=${round(touched.x)} cy=${round(touched.y)} r=${round(r + 18 * pose.ripple)} opacity=${round(0.8 * (1 - pose.ripple))}></circle>`}
    <ellipse class="ball-shadow" cx=${round(pose.x + 1.5 + 34 * h)} cy=${round(pose.y + 2 + 46 * h)} rx=${round(r * (1.15 + 0.7 * h))} ry=${round(r * (1 + 0.6 * h))}
      fill="url(#drop-shadow)" opacity=${round(1 - 0.65 * h)}></ellipse>
    <g transform=${`translate(${round(pose.x)} ${round(pose.y)}) scale(${scale})`}>
      <circle r=${r} fill="url(#drop-ball)"></circle>
      <circle class="ball-edge" r=${r - 0.3}></circle>
      <ellipse cx="-2.3" cy="-2.6" rx="1.9" ry="1.3" fill="#fff" opacity="0.9"></ellipse>
    </g>
  </g>`;
}
