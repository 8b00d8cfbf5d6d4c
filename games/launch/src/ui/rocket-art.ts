import { svg, type SVGTemplateResult } from 'lit';
import type { FlightFrame } from './flight-motion';
import { ROCKET_X, r2, scatter, worldY } from './scene-geometry';

/** One stage's height and the rocket's half width, in SVG units. */
export const STAGE_H = 19;
const HALF = 12;
const NOSE_H = 30;

/** Each stage's band colour, so the player can tell them apart as they fall away. */
const BANDS = ['#2b6cb0', '#2f855a', '#c27c0e', '#6b46c1', '#c53030'] as const;

/** One stage body, its base at y = 0: shaded cylinder, band, rivet line; fins and nozzle when it is the lowest. */
function stageBody(stage: number, lowest: boolean): SVGTemplateResult {
  const band = BANDS[(stage - 1) % BANDS.length]!;
  return svg`<g class="stage" data-stage=${stage}>
    ${lowest
      ? svg`<path d=${`M${-HALF} ${-STAGE_H + 5} L${-HALF - 9} 3 L${-HALF} 0 Z`} fill="#c53030" stroke="#5a1212" stroke-width="0.8"></path>
        <path d=${`M${HALF} ${-STAGE_H + 5} L${HALF + 9} 3 L${HALF} 0 Z`} fill="#c53030" stroke="#5a1212" stroke-width="0.8"></path>
        <path d="M-7 0 L7 0 L9 6 L-9 6 Z" fill="#3a424b" stroke="#1c2127" stroke-width="0.8"></path>`
      : null}
    <rect x=${-HALF} y=${-STAGE_H} width=${2 * HALF} height=${STAGE_H} fill="url(#launch-body)" stroke="#4a5563" stroke-width="0.8"></rect>
    <rect x=${-HALF} y=${-STAGE_H + 5} width=${2 * HALF} height="5" fill=${band}></rect>
    <line x1=${-HALF} x2=${HALF} y1=${-STAGE_H} y2=${-STAGE_H} stroke="#2d3540" stroke-width="1.4"></line>
  </g>`;
}

/** The capsule on top: a red nose cone with a round window. */
function capsule(): SVGTemplateResult {
  return svg`<g class="capsule">
    <path d=${`M${-HALF} 0 C ${-HALF} ${-NOSE_H * 0.55} -4 ${-NOSE_H + 3} 0 ${-NOSE_H} C 4 ${-NOSE_H + 3} ${HALF} ${-NOSE_H * 0.55} ${HALF} 0 Z`}
      fill="url(#launch-nose)" stroke="#5a1212" stroke-width="0.8"></path>
    <circle cy=${-NOSE_H * 0.38} r="5.2" fill="url(#launch-glass)" stroke="#e2e8f0" stroke-width="1.6"></circle>
  </g>`;
}

/** The exhaust under a nozzle at y = 6: a flickering outer and inner tongue and a glow, scaled by `power` (0 … 1). */
function flame(power: number): SVGTemplateResult | null {
  if (power <= 0.02) return null;
  const length = 10 + 34 * power;
  const width = 4 + 5 * power;
  return svg`<g class="flame">
    <circle cy="10" r=${r2(8 + 10 * power)} fill="url(#launch-fire)" opacity=${r2(0.8 * power)}></circle>
    <path d=${`M${-width} 6 Q ${-width - 1} ${r2(6 + length * 0.45)} 0 ${r2(6 + length)} Q ${width + 1} ${r2(6 + length * 0.45)} ${width} 6 Z`} fill="url(#launch-flame)"></path>
    <path d=${`M${-width * 0.45} 6 Q ${-width * 0.5} ${r2(6 + length * 0.3)} 0 ${r2(6 + length * 0.55)} Q ${width * 0.5} ${r2(6 + length * 0.3)} ${width * 0.45} 6 Z`} fill="#fffbe6"></path>
  </g>`;
}

/**
 * The rocket of `stages` at its frame: the attached stages stacked from the lowest up with the
 * capsule on top, the flame under the lowest, tilted about its middle; hidden once the explosion
 * has swallowed it. Stage k sits where it sat on the pad, so dropping one never makes the rest jump.
 */
export function renderRocket(stages: number, frame: FlightFrame): SVGTemplateResult | null {
  if (frame.explosion !== null && frame.explosion > 0.12) return null;
  const baseY = worldY(frame.altitude);
  const bottom = -(frame.lowest - 1) * STAGE_H;
  const middle = (bottom - stages * STAGE_H - NOSE_H) / 2;
  const attached = Array.from({ length: stages - frame.lowest + 1 }, (_, i) => frame.lowest + i);
  return svg`<g class="rocket" transform=${`translate(${ROCKET_X} ${r2(baseY)}) rotate(${r2(frame.tilt)} 0 ${r2(middle)})`}>
    <g transform=${`translate(0 ${bottom})`}>${flame(frame.flame)}</g>
    ${attached.map((stage) => svg`<g transform=${`translate(0 ${-(stage - 1) * STAGE_H})`}>${stageBody(stage, stage === frame.lowest)}</g>`)}
    <g transform=${`translate(0 ${-stages * STAGE_H})`}>${capsule()}</g>
  </g>`;
}

/** The spent stages falling away, turning and fading, each from where it burnt out. */
export function renderFalling(frame: FlightFrame): SVGTemplateResult[] {
  return frame.falling.map(
    (f) => svg`<g class="falling" opacity=${r2(1 - f.fade)}
      transform=${`translate(${r2(ROCKET_X - 18 * f.fade)} ${r2(worldY(f.altitude) - (f.stage - 1) * STAGE_H)}) rotate(${r2(-f.turn)} 0 ${-STAGE_H / 2})`}>
      ${stageBody(f.stage, true)}
    </g>`,
  );
}

/** The explosion where the failing stage was: a fireball, a shock ring and flying debris, 0 … 1; at 1 the smoke and debris that stay. */
export function renderExplosion(frame: FlightFrame): SVGTemplateResult | null {
  const e = frame.explosion;
  if (e === null) return null;
  const y = worldY(frame.altitude) - (frame.lowest - 1) * STAGE_H - STAGE_H;
  const random = scatter(20, 11);
  const fire = e < 1 ? 1 - e * e : 0;
  return svg`<g class="explosion" transform=${`translate(${ROCKET_X} ${r2(y)})`}>
    ${[0, 1, 2, 3, 4].map((i) => svg`<circle cx=${r2((random[2 * i]! - 0.5) * 44 * Math.min(1, e * 1.5))} cy=${r2((random[2 * i + 1]! - 0.5) * 30 - 10 * e)}
      r=${r2(10 + 16 * Math.min(1, e * 1.3))} fill="#5b6069" opacity=${r2(0.25 + 0.45 * Math.min(1, e * 1.5))}></circle>`)}
    ${fire > 0 ? svg`<circle r=${r2(10 + 38 * e)} fill="url(#launch-fire)" opacity=${r2(fire)}></circle>
      <circle r=${r2(14 + 60 * e)} fill="none" stroke="#ffe8a3" stroke-width=${r2(3 * (1 - e))} opacity=${r2(fire)}></circle>` : null}
    ${Array.from({ length: 9 }, (_, i) => {
      const angle = (i / 9) * 2 * Math.PI + random[10 + (i % 10)]!;
      const reach = 14 + 46 * Math.min(1, e * 1.2);
      return svg`<rect x="-3" y="-1.5" width="6" height="3" fill=${i % 3 === 0 ? '#c53030' : '#aab4c0'}
        transform=${`translate(${r2(Math.cos(angle) * reach)} ${r2(Math.sin(angle) * reach + 20 * e * e)}) rotate(${r2(angle * 57 + 200 * e)})`}></rect>`;
    })}
    ${e >= 1 ? svg`<circle r="9" fill="url(#launch-fire)" opacity="0.55"></circle>` : null}
  </g>`;
}

/** The arrival: a flash ring round the rocket, then a flag planted on the destination's line, 0 … 1 (1: the end frame). */
export function renderArrival(stages: number, frame: FlightFrame): SVGTemplateResult | null {
  const e = frame.arrival;
  if (e === null) return null;
  const y = worldY(stages);
  const rocketMiddle = y - (stages * STAGE_H + NOSE_H) / 2;
  const pole = 30 * Math.min(1, e * 1.6);
  return svg`<g class="arrival">
    <circle cx=${ROCKET_X} cy=${r2(rocketMiddle)} r=${r2(28 + 60 * e)} fill="none" stroke="#ffe8a3" stroke-width=${r2(4 * (1 - e) + 0.01)} opacity=${r2(1 - e)}></circle>
    <circle cx=${ROCKET_X} cy=${r2(rocketMiddle)} r="58" fill="url(#launch-glow)" opacity=${r2(0.7 + 0.3 * (1 - e))}></circle>
    <g transform=${`translate(${ROCKET_X + 40} ${y})`}>
      <line y2=${r2(-pole)} stroke="#e2e8f0" stroke-width="2"></line>
      ${pole >= 30 ? svg`<path d="M1 -30 L24 -24 L1 -17 Z" fill="#ffd23f" stroke="#b7791f" stroke-width="1"></path>` : null}
    </g>
  </g>`;
}
