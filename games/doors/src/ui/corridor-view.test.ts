import type { PlayedRound } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import type { DoorsState } from '../rules';
import { mapOf, passedWall, wallOf } from './corridor-view';

const TRAPS = [1, 2, 0, 2, 0, 0, 1, 2, 0, 0];

function round(state: DoorsState, status: 'OPEN' | 'CLOSED'): PlayedRound {
  return {
    id: 'rnd_1', betId: 'bet_1', game: 'doors', status, amount: '1', stake: '1', payout: '0', multiplier: '0', freeBet: false, currency: 'USD',
    params: { doors: state.doors }, state, outcome: status === 'CLOSED' ? { traps: TRAPS } : null,
  };
}

const closed = (n: number) => Array.from({ length: n }, () => ({ kind: 'closed', picked: false }));

describe('wallOf', () => {
  it('shows the resting corridor of the chosen door count with no round', () => {
    expect(wallOf(null, 4)).toEqual({ level: 0, doors: closed(4) });
  });

  it('shows the current level’s closed doors while a round is open', () => {
    expect(wallOf(round({ doors: 3, opened: [0, 1], hit: null }, 'OPEN'), 5)).toEqual({ level: 2, doors: closed(3) });
  });

  it('opens every door of the level where a trap ended the round, the trap marked picked', () => {
    expect(wallOf(round({ doors: 3, opened: [0, 1], hit: 0 }, 'CLOSED'), 3)).toEqual({
      level: 2,
      doors: [{ kind: 'trap', picked: true }, { kind: 'safe', picked: false }, { kind: 'safe', picked: false }],
    });
  });

  it('after a cashout shows the next level’s doors, none picked; after the top, the tenth level’s', () => {
    expect(wallOf(round({ doors: 3, opened: [0], hit: null }, 'CLOSED'), 3)).toEqual({
      level: 1,
      doors: [{ kind: 'safe', picked: false }, { kind: 'safe', picked: false }, { kind: 'trap', picked: false }],
    });
    expect(wallOf(round({ doors: 3, opened: [0, 0, 1, 0, 1, 1, 0, 0, 1, 2], hit: null }, 'CLOSED'), 3)).toEqual({
      level: 9,
      doors: [{ kind: 'trap', picked: false }, { kind: 'safe', picked: false }, { kind: 'safe', picked: true }],
    });
  });

  it('shows the door just walked through open on its own wall', () => {
    expect(passedWall(3, 4, 1)).toEqual({ level: 4, doors: [{ kind: 'closed', picked: false }, { kind: 'safe', picked: true }, { kind: 'closed', picked: false }] });
  });
});

describe('mapOf', () => {
  it('lists the ten levels with their multipliers, the way through and where the player stands', () => {
    const map = mapOf(round({ doors: 3, opened: [0, 1], hit: null }, 'OPEN'), 3);
    expect(map.map((l) => l.multiplier)).toEqual(['1.485', '2.2275', '3.3412', '5.0118', '7.5178', '11.2767', '16.915', '25.3726', '38.0589', '57.0883']);
    expect(map.map((l) => l.status)).toEqual(['passed', 'passed', 'current', ...Array(7).fill('ahead')]);
    expect(map.map((l) => l.opened)).toEqual([0, 1, ...Array(8).fill(null)]);
    expect(map.every((l) => l.trap === null)).toBe(true);
  });

  it('shows every trap once the round is over, and where it was hit', () => {
    const map = mapOf(round({ doors: 3, opened: [0, 1], hit: 0 }, 'CLOSED'), 3);
    expect(map.map((l) => l.status)).toEqual(['passed', 'passed', 'trapped', ...Array(7).fill('ahead')]);
    expect(map.map((l) => l.opened)).toEqual([0, 1, 0, ...Array(7).fill(null)]);
    expect(map.map((l) => l.trap)).toEqual(TRAPS);
  });

  it('rests with every level ahead and the chosen door count’s multipliers', () => {
    const map = mapOf(null, 2);
    expect(map.map((l) => l.status)).toEqual(Array(10).fill('ahead'));
    expect(map[9]!.multiplier).toBe('1013.76');
  });
});
