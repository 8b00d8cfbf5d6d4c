import { svg, type SVGTemplateResult } from 'lit';
import { CUT_Y, LABEL_Y, LANE_TOP, cutWirePaths, laneX, wirePath } from './bomb-geometry';
import { wireColour } from './wire-colours';

/** How one wire looks now. */
export interface WireView {
  readonly wire: number;
  /** Marked to cut: its number plate is lit and, until it is cut, scissors wait on it. */
  readonly marked: boolean;
  /** The scissors' opening, 1 wide … 0 shut; null for none. */
  readonly scissors: number | null;
  /** How far a cut wire's ends have sprung apart (0 … ~1.1); null while it is whole. */
  readonly gap: number | null;
  /** Shown as live (after the round): a red halo along it and a warning sign on it. */
  readonly live: boolean;
  /** The live wire that set the bomb off: a scorch where it was cut. */
  readonly blew: boolean;
}

/** One wire's insulation: a dark edge, its colour, and a thin sheen along its left side. */
function cable(d: string, wire: number): SVGTemplateResult {
  const { fill, edge, sheen } = wireColour(wire);
  return svg`<path d=${d} stroke=${edge} stroke-width="7.5"></path>
    <path d=${d} stroke=${fill} stroke-width="5"></path>
    <path d=${d} stroke=${sheen} stroke-width="1.4" stroke-opacity="0.85" transform="translate(-1.2 0)"></path>`;
}

/** Bare copper at a cut end. */
const copper = ([x, y]: [number, number]) => svg`<circle cx=${x} cy=${y} r="2.6" fill="#e39b52" stroke="#7a4a17" stroke-width="0.8"></circle>`;

/** A wire whole, or cut in two with its ends sprung apart by `gap`. */
function renderCable(view: WireView): SVGTemplateResult {
  if (view.gap === null) return svg`<g class="wire" data-wire=${view.wire}>${cable(wirePath(view.wire), view.wire)}</g>`;
  const { upper, lower, upperEnd, lowerEnd } = cutWirePaths(view.wire, view.gap);
  return svg`<g class="wire cut" data-wire=${view.wire}>${cable(upper, view.wire)}${cable(lower, view.wire)}${copper(upperEnd)}${copper(lowerEnd)}</g>`;
}

/**
 * A pair of scissors with their blades across wire `wire` at the cut, the pivot to its right,
 * `opening` 1 wide open … 0 shut. Steel blades, orange handles: they stand out on every wire colour.
 */
export function renderScissors(wire: number, opening: number): SVGTemplateResult {
  const angle = 15 * Math.max(0, Math.min(1, opening));
  const half = (turn: number, side: number) => svg`<g transform=${`rotate(${turn})`}>
    <path d=${`M2 ${-1.8 * side}L-15 ${-0.9 * side}Q-17 0 -15 ${0.9 * side}L2 ${1.8 * side}Z`} fill="url(#defuse-blade)" stroke="#37474f" stroke-width="0.7"></path>
    <path d=${`M0 0L8 ${side * 4.5}`} stroke="#1f1f1f" stroke-width="3" stroke-linecap="round"></path>
    <circle cx="12.5" cy=${side * 7} r="4.4" fill="none" stroke="#1f1f1f" stroke-width="4.6"></circle>
    <circle cx="12.5" cy=${side * 7} r="4.4" fill="none" stroke="#ff8f00" stroke-width="2.8"></circle>
  </g>`;
  return svg`<g class="scissors" transform=${`translate(${laneX(wire) + 7} ${CUT_Y - 2}) rotate(-38) scale(1.05)`}>
    ${half(-angle, 1)}${half(angle, -1)}
    <circle r="2" fill="#eceff1" stroke="#37474f" stroke-width="0.8"></circle>
  </g>`;
}

/** The warning sign on a live wire: a yellow triangle with a black bolt. */
function renderHazard(wire: number): SVGTemplateResult {
  return svg`<g class="hazard" transform=${`translate(${laneX(wire)} ${LANE_TOP + 12}) scale(1.25)`}>
    <path d="M0 -10L10 8L-10 8Z" fill="#ffd600" stroke="#1a1a1a" stroke-width="1.8" stroke-linejoin="round"></path>
    <path d="M1.4 -4.5L-3.2 2.2L-0.2 2.2L-1.4 6.4L3.2 -0.4L0.2 -0.4Z" fill="#1a1a1a"></path>
  </g>`;
}

/** The scorch where the live wire was cut: a soot blot with a spark. */
function renderScorch(wire: number): SVGTemplateResult {
  const x = laneX(wire);
  return svg`<g class="scorch">
    <ellipse cx=${x} cy=${CUT_Y} rx="15" ry="11" fill="#1b1b1b" opacity="0.45"></ellipse>
    <path d=${`M${x} ${CUT_Y - 11}L${x + 3} ${CUT_Y - 3}L${x + 11} ${CUT_Y}L${x + 3} ${CUT_Y + 3}L${x} ${CUT_Y + 11}L${x - 3} ${CUT_Y + 3}L${x - 11} ${CUT_Y}L${x - 3} ${CUT_Y - 3}Z`}
      fill="#ffca28" stroke="#e65100" stroke-width="1"></path>
  </g>`;
}

/** Wire `wire`'s number on the terminal block: plain, lit amber when marked, red when shown live. */
function renderNumber(view: WireView): SVGTemplateResult {
  const kind = view.live ? 'live' : view.marked ? 'marked' : 'plain';
  const x = laneX(view.wire);
  return svg`<g class=${`number ${kind}`}>
    <circle cx=${x} cy=${LABEL_Y} r="9.5"></circle>
    <text x=${x} y=${LABEL_Y} text-anchor="middle" dominant-baseline="central">${view.wire}</text>
  </g>`;
}

/**
 * The ten wires from the timer to the terminals, in layers: halos of the live wires, the cables
 * (whole or cut), scorch, warning signs, scissors, and the number plates on the terminal block.
 */
export function renderWires(views: readonly WireView[]): SVGTemplateResult {
  return svg`<g class="wires-art" fill="none" stroke-linecap="round" stroke-linejoin="round">
    ${views.filter((v) => v.live).map((v) => svg`<path class="halo" d=${wirePath(v.wire)}></path>`)}
    ${views.map(renderCable)}
    ${views.filter((v) => v.blew).map((v) => renderScorch(v.wire))}
    ${views.filter((v) => v.live).map((v) => renderHazard(v.wire))}
    ${views.filter((v) => v.scissors !== null).map((v) => renderScissors(v.wire, v.scissors!))}
    ${views.map(renderNumber)}
  </g>`;
}
