import { svg, type SVGTemplateResult, type TemplateResult, html, nothing } from 'lit';
import { STAIRS_TOP, type ClimbLength } from '../staircase';
import { FLIGHT, GROUND, THICKNESS, VIEW, footing, stairBox } from './scene-geometry';
import { climberArt, doorArt, markerArt, sceneDefs, starsArt } from './scene-art';

/** What the scene shows. */
export interface SceneView {
  /** The stair the climber stands on (0: the ground). */
  readonly stair: number;
  /** The stair a fall aimed at, or null. */
  readonly fellTo: number | null;
  /** The climbs the player may make now (their markers show where each lands); none between rounds. */
  readonly options: readonly ClimbLength[];
  /** The scene's accessible name. */
  readonly label: string;
}

/**
 * A flight's stringer: the solid under its stairs, its top stepped along the treads and its underside
 * a straight slope; the first flight stands on the ground.
 */
function stringer(flight: number): SVGTemplateResult {
  const stairs = Array.from({ length: FLIGHT }, (_, k) => stairBox(flight * FLIGHT + k + 1));
  // Left to right along the top: the first flight rises to the right, the second to the left.
  const ordered = flight === 0 ? stairs : [...stairs].reverse();
  const top = ordered.flatMap((box) => [`${box.x},${box.y}`, `${box.x + box.width},${box.y}`]);
  const first = ordered[0]!;
  const last = ordered.at(-1)!;
  const depth = 12 + THICKNESS + 14;
  const underside =
    flight === 0
      ? [`${last.x + last.width},${last.y + depth}`, `${first.x + first.width},${GROUND}`, `${first.x},${GROUND}`]
      : [`${last.x + last.width},${last.y + depth}`, `${first.x},${first.y + depth}`];
  return svg`<polygon class="stringer" points=${[...top, ...underside].join(' ')} fill="url(#stairs-stringer)" stroke="#2e2415" stroke-width="1.5" stroke-linejoin="round" />`;
}

/** Stair `n`: its riser and tread, lit once reached, cracked if the fall broke it. */
function stairArt(n: number, view: SceneView): SVGTemplateResult {
  const { x, y, width } = stairBox(n);
  const state = view.fellTo !== null && n === view.fellTo ? 'broken' : n <= view.stair ? 'lit' : 'dark';
  const riser = state === 'lit' ? 'url(#stairs-riser-lit)' : 'url(#stairs-riser)';
  const crack = state === 'broken' ? svg`<path class="crack" d="M${x + 6} ${y} l4 5 l-3 4 l5 6 M${x + 15} ${y} l-2 6 l4 4" />` : nothing;
  return svg`<g class="stair ${state}" style="--n:${n}">
    <rect x=${x + 0.5} y=${y} width=${width - 1} height=${12 + THICKNESS} fill=${riser} stroke="#3b2f1d" stroke-width="1" />
    <rect class="tread" x=${x + 0.5} y=${y} width=${width - 1} height="3" />${crack}
  </g>`;
}

/** The landing pillar holding the upper flight where it turns. */
function pillar(): SVGTemplateResult {
  const turn = stairBox(FLIGHT + 1);
  const top = turn.y + 12 + THICKNESS;
  return svg`<rect class="pillar" x=${turn.x + turn.width - 2} y=${top} width="10" height=${stairBox(FLIGHT).y - top} rx="2" />`;
}

/**
 * The staircase: a dusk sky, the ground, two flights of stairs in a Z with the door at the top, the
 * stairs climbed lit in gold, markers over the stairs each climb would land on, and the climber (on
 * the ground after a fall, beside the broken stair). The climber is drawn at its stair; the game
 * animates the move there.
 */
export function renderScene(view: SceneView): TemplateResult {
  const at = footing(view.stair);
  const door = stairBox(STAIRS_TOP);
  const fell = view.fellTo !== null;
  // A fall ends on the ground below the stair the climber stood on.
  const drop = fell ? GROUND - at.y : 0;
  const stairs = Array.from({ length: STAIRS_TOP }, (_, i) => i + 1);
  return html`<svg class="scene${view.stair === STAIRS_TOP ? ' summit' : ''}${fell ? ' fell' : ''}" viewBox="0 0 ${VIEW.width} ${VIEW.height}" role="img" aria-label=${view.label}>
    ${sceneDefs}
    <rect width=${VIEW.width} height=${VIEW.height} fill="url(#stairs-sky)" />
    ${starsArt}
    <rect class="ground" x="0" y=${GROUND} width=${VIEW.width} height=${VIEW.height - GROUND} />
    ${stringer(0)}${pillar()}${stringer(1)}
    <g transform="translate(${door.x + door.width / 2} ${door.y})">${doorArt}</g>
    ${stairs.map((n) => stairArt(n, view))}
    ${view.options.map((n) => {
      const spot = footing(view.stair + n);
      return svg`<g transform="translate(${spot.x} ${spot.y})">${markerArt(n)}</g>`;
    })}
    <g transform="translate(${at.x} ${at.y + drop})"><g class="climber${fell ? ' fallen' : ''}" style="--drop:${drop}px">${climberArt}</g></g>
  </svg>`;
}
