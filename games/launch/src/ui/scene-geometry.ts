/** The board's viewBox size, in SVG units. */
export const VIEW = { width: 320, height: 400 } as const;

/** Where the pad stands in the view while the camera is on the ground. */
export const GROUND_Y = 330;

/** How many SVG units one level (the climb to the next destination) spans. */
export const LEVEL = 150;

/** The rocket's centre line. */
export const ROCKET_X = 148;

/** The altitude ladder at the board's right edge: ground at its bottom, Mars (level 5) at its top. */
export const LADDER = { x: 300, bottom: 362, step: 62 } as const;

/** The world's y of altitude `a` (levels), before the camera moves the world down. */
export function worldY(a: number): number {
  return GROUND_Y - a * LEVEL;
}

/** The ladder's y of altitude `a`. */
export function ladderY(a: number): number {
  return LADDER.bottom - Math.max(0, Math.min(5.2, a)) * LADDER.step;
}

/** A fixed pseudo-random sequence (so the stars and clouds never move between renders). */
export function scatter(count: number, seed: number): number[] {
  const out: number[] = [];
  let h = seed >>> 0;
  for (let i = 0; i < count; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) + 0x9e3779b9;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    out.push(h / 2 ** 32);
  }
  return out;
}

/** Rounds an SVG coordinate to 2 places: short attributes, steady output. */
export const r2 = (n: number) => Math.round(n * 100) / 100;
