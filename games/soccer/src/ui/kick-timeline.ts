import { ZONE_COLUMNS } from '../pitch';
import type { SoccerKick } from '../rules';
import { IMPACT, REACT, STRIKE, hasArrived } from './kick-moments';

// Where everything is on the pitch (the scene's 400 × 250 box) at each moment of a kick, as pure
// functions of the kick and its progress (0 … 1): the board draws them frame by frame while the kick
// plays and at 1 once it has landed, so a resumed round shows exactly where its last kick ended.

/** The scene's size in its own units. */
export const SCENE = { width: 400, height: 250 } as const;

/** The goal mouth: inside the posts and under the bar, split into 3 × 2 zones. */
export const MOUTH = { x: 56, y: 30, width: 288, height: 120 } as const;

/** The penalty spot, where the ball waits, and where the keeper stands (the centre of his body). */
export const SPOT = { x: 200, y: 226 } as const;
export const KEEPER_HOME = { x: 200, y: 106 } as const;

/** A point of the scene. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The centre of zone `zone` (0 … 5, row by row). */
export function zoneCentre(zone: number): Point {
  const column = zone % ZONE_COLUMNS;
  const row = Math.floor(zone / ZONE_COLUMNS);
  const w = MOUTH.width / ZONE_COLUMNS;
  const h = MOUTH.height / 2;
  return { x: MOUTH.x + w * column + w / 2, y: MOUTH.y + h * row + h / 2 };
}

/**
 * The zone the keeper dives to: the shot's own zone when he saves it, else the covered zone nearest
 * the shot (fewest columns and rows away; the first drawn on a tie), so a goal can be a near miss.
 */
export function diveZone(kick: SoccerKick): number {
  if (!kick.goal) return kick.zone;
  const distance = (zone: number) =>
    Math.abs((zone % ZONE_COLUMNS) - (kick.zone % ZONE_COLUMNS)) + Math.abs(Math.floor(zone / ZONE_COLUMNS) - Math.floor(kick.zone / ZONE_COLUMNS));
  return kick.keeper.reduce((best, zone) => (distance(zone) < distance(best) ? zone : best), kick.keeper[0]!);
}

/** The keeper's pose: his body's shift from where he stands, its turn (degrees) and its stretch. */
export interface KeeperPose {
  readonly dx: number;
  readonly dy: number;
  readonly turn: number;
  readonly sx: number;
  readonly sy: number;
}

/** The ball: its centre, its size (1 on the spot; smaller as it flies away) and its spin (degrees). */
export interface BallPose extends Point {
  readonly scale: number;
  readonly spin: number;
}

/** Everything the scene draws of a kick at one moment. */
export interface KickPose {
  readonly ball: BallPose;
  readonly keeper: KeeperPose;
  /** Whether the ball has reached the goal: the keeper's zones and the result show from then. */
  readonly arrived: boolean;
  /** The net's ripple round a goal (radius, opacity), or null. */
  readonly ripple: { readonly radius: number; readonly opacity: number } | null;
  /** The "Goal!" or "Saved!" call: its size and opacity (0 before the ball arrives). */
  readonly call: { readonly scale: number; readonly opacity: number };
}

/** The keeper standing ready in the middle of his goal. */
export const READY: KeeperPose = { dx: 0, dy: 0, turn: 0, sx: 1, sy: 1 };

/** How the keeper lies at the end of a dive to `zone`: flat out to the sides, up for the top, crouched for the bottom centre. */
export function divePose(zone: number): KeeperPose {
  const column = zone % ZONE_COLUMNS;
  const top = zone < ZONE_COLUMNS;
  const centre = zoneCentre(zone);
  if (column === 1) return top ? { dx: 0, dy: centre.y - KEEPER_HOME.y + 8, turn: 0, sx: 1, sy: 1.05 } : { dx: 0, dy: 10, turn: 0, sx: 1.25, sy: 0.82 };
  const side = column === 0 ? -1 : 1;
  return { dx: centre.x - KEEPER_HOME.x - side * 14, dy: centre.y - KEEPER_HOME.y + (top ? 4 : 2), turn: side * (top ? 62 : 82), sx: 1, sy: 1 };
}

/** The ball on the spot, the keeper ready: before the first kick of a round. */
export const READY_POSE: KickPose = {
  ball: { ...SPOT, scale: 1, spin: 0 },
  keeper: READY,
  arrived: false,
  ripple: null,
  call: { scale: 0, opacity: 0 },
};

const clamp = (t: number) => Math.min(1, Math.max(0, t));
const easeOut = (t: number) => 1 - (1 - t) ** 3;
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const mix = (from: number, to: number, t: number) => from + (to - from) * t;

/** Where everything is `progress` (0 … 1) into `kick`; 1 is where it comes to rest. */
export function kickPose(kick: SoccerKick, progress: number): KickPose {
  const p = clamp(progress);
  const target = zoneCentre(kick.zone);
  // A goal carries on into the net; a save stops in the keeper's gloves.
  const rest = kick.goal ? { ...target, scale: 0.48 } : { x: target.x, y: target.y + 4, scale: 0.6 };
  const flight = easeOut(clamp((p - STRIKE) / (IMPACT - STRIKE)));
  const after = clamp((p - IMPACT) / (1 - IMPACT));
  // The ball rises on an arc above the straight line to its zone, highest halfway.
  const lift = Math.sin(Math.PI * flight) * 26;
  const settle = easeOut(after);
  const ball: BallPose =
    p < IMPACT
      ? { x: mix(SPOT.x, target.x, flight), y: mix(SPOT.y, target.y, flight) - lift, scale: mix(1, 0.6, flight), spin: 720 * flight }
      : { x: mix(target.x, rest.x, settle), y: mix(target.y, rest.y, settle), scale: mix(0.6, rest.scale, settle), spin: 720 + (kick.goal ? 90 * after : 0) };
  const dive = divePose(diveZone(kick));
  const reach = easeInOut(clamp((p - REACT) / (IMPACT - REACT)));
  const keeper: KeeperPose = {
    dx: mix(0, dive.dx, reach),
    dy: mix(0, dive.dy, reach),
    turn: mix(0, dive.turn, reach),
    sx: mix(1, dive.sx, reach),
    sy: mix(1, dive.sy, reach),
  };
  const arrived = hasArrived(p);
  const ripple = kick.goal && arrived && after < 1 ? { radius: mix(8, 34, easeOut(after)), opacity: 1 - after } : null;
  // The call pops a little past its size, then settles.
  const pop = clamp(after * 3);
  const call = arrived ? { scale: pop < 0.7 ? mix(0.4, 1.12, pop / 0.7) : mix(1.12, 1, (pop - 0.7) / 0.3), opacity: clamp(pop * 2) } : { scale: 0, opacity: 0 };
  return { ball, keeper, arrived, ripple, call };
}
