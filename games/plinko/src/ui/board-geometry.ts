/** A point on the board, in SVG user units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One peg: its row (0 at the top) and its index in that row (0 at the left). */
export interface Peg extends Point {
  readonly row: number;
  readonly index: number;
}

/** Everything the board drawing and the ball animation share, for one number of rows. */
export interface BoardGeometry {
  readonly rows: number;
  /** viewBox width and height. */
  readonly width: number;
  readonly height: number;
  /** Horizontal distance between neighbouring pegs of a row (and the width of a slot). */
  readonly spacing: number;
  readonly pegRadius: number;
  readonly ballRadius: number;
  /** Row r has r + 3 pegs, centred: the triangle of the board. */
  readonly pegs: readonly Peg[];
  /** Where every ball appears, above the middle peg of the top row. */
  readonly start: Point;
  /** The top of the slot buckets, and their height. */
  readonly slotTop: number;
  readonly slotHeight: number;
  /** Where a ball drops into slot k (k = 0 … rows): at the bucket's lip, under the gap between two bottom pegs. */
  readonly slotCentres: readonly Point[];
}

/** viewBox width: the board scales to its container, so this only fixes proportions. */
const WIDTH = 400;
/** Space above the top row, where balls appear. */
const TOP = 34;
/** The height the peg rows share, whatever their number, so the board keeps its size when rows change. */
const PEG_FIELD = 300;
/** Buckets are taller from 11 rows, where they are too narrow for 5-character labels written across. */
const SLOT_HEIGHT = (rows: number) => (rows >= 11 ? 46 : 34);

/** The board for `rows` rows (8–16): peg positions, slot positions, sizes. Pure. */
export function boardGeometry(rows: number): BoardGeometry {
  // The bottom row has rows + 2 pegs spanning rows + 1 gaps, with half a gap of margin each side.
  const spacing = WIDTH / (rows + 2);
  const rowGap = PEG_FIELD / rows;
  const centre = WIDTH / 2;
  const pegY = (row: number) => TOP + row * rowGap;
  const pegs: Peg[] = [];
  for (let row = 0; row < rows; row++) {
    for (let index = 0; index < row + 3; index++) pegs.push({ row, index, x: centre + (index - (row + 2) / 2) * spacing, y: pegY(row) });
  }
  const pegRadius = Math.max(2.2, spacing * 0.11);
  const ballRadius = spacing * 0.22;
  const slotTop = pegY(rows - 1) + rowGap * 0.55;
  const slotHeight = SLOT_HEIGHT(rows);
  const slotCentres = Array.from({ length: rows + 1 }, (_, k) => ({ x: centre + (k - rows / 2) * spacing, y: slotTop + 2 }));
  return {
    rows,
    width: WIDTH,
    height: slotTop + slotHeight + 22,
    spacing,
    pegRadius,
    ballRadius,
    pegs,
    start: { x: centre, y: TOP - rowGap },
    slotTop,
    slotHeight,
    slotCentres,
  };
}

/** The peg a ball strikes in `row` after `rights` bounces to the right: index rights + 1 of that row. */
export function pegStruck(board: BoardGeometry, row: number, rights: number): Peg {
  // Row r starts at index r(r + 5)/2 of the flat list: the rows above it hold 3 + 4 + … + (r + 2) pegs.
  const first = (row * (row + 5)) / 2;
  const peg = board.pegs[first + rights + 1];
  if (!peg || peg.row !== row) throw new RangeError(`no peg in row ${row} after ${rights} rights`);
  return peg;
}

/**
 * The points a ball touches on its way down: the start, then, for each row, resting on top of the
 * peg it strikes (centre to centre exactly pegRadius + ballRadius, straight above it), then its slot.
 * rows + 2 points for a path of `rows` bounces.
 */
export function ballWaypoints(board: BoardGeometry, path: readonly number[]): Point[] {
  if (path.length !== board.rows) throw new RangeError(`a path of ${path.length} bounces on a board of ${board.rows} rows`);
  const points: Point[] = [board.start];
  let rights = 0;
  for (let row = 0; row < board.rows; row++) {
    const peg = pegStruck(board, row, rights);
    points.push({ x: peg.x, y: peg.y - board.pegRadius - board.ballRadius });
    rights += path[row] === 1 ? 1 : 0;
  }
  points.push(board.slotCentres[rights]!);
  return points;
}

/**
 * Where the ball is at `progress` (0 … rows + 1, one unit per hop between waypoints): on a waypoint
 * at whole numbers, and in between a hop that rises a little off the peg and falls under gravity.
 */
export function ballPosition(board: BoardGeometry, waypoints: readonly Point[], progress: number): Point {
  const hops = waypoints.length - 1;
  if (progress <= 0) return waypoints[0]!;
  if (progress >= hops) return waypoints[hops]!;
  const hop = Math.floor(progress);
  const t = progress - hop;
  const from = waypoints[hop]!;
  const to = waypoints[hop + 1]!;
  // The first hop is a drop from rest; every later one first bounces up off its peg.
  const rise = hop === 0 ? 0 : board.spacing * 0.45 * 4 * t * (1 - t);
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t * t - rise };
}
