// Where everything on the circuit board sits, in SVG units: pure numbers, so the routes can be tested
// without drawing them. The copper is a tree: the source feeds one junction, which splits into three
// branch junctions, each feeding three terminals; a current is drawn along the one path of copper that
// leads to its terminal (the path is decoration: the float decides the terminal, RULES.md).

/** A point on the board. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The board's size: the viewBox is `0 0 BOARD.width BOARD.height`. */
export const BOARD = { width: 408, height: 336 } as const;

/** The board's centre line, the spacing of the terminals and of the branch junctions. */
const CENTRE = BOARD.width / 2;
const TERMINAL_GAP = 44;
const BRANCH_GAP = 3 * TERMINAL_GAP;

/** The source's outlet, the first junction, the branch junctions' row, and the LEDs' row and radius. */
export const SOURCE: Point = { x: CENTRE, y: 46 };
export const HUB: Point = { x: CENTRE, y: 86 };
const BRANCH_Y = 160;
export const LED = { y: 268, r: 13 } as const;

/** Where a trace bends below a junction before it heads sideways: PCB routing, 45° at most. */
const DROP_BELOW_HUB = 10;
const DROP_BELOW_BRANCH = 18;

/** The centre of terminal k's LED, k = 0 (far left) … 8. */
export function terminalCentre(k: number): Point {
  return { x: CENTRE + (k - 4) * TERMINAL_GAP, y: LED.y };
}

/** Branch junction b = 0, 1, 2 (left, centre, right): it feeds terminals 3b, 3b + 1, 3b + 2. */
export function branchJunction(b: number): Point {
  return { x: CENTRE + (b - 1) * BRANCH_GAP, y: BRANCH_Y };
}

/**
 * A trace from `from` down to `to` as copper is routed: straight down, sideways (only when the drop
 * is too short for a 45° run), a 45° run, then straight down into `to`. Includes both ends.
 */
export function route(from: Point, to: Point, drop: number): Point[] {
  const dx = to.x - from.x;
  if (dx === 0) return [from, to];
  const sign = Math.sign(dx);
  const top = from.y + drop;
  const diagonal = Math.min(Math.abs(dx), to.y - top - drop);
  const turn = { x: to.x - sign * diagonal, y: top };
  const points = [from, { x: from.x, y: top }];
  if (turn.x !== from.x) points.push(turn);
  points.push({ x: to.x, y: top + diagonal }, to);
  return points;
}

/** The trunk: the source down to the first junction. */
export const TRUNK: readonly Point[] = [SOURCE, HUB];

/** The three branches: the first junction to each branch junction. */
export const BRANCHES: readonly (readonly Point[])[] = [0, 1, 2].map((b) => route(HUB, branchJunction(b), DROP_BELOW_HUB));

/** The nine leaves: each branch junction to the top of its three LEDs. */
export const LEAVES: readonly (readonly Point[])[] = Array.from({ length: 9 }, (_, k) => {
  const centre = terminalCentre(k);
  return route(branchJunction(Math.floor(k / 3)), { x: centre.x, y: centre.y - LED.r }, DROP_BELOW_BRANCH);
});

/** The whole copper path of terminal k: source, first junction, its branch junction, its LED. */
export function terminalRoute(k: number): Point[] {
  return [...TRUNK, ...BRANCHES[Math.floor(k / 3)]!.slice(1), ...LEAVES[k]!.slice(1)];
}

/** A polyline as an SVG path `d`. */
export function pathOf(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('');
}

/** The length of a polyline. */
export function lengthOf(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  return length;
}

/** The point `fraction` (0 … 1) of the way along a polyline. */
export function pointAlong(points: readonly Point[], fraction: number): Point {
  let left = Math.max(0, Math.min(1, fraction)) * lengthOf(points);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const step = Math.hypot(b.x - a.x, b.y - a.y);
    if (left <= step && step > 0) {
      const t = left / step;
      return { x: round(a.x + (b.x - a.x) * t), y: round(a.y + (b.y - a.y) * t) };
    }
    left -= step;
  }
  return points.at(-1)!;
}

const round = (n: number) => Math.round(n * 100) / 100;
