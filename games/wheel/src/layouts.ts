// The wheel's choices and its 15 layouts: plain data, no zod or decimal.js, so the board and the
// player rules read them without downloading the rules' validation.

/** Risk levels: how the wheel's return is spread between many small wins and one big one. */
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;

/** A risk level. */
export type WheelRisk = (typeof WHEEL_RISKS)[number];

/** How many equal segments the wheel can have. */
export const WHEEL_SEGMENT_COUNTS = [10, 20, 30, 40, 50] as const;

/** A segment count. */
export type WheelSegmentCount = (typeof WHEEL_SEGMENT_COUNTS)[number];

/**
 * Low risk, ten segments at a time: two 0× and eight wins (seven 1.2×, one 1.5×), 9.9 in all.
 * Segment 0 is a 0×, so every layout starts on a 0× under the pointer.
 */
const LOW_BLOCK = ['0', '1.2', '1.2', '1.2', '1.2', '0', '1.5', '1.2', '1.2', '1.2'] as const;

/** Medium risk: every even segment is 0×, every odd one the next of these wins, in order. */
const MEDIUM_WINS: Readonly<Record<WheelSegmentCount, readonly string[]>> = {
  10: ['1.9', '1.5', '2', '1.5', '3'],
  20: ['1.5', '2', '2', '3', '2', '1.5', '2', '1.8', '2', '2'],
  30: ['1.5', '2', '1.5', '2', '1.7', '2', '1.5', '3', '1.5', '2', '1.5', '2', '1.5', '2', '4'],
  40: ['3', '1.5', '2', '1.5', '2', '3', '1.5', '2', '1.5', '2', '3', '1.5', '2', '1.5', '2', '3', '1.5', '2', '1.6', '1.5'],
  50: ['1.5', '2', '1.5', '3', '1.5', '2', '1.5', '1.5', '2.5', '1.5', '2', '1.5', '3', '1.5', '2', '1.5', '1.5', '2', '1.5', '3', '1.5', '2', '1.5', '1.5', '5'],
};

/** High risk: the last segment pays 99 % of the segment count (9.9× … 49.5×), every other one 0×. */
const HIGH_TOP: Readonly<Record<WheelSegmentCount, string>> = { 10: '9.9', 20: '19.8', 30: '29.7', 40: '39.6', 50: '49.5' };

function lowLayout(segments: WheelSegmentCount): string[] {
  return Array.from({ length: segments }, (_, i) => LOW_BLOCK[i % LOW_BLOCK.length]!);
}

function mediumLayout(segments: WheelSegmentCount): string[] {
  return MEDIUM_WINS[segments].flatMap((win) => ['0', win]);
}

function highLayout(segments: WheelSegmentCount): string[] {
  return [...Array<string>(segments - 1).fill('0'), HIGH_TOP[segments]];
}

const BUILD: Readonly<Record<WheelRisk, (segments: WheelSegmentCount) => string[]>> = { low: lowLayout, medium: mediumLayout, high: highLayout };

/**
 * Every layout: the multiplier of segment 0, 1, … (clockwise from the pointer at rest), as exact
 * decimal text. In each, the multipliers add up to 0.99 × the segment count, so with every segment
 * equally likely the return is exactly 99 % (proved in layouts.test.ts with integers; RULES.md lists
 * them). The order only places the segments on the wheel; it was chosen so that, over the 2³²
 * values a float can take, no layout returns more than 99 % (RULES.md, "Return to player").
 */
export const WHEEL_LAYOUTS: Readonly<Record<WheelRisk, Readonly<Record<WheelSegmentCount, readonly string[]>>>> = Object.fromEntries(
  WHEEL_RISKS.map((risk) => [risk, Object.fromEntries(WHEEL_SEGMENT_COUNTS.map((n) => [n, Object.freeze(BUILD[risk](n))]))]),
) as Record<WheelRisk, Record<WheelSegmentCount, readonly string[]>>;

/** The layout of a risk and segment count: segment i's multiplier at index i. */
export function wheelLayout(risk: WheelRisk, segments: WheelSegmentCount): readonly string[] {
  return WHEEL_LAYOUTS[risk][segments];
}

/** One multiplier of a layout and how many of its segments carry it. */
export interface LayoutEntry {
  readonly multiplier: string;
  readonly count: number;
}

/** A layout's distinct multipliers, smallest first, each with its number of segments (the legend, the paytable). */
export function layoutEntries(layout: readonly string[]): LayoutEntry[] {
  const counts = new Map<string, number>();
  for (const multiplier of layout) counts.set(multiplier, (counts.get(multiplier) ?? 0) + 1);
  return [...counts].map(([multiplier, count]) => ({ multiplier, count })).sort((a, b) => Number(a.multiplier) - Number(b.multiplier));
}

/** The largest multiplier of every layout: high risk, 50 segments. */
export const WHEEL_MAX_MULTIPLIER = '49.5';
