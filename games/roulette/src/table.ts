// The roulette table as plain data: its numbers and colours, the wheel's order, and every position a
// chip can be placed on (what each pays is in paytable.ts). No zod or decimal.js, so the board and
// the player rules read it without downloading the rules' validation.
import type { BetType } from './paytable';

export type { BetType } from './paytable';

/** How many pockets the single-zero wheel has: 0 … 36. */
export const POCKETS = 37;

/** The most chips the table takes in one spin, all positions together (RULES.md, "Parameters"). */
export const MAX_TABLE_CHIPS = 200;

/** A pocket's colour. */
export type PocketColour = 'green' | 'red' | 'black';

/**
 * The colour of number `n`: 0 green; red the odd numbers of 1–10 and 19–28 and the even ones of
 * 11–18 and 29–36 (`RED_NUMBERS`); the rest black.
 */
export function colourOf(n: number): PocketColour {
  return n === 0 ? 'green' : (n % 2 === 1) === (n < 11 || (n > 18 && n < 29)) ? 'red' : 'black';
}

/** The pockets of the European wheel clockwise from 0, as they stand on a real wheel. */
export const WHEEL_ORDER: readonly number[] = Object.freeze([
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
]);

/** One place a chip can go: its kind and the numbers it covers, ascending. */
export interface Position {
  readonly type: BetType;
  readonly numbers: readonly number[];
  /** `type:n1-n2-…`, the position's identity (two chips with the same key are on the same spot). */
  readonly key: string;
}

/** The identity of a bet of `type` on `numbers` (as given: a real position lists them ascending). */
export function positionKey(type: string, numbers: readonly number[]): string {
  return `${type}:${numbers.join('-')}`;
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** The red numbers, ascending; every other number from 1 to 36 is black, 0 is green. */
export const RED_NUMBERS: readonly number[] = Object.freeze(range(1, 36).filter((n) => colourOf(n) === 'red'));

/** The number at street `s` (0 … 11, the numbers 3s + 1 … 3s + 3) and place `p` in it (0 … 2). */
const at = (s: number, p: number) => 3 * s + p + 1;

function position(type: BetType, numbers: readonly number[]): Position {
  const sorted = Object.freeze([...numbers].sort((a, b) => a - b));
  return Object.freeze({ type, numbers: sorted, key: positionKey(type, sorted) });
}

function buildPositions(): Position[] {
  const streets = range(0, 11);
  const all: Position[] = [];
  const add = (type: BetType, numbers: readonly number[]) => all.push(position(type, numbers));
  for (const n of range(0, 36)) add('straight', [n]);
  // Zero touches 1, 2 and 3; in a street, neighbours differ by 1; across streets, by 3.
  for (const n of [1, 2, 3]) add('split', [0, n]);
  for (const s of streets) for (const p of [0, 1]) add('split', [at(s, p), at(s, p + 1)]);
  for (const s of range(0, 10)) for (const p of [0, 1, 2]) add('split', [at(s, p), at(s + 1, p)]);
  // The trios at zero's head are streets too (they pay 11 to 1).
  add('street', [0, 1, 2]);
  add('street', [0, 2, 3]);
  for (const s of streets) add('street', [at(s, 0), at(s, 1), at(s, 2)]);
  // The first four (0, 1, 2, 3) is a corner too (it pays 8 to 1).
  add('corner', [0, 1, 2, 3]);
  for (const s of range(0, 10)) for (const p of [0, 1]) add('corner', [at(s, p), at(s, p + 1), at(s + 1, p), at(s + 1, p + 1)]);
  for (const s of range(0, 10)) add('line', range(at(s, 0), at(s + 1, 2)));
  for (const c of [1, 2, 3]) add('column', range(c, 34 + c - 1, 3));
  for (const d of [0, 1, 2]) add('dozen', range(12 * d + 1, 12 * d + 12));
  add('red', RED_NUMBERS);
  add('black', range(1, 36).filter((n) => colourOf(n) === 'black'));
  add('even', range(2, 36, 2));
  add('odd', range(1, 35, 2));
  add('low', range(1, 18));
  add('high', range(19, 36));
  return all;
}

/**
 * Every position of the table, 157 in all: 37 straights, 60 splits, 14 streets (12 and the two
 * trios), 23 corners (22 and the first four), 11 lines, 3 columns, 3 dozens and the six even-money
 * bets. A bet's params must name one of these exactly (RULES.md, "Positions").
 */
export const POSITIONS: readonly Position[] = Object.freeze(buildPositions());

const BY_KEY = new Map(POSITIONS.map((p) => [p.key, p]));

/** The position a bet of `type` on `numbers` names, or undefined when the table has no such spot. */
export function findPosition(type: string, numbers: readonly number[]): Position | undefined {
  return BY_KEY.get(positionKey(type, numbers));
}

/** The position of a key (`split:17-20`), or undefined. */
export function positionByKey(key: string | null | undefined): Position | undefined {
  return key ? BY_KEY.get(key) : undefined;
}
