import { svg, type SVGTemplateResult } from 'lit';
import { BOARD, easeOut, flightPoint, headingAt, heightOf, levelOf, TARGET_LEVEL, trailPath } from './flight';

/** A flight on the board: its result (hundredths), how far through it is, and once landed whether it won. */
export interface FlightView {
  readonly result: number;
  /** 0 … 1: the share of the climb shown; 1 once landed. */
  readonly progress: number;
  readonly landed: boolean;
  readonly won: boolean;
}

/** Everything the board draws. */
export interface BoardView {
  /** The target in hundredths (the dashed line). */
  readonly target: number;
  readonly flight: FlightView | null;
  /** The board's accessible name: where the rocket is and what it means. */
  readonly label: string;
  /** The target as the player reads it ("2.00×"), written on its line. */
  readonly targetText: string;
}

/** Fixed star positions (x, y, radius): the same sky every time. */
const STARS: readonly (readonly [number, number, number])[] = [
  [22, 14, 1.1], [58, 40, 0.8], [92, 10, 1.3], [120, 52, 0.7], [150, 24, 1], [184, 8, 0.8], [206, 44, 1.2],
  [236, 18, 0.7], [262, 56, 1], [298, 12, 1.2], [306, 70, 0.8], [16, 72, 0.9], [70, 96, 0.7], [172, 88, 0.9],
  [230, 106, 0.7], [282, 124, 1], [40, 130, 0.8], [128, 118, 1.1], [196, 140, 0.6], [100, 150, 0.9], [256, 160, 0.8],
  [8, 168, 1], [150, 176, 0.7], [300, 190, 0.9], [60, 196, 1.1], [214, 200, 0.7], [120, 212, 0.8], [276, 226, 1],
];

/** How far the stars sink when the rocket reaches the ceiling: the sky seems to slide past as it climbs. */
const STAR_DRIFT = 56;

/**
 * The rocket, drawn pointing right (heading 0) around its centre: flame, fins, body, nose and window.
 * The body is the text colour and the nose and fins the accent, each rimmed in the surface colour, so
 * it stands out on light and dark skies alike.
 */
function rocket(point: { x: number; y: number }, heading: number, state: string): SVGTemplateResult {
  return svg`<g class="rocket ${state}" transform="translate(${point.x} ${point.y}) rotate(${heading})">
    <g class="flame"><path class="flame-outer" d="M-15 -5.5 Q-34 0 -15 5.5 Z"></path><path class="flame-inner" d="M-15 -3 Q-25 0 -15 3 Z"></path></g>
    <path class="fin" d="M-8 -6 L-17 -14 L-13 -6 Z"></path>
    <path class="fin" d="M-8 6 L-17 14 L-13 6 Z"></path>
    <rect class="nozzle" x="-17" y="-4" width="4" height="8" rx="1"></rect>
    <path class="body" d="M-14 -6.5 H7 Q17 -6.5 23 0 Q17 6.5 7 6.5 H-14 Z"></path>
    <path class="nose" d="M11 -5.6 Q18 -5 23 0 Q18 5 11 5.6 Q13 0 11 -5.6 Z"></path>
    <circle class="window" cx="2" cy="0" r="3.4"></circle>
    <path class="fin centre" d="M-12 -1.2 H-2 V1.2 H-12 Z"></path>
  </g>`;
}

/** Rays around a landed winner: a ring and eight sparks. */
function burst(point: { x: number; y: number }): SVGTemplateResult {
  const sparks = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    return `M${(point.x + c * 24).toFixed(1)} ${(point.y + s * 24).toFixed(1)} L${(point.x + c * 31).toFixed(1)} ${(point.y + s * 31).toFixed(1)}`;
  }).join(' ');
  return svg`<g class="burst"><circle cx=${point.x} cy=${point.y} r="20"></circle><path d=${sparks}></path></g>`;
}

/** A puff of smoke behind a rocket that fell short. */
function smoke(point: { x: number; y: number }): SVGTemplateResult {
  return svg`<g class="smoke" transform="translate(${point.x} ${point.y})">
    <circle cx="-20" cy="4" r="6"></circle><circle cx="-29" cy="-1" r="4.5"></circle><circle cx="-36" cy="5" r="3.5"></circle>
  </g>`;
}

/**
 * The sky: drifting stars, the ground with its launch pad, the target as a dashed line with its
 * multiplier (on the left, where the rocket only passes: every flight ends on the right), the trail
 * the rocket has drawn, and the rocket at its head, with a burst when it landed at or above the
 * target and smoke when it fell short. One image with a name that says all of it.
 */
export function renderBoard(view: BoardView): SVGTemplateResult {
  const { target, flight } = view;
  const targetY = heightOf(TARGET_LEVEL);
  const progress = flight?.progress ?? 0;
  const result = flight?.result ?? 100;
  const point = flight ? flightPoint(result, target, progress) : { x: BOARD.start, y: BOARD.ground };
  const level = flight ? levelOf(100 * (result / 100) ** easeOut(progress), target) : 0;
  const state = !flight ? 'idle' : !flight.landed ? 'flying' : flight.won ? 'win' : 'loss';
  const trail = flight ? trailPath(result, target, progress) : '';
  // Heading 0 in rocket coordinates points right; on the pad it stands upright.
  const heading = flight ? headingAt(result, target, progress) : -90;
  const centre = { x: point.x, y: point.y - (heading === -90 ? 14 : 0) };
  const pillWidth = 12 + view.targetText.length * 6.6;
  return svg`<svg class="board" viewBox="0 0 ${BOARD.width} ${BOARD.height}" role="img" aria-label=${view.label}>
    <g class="stars" transform="translate(0 ${(level * STAR_DRIFT - STAR_DRIFT).toFixed(1)})">
      ${STARS.map(([x, y, r]) => svg`<circle cx=${x} cy=${y} r=${r}></circle>`)}
    </g>
    <line class="ceiling" x1="0" x2=${BOARD.width} y1=${BOARD.ceiling} y2=${BOARD.ceiling}></line>
    ${trail ? svg`<path class="trail-area ${state}" d="${trail} L${point.x} ${BOARD.ground} L${BOARD.start} ${BOARD.ground} Z"></path>` : null}
    <line class="target-line" x1="8" x2=${BOARD.width - 8} y1=${targetY} y2=${targetY}></line>
    <path class="ground" d="M0 ${BOARD.ground} Q80 ${BOARD.ground - 8} 160 ${BOARD.ground - 2} T${BOARD.width} ${BOARD.ground - 4} V${BOARD.height} H0 Z"></path>
    <g class="pad"><rect x=${BOARD.start - 16} y=${BOARD.ground - 3} width="32" height="5" rx="2"></rect>
      <path d="M${BOARD.start - 12} ${BOARD.ground + 2} l-4 9 M${BOARD.start + 12} ${BOARD.ground + 2} l4 9"></path></g>
    ${trail ? svg`<path class="trail ${state}" d=${trail}></path>` : null}
    <g class="target-label">
      <rect x="8" y=${targetY - 9} width=${pillWidth} height="18" rx="9"></rect>
      <text x=${8 + pillWidth / 2} y=${targetY} text-anchor="middle" dominant-baseline="central">${view.targetText}</text>
    </g>
    ${state === 'win' ? burst(centre) : null}
    ${state === 'loss' && result > 100 ? smoke(centre) : null}
    ${rocket(centre, state === 'loss' ? Math.min(35, heading + 35) : heading, state)}
    ${state === 'loss' && result <= 100 ? smoke({ x: centre.x + 18, y: centre.y + 18 }) : null}
  </svg>`;
}
