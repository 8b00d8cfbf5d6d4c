import type { CoinSide } from '../sides';

/** How long one coin turns in the air, and how long each flip of a streak takes from one start to the next. */
export const SPIN_MS = 620;
export const STEP_MS = 860;

/** Half-turns of a flip: three whole turns when it lands on the face it left, three and a half otherwise. */
const SAME_FACE_HALF_TURNS = 6;

/** How many flips the board plays: up to and including the first miss (it already decides the round), else all. */
export function flipsToShow(flips: readonly CoinSide[], side: CoinSide): number {
  const miss = flips.findIndex((flip) => flip !== side);
  return miss === -1 ? flips.length : miss + 1;
}

/** Where a streak's animation stands. */
export interface FlipMoment {
  /** The flip in the air, or the last one once everything has landed (0-based). */
  readonly index: number;
  /** How far that flip is through its spin: 0 at the toss, 1 once it has landed. */
  readonly progress: number;
  /** Flips that have landed so far. */
  readonly landed: number;
}

/** How long a streak of `count` flips takes: each starts `step` after the one before, the last lands `spin` after its start. */
export function streakDuration(count: number, spin: number, step: number): number {
  return count <= 0 ? 0 : (count - 1) * step + spin;
}

/** The moment `elapsed` ms into a streak of `count` flips. */
export function flipMoment(elapsed: number, count: number, spin: number, step: number): FlipMoment {
  if (count <= 0) return { index: 0, progress: 1, landed: 0 };
  if (elapsed >= streakDuration(count, spin, step) || spin <= 0) return { index: count - 1, progress: 1, landed: count };
  const index = Math.min(count - 1, Math.floor(Math.max(0, elapsed) / step));
  const progress = Math.min(1, (Math.max(0, elapsed) - index * step) / spin);
  return { index, progress, landed: index + (progress >= 1 ? 1 : 0) };
}

/** How the big coin looks at one moment of a flip. */
export interface CoinPose {
  /** The face turned towards the player. */
  readonly face: CoinSide;
  /** The face's height as a share of its width (|cos| of the turn): 1 flat on, near 0 edge on. */
  readonly squash: number;
  /** Which way the coin's edge shows (sin of the turn): below the face when positive, above when negative. */
  readonly tilt: number;
  /** How high the coin is in its toss, 0 on the ground … 1 at the top. */
  readonly lift: number;
}

const other = (side: CoinSide): CoinSide => (side === 'heads' ? 'tails' : 'heads');

/**
 * The coin `progress` (0 … 1) of the way through a flip from `from` to `to`: it turns over its
 * horizontal axis, fast out of the hand and slowing into the landing (ease-out cubic), while it rises
 * and falls (a parabola). It turns an even number of half-turns to land on the face it left, an odd
 * number to land on the other, so the face at the end is always `to`.
 */
export function coinPose(progress: number, from: CoinSide, to: CoinSide): CoinPose {
  const p = Math.min(1, Math.max(0, progress));
  if (p >= 1) return { face: to, squash: 1, tilt: 0, lift: 0 };
  const halfTurns = from === to ? SAME_FACE_HALF_TURNS : SAME_FACE_HALF_TURNS + 1;
  const angle = halfTurns * Math.PI * (1 - (1 - p) ** 3);
  // Each time the coin passes edge-on (a quarter turn, then every half turn) the other face comes round.
  const passes = Math.floor(angle / Math.PI + 0.5);
  return { face: passes % 2 === 0 ? from : other(from), squash: Math.abs(Math.cos(angle)), tilt: Math.sin(angle), lift: 4 * p * (1 - p) };
}
