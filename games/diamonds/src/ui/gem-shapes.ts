// The seven cuts, one per colour, so a gem can be told by its shape alone: the outline of each in a
// box of about −32 … 32 around its centre (y down), and its facets, shaded by a light from the top left.

/** A point of a gem's drawing. */
export type Point = readonly [number, number];

const r2 = (n: number) => Math.round(n * 100) / 100;
const pt = (x: number, y: number): Point => [r2(x), r2(y)];

/** `n` points round a curve `at(t)`, t = 0 … 2π, the first at t = 0. */
function sample(n: number, at: (t: number) => [number, number]): Point[] {
  return Array.from({ length: n }, (_, k) => pt(...at((2 * Math.PI * k) / n)));
}

/** Heart (red): the classic heart curve, its dip at the top and its point at the bottom. */
const HEART = sample(24, (t) => [2 * 16 * Math.sin(t) ** 3, -2 * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) - 5]);

/** Trillion (orange): a triangle, point up, its sides bowed out a little and its corners cut. */
const TRILLION: Point[] = (() => {
  const corners = [-90, 30, 150].map((a) => [34 * Math.cos((a * Math.PI) / 180), 34 * Math.sin((a * Math.PI) / 180) + 7] as const);
  return corners.flatMap((c, i) => {
    const next = corners[(i + 1) % 3]!;
    const prev = corners[(i + 2) % 3]!;
    const along = (to: readonly [number, number], f: number) => pt(c[0] + (to[0] - c[0]) * f, c[1] + (to[1] - c[1]) * f);
    // The middle of the side from c to next, pushed outwards (away from the centre, at 0, 7).
    const mx = (c[0] + next[0]) / 2;
    const my = (c[1] + next[1]) / 2;
    const d = Math.hypot(mx, my - 7);
    return [along(prev, 0.12), along(next, 0.12), pt(mx + (4 * mx) / d, my + (4 * (my - 7)) / d)];
  });
})();

/** Princess (yellow): a square, its corners and the middles of its sides. */
const PRINCESS: Point[] = [pt(-28, -28), pt(0, -29), pt(28, -28), pt(29, 0), pt(28, 28), pt(0, 29), pt(-28, 28), pt(-29, 0)];

/** Emerald cut (green): an upright rectangle with its corners cut off, an octagon. */
const EMERALD: Point[] = [pt(-13, -31), pt(13, -31), pt(24, -20), pt(24, 20), pt(13, 31), pt(-13, 31), pt(-24, 20), pt(-24, -20)];

/** Round brilliant (cyan): a circle of sixteen facets. */
const ROUND = sample(16, (t) => [31 * Math.sin(t), -31 * Math.cos(t)]);

/** Pear (blue): a drop, its point at the top and its round end below. */
const PEAR = sample(20, (t) => [40 * Math.sin(t) * Math.sin(t / 2), -31 * Math.cos(t)]);

/** Marquise (purple): an upright lens, pointed at the top and the bottom (two arcs of radius 37.2). */
const MARQUISE: Point[] = (() => {
  const h = 33;
  const w = 20;
  const radius = (h * h + w * w) / (2 * w);
  const side = (y: number) => Math.sqrt(radius * radius - y * y) - (radius - w);
  const ys = [-24, -15, -6, 3, 12, 21].map((y) => y + 1.5);
  return [pt(0, -h), ...ys.map((y) => pt(side(y), y)), pt(0, h), ...[...ys].reverse().map((y) => pt(-side(y), y))];
})();

/** Each colour's outline, by colour number: heart, trillion, princess, emerald, round, pear, marquise. */
export const GEM_OUTLINES: readonly (readonly Point[])[] = [HEART, TRILLION, PRINCESS, EMERALD, ROUND, PEAR, MARQUISE];

/** The step-cut emerald has two rows of facets round its table; the others one. */
const RINGS: readonly (readonly number[])[] = [[1, 0.52], [1, 0.5], [1, 0.5], [1, 0.74, 0.5], [1, 0.55], [1, 0.52], [1, 0.5]];

/** The light falls from the top left. */
const LIGHT: Point = [-0.5, -0.866];

/** One facet: its polygon (an SVG points list) and how lit it is, 0 (dark) … 1 (bright). */
export interface Facet {
  readonly points: string;
  readonly light: number;
}

/** A cut gem: the facets between its rim and its table, and the table itself (the flat top). */
export interface GemCut {
  readonly outline: string;
  readonly facets: readonly Facet[];
  readonly table: string;
}

const list = (points: readonly Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

/** The outline scaled by `s` towards the centre, and nudged up-left (the table sits towards the light). */
function ring(outline: readonly Point[], s: number): Point[] {
  const nudge = (1 - s) * 3;
  return outline.map(([x, y]) => pt(x * s - nudge, y * s - nudge));
}

/**
 * The cut of colour `c`'s gem: between each pair of rings a quad per side of the outline, lit by how
 * squarely it faces the light, a little darker on the outer ring (steeper) and on every other side
 * (the glitter of a real cut); in the middle the table.
 */
export function gemCut(c: number): GemCut {
  const outline = GEM_OUTLINES[c];
  const rings = RINGS[c];
  if (!outline || !rings) throw new RangeError(`no gem of colour ${c}`);
  const levels = rings.map((s) => ring(outline, s));
  const n = outline.length;
  const facets: Facet[] = [];
  for (let r = 0; r + 1 < levels.length; r++) {
    const outer = levels[r]!;
    const inner = levels[r + 1]!;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const [ax, ay] = outer[i]!;
      const [bx, by] = outer[j]!;
      const mx = (ax + bx) / 2;
      const my = (ay + by) / 2;
      const d = Math.hypot(mx, my) || 1;
      const facing = (mx / d) * LIGHT[0] + (my / d) * LIGHT[1];
      const light = Math.min(1, Math.max(0, 0.5 + 0.42 * facing - (r === 0 ? 0.06 : 0) - (i % 2 === 1 ? 0.08 : 0)));
      facets.push({ points: list([outer[i]!, outer[j]!, inner[j]!, inner[i]!]), light: r2(light) });
    }
  }
  return { outline: list(outline), facets, table: list(levels.at(-1)!) };
}
