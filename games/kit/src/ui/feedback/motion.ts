/** What shortens the games' animations: the player's fast-mode toggle and the system's reduced-motion setting. */
export interface MotionPreferences {
  readonly fast: boolean;
  readonly reducedMotion: boolean;
}

/** How long an animation designed to take `ms` should take: not at all under reduced motion, a quarter in fast mode. */
export function motionDuration(ms: number, preferences: MotionPreferences): number {
  if (preferences.reducedMotion) return 0;
  return preferences.fast ? Math.round(ms / 4) : ms;
}
