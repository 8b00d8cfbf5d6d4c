import { FUSE_POINTS } from '../odds';

// Where things stand on the board's SVG, in viewBox units: the fuse runs level across it, from its
// frayed lit end on the left (0) to its brass cap on the right (100). HTML laid over the board (the
// spark's bubble, the ruler's numbers) is placed with `percentOf`, so both scale together.

/** The viewBox: wide and low, so the fuse fills a phone's width. */
export const VIEW = { width: 480, height: 178 } as const;

/** The fuse: from x0 (point 0) to x1 (point 10000), its axis at y, its cord `thick` units thick. */
export const FUSE = { x0: 28, x1: 450, y: 84, thick: 22 } as const;

/** The charge zone's band, from its top to its bottom edge. */
export const BAND = { top: 16, bottom: 152 } as const;

/** The ruler's ticks start at y and run `minor` or `major` units down. */
export const RULER = { y: 160, minor: 8, major: 17 } as const;

/** The viewBox x of a place on the fuse given in hundredths (0 … 10000). */
export function xOf(hundredths: number): number {
  return FUSE.x0 + ((FUSE.x1 - FUSE.x0) * hundredths) / FUSE_POINTS;
}

/** The same place as a percentage of the board's width, for HTML laid over it. */
export function percentOf(hundredths: number): number {
  return (xOf(hundredths) / VIEW.width) * 100;
}

/** The place on the fuse, in hundredths (not clamped, not whole), under a point `ratio` (0 … 1) of the way across the board. */
export function hundredthsAt(ratio: number): number {
  return ((ratio * VIEW.width - FUSE.x0) / (FUSE.x1 - FUSE.x0)) * FUSE_POINTS;
}

/** How many hundredths `px` screen pixels span on a board drawn `boardPx` wide. */
export function hundredthsPerPixels(px: number, boardPx: number): number {
  return boardPx > 0 ? (px * VIEW.width * FUSE_POINTS) / (boardPx * (FUSE.x1 - FUSE.x0)) : 0;
}

/** The ruler's ticks, every 5 along the fuse, in hundredths; those every 25 are the long, numbered ones. */
export const TICKS: readonly { readonly at: number; readonly major: boolean }[] = Array.from({ length: 21 }, (_, i) => ({ at: i * 500, major: i % 5 === 0 }));
