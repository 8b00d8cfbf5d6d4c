import { nothing, svg, type SVGTemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { SparkWindow } from '../odds';
import { BAND, FUSE, RULER, TICKS, VIEW, xOf } from './fuse-geometry';
import { BURST, emberTrail, rays } from './spark-motion';

// The board's art: a braided fuse across the width with its ruler, the charge zone as a glowing band
// with a grip at each end, and the spark. The fuse, the spark and its fire are fixed natural colours
// (a tan cord, brass, white-hot to orange) that stand out on light and dark themes alike; the band,
// the grips and the ruler are drawn in the theme palette's colours by spark-game.styles.ts.

/** The spark on the board: running to its point, or come to rest there (inside the window or not). */
export interface SparkView {
  /** Where it is now, hundredths. */
  readonly at: number;
  readonly point: number;
  readonly elapsed: number;
  readonly duration: number;
  readonly phase: 'running' | 'won' | 'lost';
  /** The round's id: a landing's burst or smoke is drawn afresh for each round. */
  readonly key: string;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const top = FUSE.y - FUSE.thick / 2;
const half = FUSE.thick / 2;

/** Gradients and the braid, ids local to the game's shadow root. */
export function renderDefs(): SVGTemplateResult {
  return svg`<defs>
    <pattern id="spark-braid" width="14" height=${FUSE.thick} y=${top} patternUnits="userSpaceOnUse">
      <rect width="14" height=${FUSE.thick} fill="#93632f"></rect>
      <path d=${`M-5 ${half}l9 -${half}M2 ${half}l9 -${half}M9 ${half}l9 -${half}`} stroke="#e8c892" stroke-width="4.4"></path>
      <path d=${`M-5 ${half}l9 ${half}M2 ${half}l9 ${half}M9 ${half}l9 ${half}`} stroke="#c99a5a" stroke-width="4.4"></path>
      <path d=${`M0 ${half}H14`} stroke="#6e4a22" stroke-width="1"></path>
    </pattern>
    <linearGradient id="spark-cord-shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.5"></stop>
      <stop offset="0.32" stop-color="#fff" stop-opacity="0"></stop>
      <stop offset="0.62" stop-color="#000" stop-opacity="0"></stop>
      <stop offset="1" stop-color="#000" stop-opacity="0.5"></stop>
    </linearGradient>
    <linearGradient id="spark-char" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5a4e44"></stop>
      <stop offset="0.5" stop-color="#231e1a"></stop>
      <stop offset="1" stop-color="#3a312b"></stop>
    </linearGradient>
    <linearGradient id="spark-brass" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6dc8c"></stop>
      <stop offset="0.5" stop-color="#c0912f"></stop>
      <stop offset="1" stop-color="#7a5a18"></stop>
    </linearGradient>
    <linearGradient id="spark-front" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ff6a00" stop-opacity="0"></stop>
      <stop offset="1" stop-color="#ff8a1f" stop-opacity="0.9"></stop>
    </linearGradient>
    <radialGradient id="spark-glow">
      <stop offset="0" stop-color="#fff"></stop>
      <stop offset="0.2" stop-color="#fff4b8"></stop>
      <stop offset="0.45" stop-color="#ffc94a" stop-opacity="0.85"></stop>
      <stop offset="0.72" stop-color="#ff7b1a" stop-opacity="0.35"></stop>
      <stop offset="1" stop-color="#ff5a00" stop-opacity="0"></stop>
    </radialGradient>
    <linearGradient id="spark-band" x1="0" y1="0" x2="0" y2="1">
      <stop class="band-edge" offset="0"></stop>
      <stop class="band-mid" offset="0.5"></stop>
      <stop class="band-edge" offset="1"></stop>
    </linearGradient>
  </defs>`;
}

/** The ruler under the fuse: a tick every 5, a long one every 25 (their numbers are HTML, under the board). */
export function renderRuler(): SVGTemplateResult {
  return svg`<g class="ruler">${TICKS.map(({ at, major }) => {
    const x = r1(xOf(at));
    return svg`<line x1=${x} x2=${x} y1=${RULER.y} y2=${RULER.y + (major ? RULER.major : RULER.minor)}></line>`;
  })}</g>`;
}

/** The cord: frayed at its lit end, braided and shaded round, capped in brass; charred up to `burnt` (hundredths) once lit, glowing behind the spark while it `burning`. */
export function renderCord(burnt: number | null, burning: boolean): SVGTemplateResult {
  const length = FUSE.x1 - FUSE.x0;
  const charred = burnt === null ? 0 : r1(xOf(burnt) - FUSE.x0);
  return svg`<g class="cord">
    <path class="fray" d=${`M${FUSE.x0} ${FUSE.y - 7}l-13 -8M${FUSE.x0} ${FUSE.y - 2}l-16 -2M${FUSE.x0} ${FUSE.y + 3}l-15 5M${FUSE.x0} ${FUSE.y + 8}l-10 9`}></path>
    <rect x=${FUSE.x0} y=${top} width=${length} height=${FUSE.thick} rx="3" fill="url(#spark-braid)"></rect>
    ${charred > 0 ? svg`<rect class="char" x=${FUSE.x0} y=${top} width=${charred} height=${FUSE.thick} rx="3" fill="url(#spark-char)"></rect>` : nothing}
    ${burning && charred > 0 ? svg`<rect x=${r1(FUSE.x0 + charred - Math.min(charred, 30))} y=${top} width=${r1(Math.min(charred, 30))} height=${FUSE.thick} fill="url(#spark-front)"></rect>` : nothing}
    <rect x=${FUSE.x0} y=${top} width=${length} height=${FUSE.thick} rx="3" fill="url(#spark-cord-shade)"></rect>
    <rect class="cord-edge" x=${FUSE.x0} y=${top} width=${length} height=${FUSE.thick} rx="3"></rect>
    <rect class="cap" x=${FUSE.x1 - 2} y=${FUSE.y - half - 4} width="20" height=${FUSE.thick + 8} rx="4" fill="url(#spark-brass)"></rect>
    <path class="crimp" d=${`M${FUSE.x1 + 4} ${FUSE.y - half - 3}v${FUSE.thick + 6}M${FUSE.x1 + 10} ${FUSE.y - half - 3}v${FUSE.thick + 6}`}></path>
  </g>`;
}

/** The charge zone's glowing band, behind the fuse; `flash` (a round's id) makes it flash once for a win. */
export function renderBand(window: SparkWindow, state: 'idle' | 'won' | 'lost', flash: string | null): SVGTemplateResult {
  const [x0, x1] = ends(window);
  const band = (cls: string) => svg`<rect class=${cls} x=${x0} y=${BAND.top} width=${r1(x1 - x0)} height=${BAND.bottom - BAND.top} rx="7"></rect>`;
  return svg`<g class="zone ${state}">${band('band')}${flash === null ? nothing : keyed(flash, band('flash'))}</g>`;
}

/** A grip at each end of the zone, over the fuse: what a pointer drags. Each stands just outside its end, so a narrow zone's two never overlap. */
export function renderGrips(window: SparkWindow): SVGTemplateResult {
  return svg`<g class="grips">${ends(window).map((x, i) => {
    const side = i === 0 ? -1 : 1;
    const mid = side * 9;
    return svg`<g class="grip" transform=${`translate(${x} 0)`}>
      <line y1=${BAND.top - 6} y2=${BAND.bottom + 6}></line>
      <rect x=${mid - 7} y=${FUSE.y - 27} width="14" height="54" rx="7"></rect>
      <path d=${`M${mid - 3} ${FUSE.y - 8}h6M${mid - 3} ${FUSE.y}h6M${mid - 3} ${FUSE.y + 8}h6`}></path>
    </g>`;
  })}</g>`;
}

/** The viewBox x of the window's two ends. */
const ends = ({ start, width }: SparkWindow): [number, number] => [r1(xOf(start)), r1(xOf(start + width))];

/** The spark: a cold ember at the lit end before any round; running, with its rays and trail; at rest, burst (a win) or fizzled (a loss). */
export function renderSpark(view: SparkView | null): SVGTemplateResult {
  if (view === null) {
    // The glow pulses by a CSS transform, which would replace a transform attribute: it sits in its own group.
    return svg`<g transform=${`translate(${FUSE.x0 - 5} ${FUSE.y})`}><g class="idle-ember"><circle r="16" fill="url(#spark-glow)"></circle><circle class="glow-core" r="4"></circle><circle class="core" r="1.8"></circle></g></g>`;
  }
  const x = r1(xOf(view.at));
  if (view.phase === 'lost') {
    return svg`<g class="spark fizzled" transform=${`translate(${x} ${FUSE.y})`}>
      ${keyed(view.key, svg`<g class="smoke">${[-9, 0, 9].map((dx, i) => svg`<circle r="6" style=${`--dx:${dx}px;--dy:${-30 - i * 7}px`}></circle>`)}</g>`)}
      <circle class="ash" r="5.5"></circle>
    </g>`;
  }
  const running = view.phase === 'running';
  return svg`${running ? renderTrail(view) : nothing}
    <g class="spark ${view.phase}" transform=${`translate(${x} ${FUSE.y})`}>
      ${running ? nothing : keyed(view.key, renderBurst())}
      <circle r="26" fill="url(#spark-glow)"></circle>
      <g class="rays">${rays(running ? view.elapsed : 0).map(({ angle, length }) => svg`<line x1="5" x2=${r1(length)} transform=${`rotate(${r1(angle)})`}></line>`)}</g>
      <circle class="core" r="4.6"></circle>
    </g>`;
}

/** Embers floating off the fuse where the spark has just been. */
function renderTrail(view: SparkView): SVGTemplateResult {
  return svg`<g class="trail">${emberTrail(view.point, view.elapsed, view.duration).map(
    (e) => svg`<circle cx=${r1(xOf(e.at))} cy=${r1(FUSE.y - e.lift)} r=${r1(e.r)} opacity=${r1(e.opacity)}></circle>`,
  )}</g>`;
}

/** A win's small explosion: a ring and twelve sparks flying out, once. */
function renderBurst(): SVGTemplateResult {
  return svg`<g class="burst">
    <circle class="ring" r="14"></circle>
    ${BURST.map(({ dx, dy }) => svg`<circle class="bit" r="3.2" style=${`--dx:${dx}px;--dy:${dy}px`}></circle>`)}
  </g>`;
}

/** The board's viewBox attribute. */
export const FUSE_VIEWBOX = `0 0 ${VIEW.width} ${VIEW.height}`;
