import { describe, expect, it } from 'vitest';
import { isPlayableWindow } from '../odds';
import { dragTo, fieldRange, grab, keyedValue, placeWindow, readField, readHundredths, withField } from './window-edit';

const quarter = { start: 3000, width: 2500 };

describe('placeWindow', () => {
  it('keeps the width within 2.00 … 95.00 and the window on the fuse', () => {
    expect(placeWindow(3000, 2500)).toEqual(quarter);
    expect(placeWindow(9000, 2500)).toEqual({ start: 7500, width: 2500 });
    expect(placeWindow(-50, 100)).toEqual({ start: 0, width: 200 });
    expect(placeWindow(800, 9999)).toEqual({ start: 500, width: 9500 });
  });
});

describe('fields', () => {
  it('give the start 0 … 100 − width and the width 2.00 … 95.00', () => {
    expect(fieldRange('start', quarter)).toEqual([0, 7500]);
    expect(fieldRange('width', quarter)).toEqual([200, 9500]);
  });

  it('move the start back when a wider window would run past 100', () => {
    expect(withField('width', 8000, quarter)).toEqual({ start: 2000, width: 8000 });
    expect(withField('width', 3000, quarter)).toEqual({ start: 3000, width: 3000 });
    expect(withField('start', 7500, quarter)).toEqual({ start: 7500, width: 2500 });
  });

  it('read typed hundredths, with a point or a comma', () => {
    expect(['25', '25.5', '7,25', '.5', '0', ' 30.00 ', '25.50'].map(readHundredths)).toEqual([2500, 2550, 725, 50, 0, 3000, 2550]);
    expect(['', '.', 'abc', '-1', '1e3', '2.5.1'].map(readHundredths)).toEqual(Array(6).fill('notNumber'));
    expect(readHundredths('2.555')).toBe('tooManyPlaces');
  });

  it('turn a field’s text into the window it asks for, or the reason it cannot be played', () => {
    expect(readField('width', '10', quarter)).toEqual({ window: { start: 3000, width: 1000 } });
    expect(readField('start', '75', quarter)).toEqual({ window: { start: 7500, width: 2500 } });
    expect(readField('start', '75.01', quarter)).toEqual({ problem: { key: 'startRange', field: 'start', max: 7500 } });
    expect(readField('width', '1.99', quarter)).toEqual({ problem: { key: 'widthRange', field: 'width' } });
    expect(readField('width', '95.01', quarter)).toEqual({ problem: { key: 'widthRange', field: 'width' } });
    expect(readField('width', 'x', quarter)).toEqual({ problem: { key: 'notNumber', field: 'width' } });
    expect(readField('start', '1.001', quarter)).toEqual({ problem: { key: 'tooManyPlaces', field: 'start' } });
  });
});

describe('keyedValue', () => {
  const range: [number, number] = [0, 7500];
  it('moves a point per arrow, a hundredth with Shift, ten with the Page keys, to the ends with Home and End', () => {
    expect(['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].map((key) => keyedValue(key, false, 3000, range))).toEqual([
      3100, 3100, 2900, 2900, 4000, 2000, 0, 7500,
    ]);
    expect(keyedValue('ArrowRight', true, 3000, range)).toBe(3001);
    expect(keyedValue('ArrowLeft', true, 3000, range)).toBe(2999);
  });

  it('stops at the ends and leaves other keys alone', () => {
    expect(keyedValue('ArrowRight', false, 7450, range)).toBe(7500);
    expect(keyedValue('PageDown', false, 500, range)).toBe(0);
    expect(keyedValue('a', false, 3000, range)).toBeNull();
    expect(keyedValue('Enter', false, 3000, range)).toBeNull();
  });
});

describe('dragging on the board', () => {
  it('takes the nearer end within reach, else the window where pressed, else the window by its middle', () => {
    expect(grab(3100, quarter, 200)).toEqual({ part: 'start' });
    expect(grab(5400, quarter, 200)).toEqual({ part: 'end' });
    expect(grab(4000, quarter, 200)).toEqual({ part: 'move', offset: 1000 });
    expect(grab(8000, quarter, 200)).toEqual({ part: 'move', offset: 1250 });
    // A narrow window: the end nearer the press.
    expect(grab(4980, { start: 5000, width: 200 }, 300)).toEqual({ part: 'start' });
    expect(grab(5150, { start: 5000, width: 200 }, 300)).toEqual({ part: 'end' });
  });

  it('moves an end to the whole point under the pointer, the other end staying, within 2.00 … 95.00 wide', () => {
    expect(dragTo({ part: 'end' }, 7012, quarter)).toEqual({ start: 3000, width: 4000 });
    expect(dragTo({ part: 'end' }, 3050, quarter)).toEqual({ start: 3000, width: 200 });
    expect(dragTo({ part: 'end' }, 12_000, quarter)).toEqual({ start: 3000, width: 7000 });
    expect(dragTo({ part: 'start' }, 1049, quarter)).toEqual({ start: 1000, width: 4500 });
    expect(dragTo({ part: 'start' }, 6000, quarter)).toEqual({ start: 5300, width: 200 });
    expect(dragTo({ part: 'start' }, -300, quarter)).toEqual({ start: 0, width: 5500 });
    expect(dragTo({ part: 'start' }, -300, { start: 500, width: 9500 })).toEqual({ start: 500, width: 9500 });
    expect(dragTo({ part: 'end' }, 9900, { start: 0, width: 200 })).toEqual({ start: 0, width: 9500 });
  });

  it('moves the whole window with the pointer, keeping its width, onto the fuse', () => {
    expect(dragTo({ part: 'move', offset: 1000 }, 6000, quarter)).toEqual({ start: 5000, width: 2500 });
    expect(dragTo({ part: 'move', offset: 1000 }, 9999, quarter)).toEqual({ start: 7500, width: 2500 });
    expect(dragTo({ part: 'move', offset: 1250 }, 500, quarter)).toEqual({ start: 0, width: 2500 });
  });

  it('never gives a window the rules would refuse', () => {
    const windows = [quarter, { start: 0, width: 200 }, { start: 500, width: 9500 }, { start: 9800, width: 200 }, { start: 1234, width: 4321 }];
    for (const window of windows) {
      for (let at = -2000; at <= 12_000; at += 37) {
        for (const grip of [{ part: 'start' } as const, { part: 'end' } as const, grab(at, window, 300)]) {
          expect(isPlayableWindow(dragTo(grip, at, window))).toBe(true);
        }
      }
    }
  });
});
