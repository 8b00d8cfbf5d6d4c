// Where each zone's multiplier is written on the target: on the ring itself when the ring is wide
// enough to read it, otherwise in a tag out on the bare band, with a leader line to its ring.

/** One zone's label, in board units (centre 0, 0; y down). */
export interface RingLabel {
  /** The zone: 0 the bullseye … n − 1 the last ring, n the band off the rings. */
  readonly zone: number;
  readonly x: number;
  readonly y: number;
  /** Font size. */
  readonly size: number;
  /** Present for a tag: the point on its ring the leader line runs to, and the dot marking it (small enough to leave the ring seen). */
  readonly anchor: { readonly x: number; readonly y: number; readonly dot: number } | null;
}

/** Largest and smallest font a label is written in on its ring; below the smallest it becomes a tag. */
const MAX_SIZE = 15;
const MIN_SIZE = 10;
/** A tag's font size. */
export const TAG_SIZE = 12;
/** Where the first tag sits (degrees clockwise from the top) and how far apart the tags are. */
const FIRST_TAG = 52;
const TAG_STEP = 31;

/** The width a text of `chars` characters takes at `size` (bold digits and ×, a little generous). */
export function textWidth(chars: number, size: number): number {
  return chars * size * 0.62;
}

/**
 * The labels of a board of `R` units whose rings end at the radii `outer` (fractions of R, from the
 * bullseye out; the band off the rings lies beyond the last), for the zone texts `texts` (one per
 * ring, then the band's). Ring labels stand at 12 o'clock (the band's at 6), halfway across; the bullseye's
 * in the centre; tags go round the band clockwise from the upper right, halfway across it.
 */
export function placeLabels(outer: readonly number[], texts: readonly string[], R: number): RingLabel[] {
  const n = outer.length;
  const edge = (k: number) => (k < 0 ? 0 : k >= n ? R : outer[k]! * R);
  const bandMiddle = (edge(n - 1) + R) / 2;
  let tags = 0;
  return texts.map((text, zone): RingLabel => {
    const inner = edge(zone - 1);
    const outerEdge = edge(zone);
    if (zone === 0) {
      // The bullseye's text sits in its circle: as large as the circle's width allows.
      const size = Math.min(MAX_SIZE, (2 * outerEdge * 0.8) / (text.length * 0.62), outerEdge);
      if (size >= MIN_SIZE) return { zone, x: 0, y: 0, size: round(size), anchor: null };
    } else {
      const size = Math.min(MAX_SIZE, (outerEdge - inner) * 0.72);
      // The band's 0× goes at 6 o'clock: the result banner stands over the top of the board.
      if (zone === n) return { zone, x: 0, y: round((inner + outerEdge) / 2), size: round(size), anchor: null };
      if (size >= MIN_SIZE) return { zone, x: 0, y: -round((inner + outerEdge) / 2), size: round(size), anchor: null };
    }
    const angle = ((FIRST_TAG + TAG_STEP * tags++) * Math.PI) / 180;
    const middle = (inner + outerEdge) / 2;
    return {
      zone,
      x: round(bandMiddle * Math.sin(angle)),
      y: round(-bandMiddle * Math.cos(angle)),
      size: TAG_SIZE,
      anchor: { x: round(middle * Math.sin(angle)), y: round(-middle * Math.cos(angle)), dot: round(Math.min(2, (outerEdge - inner) / 4)) },
    };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;
