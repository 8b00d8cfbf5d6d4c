/** How long a draw takes before fast mode or reduced motion shorten it: five gems, then the lift. */
export const REVEAL_MS = 1500;

/** Gems on the board. */
const GEMS = 5;
/** When gem i starts to appear, as a share of the draw: one every 14 %. */
const STAGGER = 0.14;
/** How long one gem takes to appear (it drops in, grows and sparkles), as a share of the draw. */
const APPEAR = 0.2;
/** When the matching gems start to lift, as a share of the draw: once the last gem is in. */
const LIFT_FROM = 0.8;

/** One gem's pose at a moment of the draw: how far it has appeared (0 … 1, eased, may overshoot a little) and its sparkle (0 none … 1 brightest). */
export interface GemPose {
  readonly appear: number;
  readonly sparkle: number;
}

/** The share of the draw played, 0 … 1 (1 once landed, Infinity elapsed, or for a draw of no duration). */
export function drawProgress(elapsed: number, duration: number): number {
  if (elapsed === Infinity || duration <= 0) return 1;
  return Math.min(1, Math.max(0, elapsed / duration));
}

/** Ease out with a small overshoot: the gem grows a little past its size and settles. */
function easeOutBack(x: number): number {
  const c = 1.4;
  return 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2;
}

/** Gem `i`'s pose at progress `t` of the draw: hidden before its turn, dropping in and sparkling during it, at rest after. */
export function gemPose(i: number, t: number): GemPose {
  const local = (t - i * STAGGER) / APPEAR;
  if (local <= 0) return { appear: 0, sparkle: 0 };
  if (local >= 1) return { appear: 1, sparkle: 0 };
  // The sparkle flares as the gem lands (half way) and fades as it settles.
  return { appear: easeOutBack(local), sparkle: Math.sin(Math.PI * local) };
}

/** How many gems have started to appear at progress `t`: the first at once, all five once landed. */
export function gemsShown(t: number): number {
  if (t >= 1) return GEMS;
  return Math.min(GEMS, Math.floor(t / STAGGER) + 1);
}

/** How far the matching gems have lifted at progress `t`, 0 … 1, eased out. */
export function liftAt(t: number): number {
  if (t <= LIFT_FROM) return 0;
  const x = Math.min(1, (t - LIFT_FROM) / (1 - LIFT_FROM));
  return 1 - (1 - x) ** 3;
}
