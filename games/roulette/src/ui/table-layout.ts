import { POSITIONS, type BetType, type Position } from '../table';

/**
 * The table's geometry. It is laid out along two axes: `a` runs along the streets (0 at the head,
 * then the 12 streets, then the column boxes: 14 slots) and `b` across them (the three rows of
 * numbers, 3s at b = 0 … 1, 1s at 2 … 3, then the dozens at 3 … 4 and the even-money boxes at 4 … 5).
 * `wide` puts `a` across the screen (the casino layout); `tall` turns it a quarter clockwise for
 * narrow screens (0 at the top, 1 2 3 left to right, the outside boxes on the left, as on phones).
 */
export type Orientation = 'wide' | 'tall';

/** A point or size in SVG units. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Slot sizes of each orientation, in SVG units: `a` per street, `b` per row of numbers, `o` per row of outside boxes. */
const SIZES: Readonly<Record<Orientation, { a: number; b: number; o: number }>> = {
  wide: { a: 56, b: 60, o: 46 },
  tall: { a: 38, b: 62, o: 46 },
};
const MARGIN = 6;
/** Half the width of a line's hit band (a split, a street edge…), in SVG units. */
export const BAND = 8;
/** The slots along `a`: the zero, 12 streets and the column boxes. */
const SLOTS = 14;

/** One orientation's geometry: where an (a, b) point of the table is drawn. */
export interface TableGeometry {
  readonly orientation: Orientation;
  readonly width: number;
  readonly height: number;
  /** The radius of a chip. */
  readonly chip: number;
  /** The length of one slot along the streets, and of one row of numbers across them. */
  readonly slot: { readonly a: number; readonly b: number };
  /** The SVG point of table coordinates (a, b). */
  point(a: number, b: number): [number, number];
  /** The SVG box spanning a0 … a1 and b0 … b1. */
  box(a0: number, a1: number, b0: number, b1: number): Box;
}

/** The geometry of an orientation. */
export function tableGeometry(orientation: Orientation): TableGeometry {
  const { a: sa, b: sb, o } = SIZES[orientation];
  const across = 3 * sb + 2 * o;
  const along = SLOTS * sa;
  const lengthB = (b: number) => (b <= 3 ? b * sb : 3 * sb + (b - 3) * o);
  const point = (a: number, b: number): [number, number] =>
    orientation === 'wide' ? [MARGIN + a * sa, MARGIN + lengthB(b)] : [MARGIN + across - lengthB(b), MARGIN + a * sa];
  return {
    orientation,
    width: 2 * MARGIN + (orientation === 'wide' ? along : across),
    height: 2 * MARGIN + (orientation === 'wide' ? across : along),
    chip: orientation === 'wide' ? 14 : 12,
    slot: { a: sa, b: sb },
    point,
    box(a0, a1, b0, b1) {
      const [x0, y0] = point(a0, b0);
      const [x1, y1] = point(a1, b1);
      return { x: Math.min(x0, x1), y: Math.min(y0, y1), w: Math.abs(x1 - x0), h: Math.abs(y1 - y0) };
    },
  };
}

/** The street (0 … 11) and row (0 for 3, 6, … 36; 2 for 1, 4, … 34) of number 1 … 36. */
export function cellOf(n: number): { street: number; row: number } {
  return { street: Math.floor((n - 1) / 3), row: 2 - ((n - 1) % 3) };
}

/** The (a, b) span of number n's cell (n ≥ 1). */
export function cellSpan(n: number): [number, number, number, number] {
  const { street, row } = cellOf(n);
  return [1 + street, 2 + street, row, row + 1];
}

/** Zero's cell: a five-sided head pointing away from the grid, as (a, b) corners. */
export const ZERO_OUTLINE: readonly [number, number][] = [[1, 0], [0.32, 0], [0.04, 1.5], [0.32, 3], [1, 3]];

/** An outside box: its position and its (a, b) span. */
export interface OutsideBox {
  readonly position: Position;
  readonly span: [number, number, number, number];
}

/**
 * Where a box's label and its chips stand, in (a, b), apart so a stack never hides the label: a
 * column's label in the first third of its row and the chips in the last; along the other boxes the
 * label a little before the middle and the chips near the far end.
 */
export function boxPlaces({ position, span: [a0, a1, b0, b1] }: OutsideBox): { label: [number, number]; chips: [number, number] } {
  const a = (a0 + a1) / 2;
  const b = (b0 + b1) / 2;
  if (position.type === 'column') return { label: [a, b0 + 0.3], chips: [a, b0 + 0.76] };
  return { label: [a0 + 0.4 * (a1 - a0), b], chips: [a0 + 0.85 * (a1 - a0), b] };
}

const ofType = (type: BetType) => POSITIONS.filter((p) => p.type === type);

/**
 * The 12 boxes around the grid: the columns at the far end (column 3, the row of 3 … 36, first),
 * the dozens, then the even-money bets in the casino's order: 1–18, even, red, black, odd, 19–36.
 */
export const OUTSIDE_BOXES: readonly OutsideBox[] = Object.freeze([
  ...ofType('column').reverse().map((position, row): OutsideBox => ({ position, span: [13, 14, row, row + 1] })),
  ...ofType('dozen').map((position, d): OutsideBox => ({ position, span: [1 + 4 * d, 5 + 4 * d, 3, 4] })),
  ...(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((type, i): OutsideBox => ({ position: ofType(type)[0]!, span: [1 + 2 * i, 3 + 2 * i, 4, 5] })),
]);

/**
 * A spot of the inside lattice. The grid's cells, the lines between them and their crossings form
 * a lattice: `x` = 0 … 23 along the streets (odd: a street's cells; even: the line before street
 * x/2, 0 being zero's edge), `y` = 1 … 6 across (odd: a row of cells; 2 and 4: the lines between
 * rows; 6: the streets' outer edge). Zero itself is the spot x = −1.
 */
export interface Spot {
  readonly x: number;
  readonly y: number;
  readonly position: Position;
}

/**
 * The lattice spot of an inside position, from the cells of its numbers: `x` from the streets it
 * spans (zero's edge when it holds 0 with others), `y` from the rows (6 when it spans all three);
 * zero alone is x = −1.
 */
function spotOf(position: Position): Spot {
  const cells = position.numbers.filter((n) => n > 0).map(cellOf);
  if (cells.length === 0) return { x: -1, y: 3, position };
  // One street or row gives 2i + 1 (its cells); two give the line between them, 2i + 2.
  const span = (values: number[]) => Math.min(...values) + Math.max(...values) + 1;
  const rows = cells.map((cell) => cell.row);
  return { x: position.numbers[0] === 0 ? 0 : span(cells.map((cell) => cell.street)), y: new Set(rows).size === 3 ? 6 : span(rows), position };
}

/** Every spot of the lattice in its order, zero first, then along the streets: the 145 inside positions (a box covers 12 numbers or more, an inside bet 6 at most). */
export const SPOTS: readonly Spot[] = Object.freeze(
  POSITIONS.filter((p) => p.numbers.length <= 6)
    .map(spotOf)
    .sort((p, q) => p.x - q.x || p.y - q.y),
);

/** The position of lattice spot (x, y); undefined off the lattice. */
export function positionAt(x: number, y: number): Position | undefined {
  return SPOTS.find((spot) => spot.x === x && spot.y === y)?.position;
}

/** Where a spot's chips stand, in (a, b): a cell's middle, a line's middle, a crossing; zero's middle. */
export function spotAnchor(spot: { x: number; y: number }): [number, number] {
  return spot.x === -1 ? [0.55, 1.5] : [1 + spot.x / 2, spot.y / 2];
}

/**
 * A spot's hit area, in SVG units: a cell less the bands along its lines, a line's band between its
 * cells' corners, a crossing's square. The outer edge's band (streets, lines) lies just inside the
 * grid, so no hit area overlaps a box. Zero's spot is its whole head (drawn as its outline; the
 * bands at its edge lie over it).
 */
export function spotBox(geometry: TableGeometry, spot: Spot): Box {
  const [a, b] = spotAnchor(spot);
  if (spot.x === -1) return geometry.box(0, 1, 0, 3);
  const ha = BAND / geometry.slot.a;
  const hb = BAND / geometry.slot.b;
  const [a0, a1] = spot.x % 2 === 1 ? [a - 0.5 + ha, spot.x === 23 ? a + 0.5 : a + 0.5 - ha] : [a - ha, a + ha];
  // The outer edge's band lies inside the grid, clear of the dozen boxes: a street's chip stands on the edge all the same.
  const [b0, b1] =
    spot.y === 6 ? [3 - 2 * hb, 3] : spot.y % 2 === 1 ? [spot.y === 1 ? 0 : b - 0.5 + hb, spot.y === 5 ? 3 - 2 * hb : b + 0.5 - hb] : [b - hb, b + hb];
  return geometry.box(a0, a1, b0, b1);
}
