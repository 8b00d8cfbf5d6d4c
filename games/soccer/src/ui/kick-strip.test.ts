import { describe, expect, it } from 'vitest';
import { soccerMultiplierTable } from '../multiplier';
import { marksOf, zoneStateKey } from './goal-zones';
import { kickSlots } from './kick-strip';

const TABLE = soccerMultiplierTable('hard');
const KEEPER = Array.from({ length: 10 }, (_, i) => [i % 6, (i + 1) % 6, (i + 2) % 6]);

describe('kickSlots', () => {
  it('before a round: every kick to come, with what a goal on it makes the multiplier', () => {
    const slots = kickSlots([], null, false, TABLE);
    expect(slots.map((s) => s.status)).toEqual(Array(10).fill('later'));
    expect(slots.map((s) => s.multiplier)).toEqual(TABLE.slice(1));
  });

  it('in a round: the kicks taken, the next one, the rest', () => {
    const kicks = [{ zone: 4, keeper: [0, 1, 2], goal: true }];
    const slots = kickSlots(kicks, null, true, TABLE);
    expect(slots.slice(0, 3)).toEqual([
      { status: 'goal', keeper: [0, 1, 2], zone: 4, multiplier: '1.98' },
      { status: 'next', keeper: null, zone: null, multiplier: '3.96' },
      { status: 'later', keeper: null, zone: null, multiplier: '7.92' },
    ]);
  });

  it('once over: the kicks never taken show the keeper’s zones from the outcome', () => {
    const kicks = [{ zone: 4, keeper: [0, 1, 2], goal: true }, { zone: 1, keeper: [1, 2, 3], goal: false }];
    const slots = kickSlots(kicks, KEEPER, false, TABLE);
    expect(slots.map((s) => s.status)).toEqual(['goal', 'saved', ...Array(8).fill('untaken')]);
    expect(slots[2]).toEqual({ status: 'untaken', keeper: [2, 3, 4], zone: null, multiplier: '7.92' });
  });
});

describe('zone marks', () => {
  it('mark the keeper’s zones and the shot of the kick shown', () => {
    expect(marksOf(null).every((m) => !m.covered && m.shot === null)).toBe(true);
    const marks = marksOf({ zone: 3, keeper: [3, 5], goal: false });
    expect(marks.map((m) => m.covered)).toEqual([false, false, false, true, false, true]);
    expect(marks.map((m) => m.shot)).toEqual([null, null, null, 'saved', null, null]);
    expect(marksOf({ zone: 0, keeper: [3], goal: true })[0]!.shot).toBe('goal');
  });

  it('label a zone by what it can do now, else by what the kick left there', () => {
    const [goal, covered, plain] = [{ covered: false, shot: 'goal' as const }, { covered: true, shot: null }, { covered: false, shot: null }];
    expect(zoneStateKey(covered, true, true)).toBe('zoneShoot');
    expect(zoneStateKey(goal, false, true)).toBe('zoneGoal');
    expect(zoneStateKey({ covered: true, shot: 'saved' }, false, false)).toBe('zoneSaved');
    expect(zoneStateKey(covered, false, false)).toBe('zoneCovered');
    expect(zoneStateKey(plain, false, true)).toBe('zoneOpen');
    expect(zoneStateKey(plain, false, false)).toBe('zoneWaiting');
  });
});
