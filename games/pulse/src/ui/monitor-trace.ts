// The ECG trace of a round as pure geometry: where each beat's spike stands, how tall it is, how far
// the sweep has drawn at a point of the animation. The board draws these; the tests check them.

/** How long one beat sweeps across the screen before fast mode or reduced motion shorten it. */
export const BEAT_MS = 700;

/** The trace's place on the monitor (SVG units): the sweep runs left to right over three equal windows. */
export const TRACE = { left: 24, right: 336, baseline: 162, maxSpike: 68 } as const;

/** Each beat's window, as a width. */
const WINDOW = (TRACE.right - TRACE.left) / 3;

/** Where in its window (0 … 1) a beat's R peak stands: the moment it is heard and its multiplier shown. */
export const PEAK_AT = 0.48;

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The height of a spike for a multiplier: none for a flatline, then growing with log(1 + m) so 0.5×
 * is a small beat, 1× a normal one and 10× fills the screen (the label above states the exact value).
 */
export function spikeHeight(multiplier: string): number {
  const m = Number(multiplier);
  if (!(m > 0)) return 0;
  return round(14 + ((TRACE.maxSpike - 14) * Math.log2(1 + Math.min(m, 10))) / Math.log2(11));
}

/** The x of beat `i`'s R peak. */
export function peakX(i: number): number {
  return round(TRACE.left + (i + PEAK_AT) * WINDOW);
}

/** The sweep's x at `progress` (0 … 1) of the animation. */
export function headX(progress: number): number {
  return round(TRACE.left + Math.min(1, Math.max(0, progress)) * (TRACE.right - TRACE.left));
}

/** How many beats the sweep has passed the peak of at `progress`: the beats heard and shown so far (of `played`). */
export function beatsRevealed(progress: number, played: number): number {
  if (progress >= 1) return played;
  return Math.max(0, Math.min(played, Math.floor(progress * 3 - PEAK_AT) + 1));
}

/** One beat's shape in its window: (t, dy) pairs, dy up from the baseline being negative (SVG y grows down). */
function beatShape(height: number): [number, number][] {
  if (height === 0) return [[0, 0], [1, 0]];
  const p = (t: number) => -4.5 * Math.sin((Math.PI * (t - 0.16)) / 0.14);
  const w = (t: number) => -7 * Math.sin((Math.PI * (t - 0.66)) / 0.18);
  return [
    [0, 0], [0.16, 0], [0.195, p(0.195)], [0.23, p(0.23)], [0.265, p(0.265)], [0.3, 0],
    [0.4, 0], [0.44, 5], [PEAK_AT, -height], [0.52, 9], [0.56, 0],
    [0.66, 0], [0.705, w(0.705)], [0.75, w(0.75)], [0.795, w(0.795)], [0.84, 0], [1, 0],
  ];
}

/** A point of the trace. */
export type Point = readonly [number, number];

/** The whole trace of a round's played beats as points: each beat's shape, then flat after a flatline (the monitor's long flat line). */
export function tracePoints(played: readonly string[]): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < 3; i++) {
    const beat = played[i];
    // After a flatline (or past the beats played) the line stays flat to the end.
    const shape = beatShape(beat === undefined || played.slice(0, i).includes('0') ? 0 : spikeHeight(beat));
    for (const [t, dy] of shape) {
      if (i > 0 && t === 0) continue;
      points.push([round(TRACE.left + (i + t) * WINDOW), round(TRACE.baseline + dy)]);
    }
  }
  return points;
}

/** The x where the trace turns red: the flatline's peak position, or null when no beat flatlined. */
export function flatlineX(played: readonly string[]): number | null {
  const flat = played.indexOf('0');
  return flat === -1 ? null : peakX(flat);
}

/** The part of a polyline between x = `from` and x = `to`, cut exactly at both ends, as SVG path data ('' when empty). */
export function pathBetween(points: readonly Point[], from: number, to: number): string {
  if (to <= from) return '';
  const at = (a: Point, b: Point, x: number): Point => [x, round(a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]))];
  const kept: Point[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const previous = points[i - 1];
    if (previous && previous[0] < from && point[0] > from) kept.push(at(previous, point, from));
    if (previous && previous[0] < to && point[0] > to) {
      kept.push(at(previous, point, to));
      break;
    }
    if (point[0] >= from && point[0] <= to) kept.push(point);
  }
  return kept.length < 2 ? '' : `M${kept.map(([x, y]) => `${x} ${y}`).join('L')}`;
}

/** The y of the trace at `x` (where the sweep's bright head sits). */
export function traceY(points: readonly Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (x <= x1) return x1 === x0 ? y1 : round(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
  }
  return TRACE.baseline;
}
