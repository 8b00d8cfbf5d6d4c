import { svg, type SVGTemplateResult } from 'lit';
import { boltPoints, forkPoints, pathOf, type Point } from './arc-path';
import { COIL, rungY, tipAt } from './coil-art';
import { burstRays, fallingSparks } from './sparks';

/** How far the bolt strays either side of the column's centre line. */
const SPREAD = 13;

/**
 * The arc from the base electrode up to `height` rungs: a glow, a blue body and a white-hot core on
 * the same jagged line, with two short forks, and a spark at its tip. `seed` picks the jags (the game
 * changes it every few frames, so the arc crackles); `opacity` fades it as a fizzle dies.
 */
export function renderArc(height: number, seed: number, opacity = 1): SVGTemplateResult | null {
  if (height <= 0.02) return null;
  const from: Point = [COIL.x, rungY(0)];
  const tip = tipAt(height);
  const bolt = boltPoints(from, tip, seed, SPREAD);
  const forks = forkPoints(bolt, seed, height > 2 ? 2 : 1, 16);
  const paths = [pathOf(bolt), ...forks.map(pathOf)];
  return svg`<g class="arc" opacity=${opacity}>
    <g class="arc-glow" filter="url(#volt-glow)">${paths.map((d) => svg`<path d=${d}></path>`)}</g>
    <g class="arc-body">${paths.map((d) => svg`<path d=${d}></path>`)}</g>
    <g class="arc-core">${paths.map((d) => svg`<path d=${d}></path>`)}</g>
    <circle class="arc-tip" cx=${tip[0]} cy=${tip[1]} r="4.5" filter="url(#volt-glow)"></circle>
  </g>`;
}

/** A fizzle where the charge stopped, `progress` of the way through: sparks falling from the arc's tip. */
export function renderFizzle(level: number, progress: number, seed: number): SVGTemplateResult {
  return svg`<g class="sparks">${fallingSparks(tipAt(level), progress, seed).map(
    (spark) => svg`<circle cx=${spark.x} cy=${spark.y} r=${spark.r} opacity=${spark.opacity}></circle>`,
  )}</g>`;
}

/** The sphere bursting at the top, `progress` of the way through: rays shooting out of it. */
export function renderBurst(progress: number): SVGTemplateResult {
  const { x, y, r } = COIL.sphere;
  return svg`<g class="burst" opacity=${Math.round((1 - 0.6 * progress) * 100) / 100} filter="url(#volt-glow)">${burstRays([x, y], r, progress).map(
    ({ from, to }) => svg`<path d=${`M${from[0]} ${from[1]}L${to[0]} ${to[1]}`}></path>`,
  )}</g>`;
}
