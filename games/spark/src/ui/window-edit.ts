import { FUSE_POINTS, MAX_WIDTH, MIN_WIDTH, type SparkWindow } from '../odds';

// How the player moves the window: by the keyboard on its two sliders, by typing its start and width,
// and by dragging it on the board (an end, or the whole window). Pure functions on whole hundredths;
// every window they return is one the rules accept.

/** The two numbers that make a window. */
export type WindowField = 'start' | 'width';

/** Why a typed value cannot be played: a key of the spark strings, and for a start out of range the highest start (hundredths). */
export interface Problem {
  readonly key: 'notNumber' | 'tooManyPlaces' | 'startRange' | 'widthRange';
  readonly field: WindowField;
  readonly max?: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The window of this width (kept within 2.00 … 95.00) at this start, moved back onto the fuse if it would end past 100. */
export function placeWindow(start: number, width: number): SparkWindow {
  const w = clamp(width, MIN_WIDTH, MAX_WIDTH);
  return { start: clamp(start, 0, FUSE_POINTS - w), width: w };
}

/** The lowest and highest value a field can take with the other field as it is. */
export function fieldRange(field: WindowField, window: SparkWindow): [number, number] {
  return field === 'start' ? [0, FUSE_POINTS - window.width] : [MIN_WIDTH, MAX_WIDTH];
}

/** The window after a field is set to `value` (a width that runs past 100 moves the start back). */
export function withField(field: WindowField, value: number, window: SparkWindow): SparkWindow {
  return field === 'start' ? placeWindow(value, window.width) : placeWindow(window.start, value);
}

/**
 * The value a key moves a slider to, or null for keys it leaves alone. Arrows move one whole point
 * (what players mostly want), Shift + arrows one hundredth, Page Up / Page Down ten points, Home /
 * End to the ends of its range.
 */
export function keyedValue(key: string, shift: boolean, value: number, [low, high]: [number, number]): number | null {
  const step = shift ? 1 : 100;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + step, low, high);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - step, low, high);
    case 'PageUp':
      return clamp(value + 1000, low, high);
    case 'PageDown':
      return clamp(value - 1000, low, high);
    case 'Home':
      return low;
    case 'End':
      return high;
    default:
      return null;
  }
}

/** Typed text as whole hundredths ("25.5" → 2550, "7,25" → 725: a comma is read as the decimal point). */
export function readHundredths(text: string): number | 'notNumber' | 'tooManyPlaces' {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return 'notNumber';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return 'tooManyPlaces';
  const units = Number((match[1] || '0') + fraction.padEnd(2, '0'));
  return Number.isSafeInteger(units) ? units : 'notNumber';
}

/** What a field's text asks for: the window it makes, or why it cannot be played. */
export function readField(field: WindowField, text: string, window: SparkWindow): { readonly window: SparkWindow } | { readonly problem: Problem } {
  const units = readHundredths(text);
  if (typeof units === 'string') return { problem: { key: units, field } };
  const [low, high] = fieldRange(field, window);
  if (units < low || units > high) {
    return { problem: field === 'start' ? { key: 'startRange', field, max: high } : { key: 'widthRange', field } };
  }
  return { window: withField(field, units, window) };
}

/** What a pointer holds while it drags on the board: an end of the window, or the whole of it at `offset` from its start. */
export type Grip = { readonly part: 'start' | 'end' } | { readonly part: 'move'; readonly offset: number };

/**
 * What a press at `at` (hundredths) takes hold of: the nearer end within `reach`, else the window
 * where it was pressed inside it; a press outside it takes the window by its middle (it jumps there).
 */
export function grab(at: number, { start, width }: SparkWindow, reach: number): Grip {
  const end = start + width;
  const toStart = Math.abs(at - start);
  const toEnd = Math.abs(at - end);
  if (Math.min(toStart, toEnd) <= reach) return { part: toStart < toEnd || (toStart === toEnd && at < start) ? 'start' : 'end' };
  if (at > start && at < end) return { part: 'move', offset: at - start };
  return { part: 'move', offset: width / 2 };
}

/** A place on the fuse rounded to a whole point, as the arrows move: drags land on whole numbers. */
const wholePoint = (at: number) => Math.round(at / 100) * 100;

/** The window as the pointer holding `grip` is at `at`: an end follows it (the other stays), or the whole window does. */
export function dragTo(grip: Grip, at: number, { start, width }: SparkWindow): SparkWindow {
  if (grip.part === 'move') return placeWindow(wholePoint(at - grip.offset), width);
  const end = start + width;
  if (grip.part === 'start') {
    const s = clamp(wholePoint(at), Math.max(0, end - MAX_WIDTH), end - MIN_WIDTH);
    return { start: s, width: end - s };
  }
  const e = clamp(wholePoint(at), start + MIN_WIDTH, Math.min(FUSE_POINTS, start + MAX_WIDTH));
  return { start, width: e - start };
}
