/** A point of the board, in SVG units. */
export type Point = readonly [number, number];

/** A small, fast, seeded generator (mulberry32): the same seed crackles the same way. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A number from a text (FNV-1a): a round's id seeds its own arcs. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * A lightning bolt from `from` up to `to`: a jagged line with a kink every `step` units of height,
 * each thrown sideways up to `spread` by the seed; its ends are exactly `from` and `to`.
 */
export function boltPoints(from: Point, to: Point, seed: number, spread: number, step = 11): Point[] {
  const random = seeded(seed);
  const rise = from[1] - to[1];
  const kinks = Math.max(1, Math.round(Math.abs(rise) / step));
  const points: Point[] = [from];
  for (let i = 1; i < kinks; i++) {
    const t = i / kinks;
    const x = from[0] + (to[0] - from[0]) * t + (random() * 2 - 1) * spread;
    const y = from[1] - rise * t + (random() * 2 - 1) * step * 0.3;
    points.push([round(x), round(y)]);
  }
  points.push(to);
  return points;
}

/** Short forks off a bolt: from a few of its kinks, a jagged twig sideways and up. */
export function forkPoints(bolt: readonly Point[], seed: number, count: number, length: number): Point[][] {
  const random = seeded(seed ^ 0x9e3779b9);
  const inner = bolt.slice(1, -1);
  if (inner.length === 0) return [];
  return Array.from({ length: Math.min(count, inner.length) }, () => {
    const start = inner[Math.floor(random() * inner.length)]!;
    const side = random() < 0.5 ? -1 : 1;
    const end: Point = [round(start[0] + side * length * (0.6 + random() * 0.4)), round(start[1] - length * (0.3 + random() * 0.5))];
    return boltPoints(start, end, Math.floor(random() * 2 ** 32), length * 0.25, length / 3);
  });
}

/** An SVG path through the points. */
export function pathOf(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join('');
}

const round = (n: number) => Math.round(n * 10) / 10;
