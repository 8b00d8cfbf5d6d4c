// What the board needs of the wheel's motion before any spin: where things rest and how long a spin
// lasts. The motion itself (wheel-motion.ts) comes with after-paint.ts, after the board's first drawing.

/** How long a spin takes before fast mode or reduced motion shorten it. */
export const SPIN_MS = 2400;
/** The ball's distance from the centre while it runs on the track (wheel-art.ts draws the track there). */
export const TRACK_R = 127;
/** The ball's distance from the centre once seated in a pocket. */
export const POCKET_R = 88;
/** One pocket's arc. */
export const POCKET_DEG = 360 / 37;

/** Where everything stands: the wheel's rotation and the ball's angle (degrees clockwise from the top) and its distance from the centre. */
export interface WheelPose {
  readonly wheel: number;
  readonly ball: number;
  readonly ballR: number;
}

/** Before the first spin: the wheel with 0 at the top, the ball waiting on the track above it. */
export const REST_POSE: WheelPose = { wheel: 0, ball: 0, ballR: TRACK_R };
