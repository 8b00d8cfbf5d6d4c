/**
 * The fill of a ring by its place on the target, as on an archery face: a gold bullseye, then red,
 * blue and violet, and the last paying ring white. Fixed, light colours under dark text (each above
 * 4.5:1 with RING_TEXT), so the target reads the same on any operator background. The band off the
 * rings has no colour of its own: it is hatched in the theme's surface colours.
 */
const FROM_CENTRE = ['#fcd34d', '#f87171', '#60a5fa', '#c4b5fd'] as const;

/** The outermost paying ring. */
const OUTER = '#e2e8f0';

/** The fill of paying ring `ring` of a board of `rings` rings (bullseye = 0). */
export function ringColour(ring: number, rings: number): string {
  if (ring === rings - 1) return OUTER;
  const colour = FROM_CENTRE[ring];
  if (!colour) throw new RangeError(`no colour for ring ${ring} of ${rings}`);
  return colour;
}

/** Dark text on every ring colour. */
export const RING_TEXT = '#10151c';
