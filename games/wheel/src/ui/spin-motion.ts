/** How long a spin takes before fast mode or reduced motion shorten it. */
export const SPIN_MS = 2400;

/** Whole turns a spin makes before it settles: fewer when it is short, so it stays readable. */
export function spinTurns(duration: number): number {
  return duration >= 1000 ? 4 : 1;
}

/** The rest angle of a wheel of `segments` before its first spin: segment 0 centred under the pointer. */
export function restAngle(segments: number): number {
  return -180 / segments;
}

/**
 * The angle (degrees, clockwise) a spin from `from` ends at so that the pointer, at the top, stands
 * `within` (0 … 1) of the way across `segment`, after `turns` whole turns clockwise. The wheel is
 * drawn with segment i spanning i·s … (i + 1)·s clockwise from the top (s = 360 / segments), so a
 * rotation R puts wheel angle −R under the pointer.
 */
export function landingAngle(from: number, segment: number, segments: number, within: number, turns: number): number {
  const target = -((segment + within) * 360) / segments;
  const ahead = (((target - from) % 360) + 360) % 360;
  return from + turns * 360 + ahead;
}

/** The segment under the pointer for a wheel rotated by `angle` degrees. */
export function segmentAt(angle: number, segments: number): number {
  const under = (((-angle % 360) + 360) % 360) / (360 / segments);
  return Math.min(segments - 1, Math.floor(under));
}

/** The wheel's angle `elapsed` ms into a spin of `duration` ms: fast at first, slowing into the result (ease-out quartic). */
export function spinAngle(from: number, to: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return to;
  const p = Math.max(0, elapsed) / duration;
  return from + (to - from) * (1 - (1 - p) ** 4);
}

/**
 * Where across its segment a round's spin stops (0.2 … 0.8), from its id: a real wheel rarely stops
 * dead centre, and the same round always lands the same way. Display only; the segment is the rules'.
 */
export function stopWithin(roundId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < roundId.length; i++) hash = Math.imul(hash ^ roundId.charCodeAt(i), 16777619);
  return 0.2 + ((hash >>> 0) % 601) / 1000;
}
