import type { PlayedRound } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import type { BridgeState } from '../rules';
import { rowsOf, standingOf } from './bridge-view';

const FRAGILE = [[0], [0], [0], [1], [1], [1], [0], [0]];

function round(state: BridgeState, status: 'OPEN' | 'CLOSED'): PlayedRound {
  return {
    id: 'rnd_1', betId: 'bet_1', game: 'bridge', status, amount: '1', stake: '1', payout: '0', multiplier: '0', freeBet: false, currency: 'USD',
    params: { difficulty: state.difficulty }, state, outcome: status === 'CLOSED' ? { fragile: FRAGILE } : null,
  };
}

const untested = { glass: 'untested', stepped: false, broke: false };

describe('rowsOf', () => {
  it('rests with eight rows of untested glass of the chosen difficulty', () => {
    const rows = rowsOf(null, 'hard');
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.status)).toEqual(Array(8).fill('ahead'));
    expect(rows[0]!.panels).toEqual([untested, untested, untested]);
    expect(rows.map((r) => r.multiplier)).toEqual(['2.97', '8.91', '26.73', '80.19', '240.57', '721.71', '2165.13', '6495.39']);
  });

  it('shows the panels stood on as held, the next row and nothing else while the round is open', () => {
    const rows = rowsOf(round({ difficulty: 'medium', steps: [1, 1], fell: null }, 'OPEN'), 'easy');
    expect(rows.map((r) => r.status)).toEqual(['crossed', 'crossed', 'next', ...Array(5).fill('ahead')]);
    expect(rows[1]!.panels).toEqual([untested, { glass: 'tempered', stepped: true, broke: false }]);
    expect(rows[2]!.panels).toEqual([untested, untested]);
  });

  it('shows every row’s glass once the round is over, and the panel that broke', () => {
    const rows = rowsOf(round({ difficulty: 'medium', steps: [1, 1, 1], fell: 1 }, 'CLOSED'), 'medium');
    expect(rows.map((r) => r.status)).toEqual(['crossed', 'crossed', 'crossed', 'fell', ...Array(4).fill('ahead')]);
    expect(rows[0]!.panels).toEqual([{ glass: 'fragile', stepped: false, broke: false }, { glass: 'tempered', stepped: true, broke: false }]);
    expect(rows[3]!.panels).toEqual([{ glass: 'tempered', stepped: false, broke: false }, { glass: 'fragile', stepped: true, broke: true }]);
    expect(rows[7]!.panels).toEqual([{ glass: 'fragile', stepped: false, broke: false }, { glass: 'tempered', stepped: false, broke: false }]);
  });
});

describe('standingOf', () => {
  it('puts the player on the start platform, the last panel that held, the one that broke, or the far platform', () => {
    expect(standingOf(null, 'easy')).toEqual({ row: -1, panel: null, fell: false });
    expect(standingOf(round({ difficulty: 'medium', steps: [1, 0], fell: null }, 'OPEN'), 'easy')).toEqual({ row: 1, panel: 0, fell: false });
    expect(standingOf(round({ difficulty: 'medium', steps: [1], fell: 1 }, 'CLOSED'), 'easy')).toEqual({ row: 1, panel: 1, fell: true });
    expect(standingOf(round({ difficulty: 'medium', steps: Array(8).fill(1), fell: null }, 'CLOSED'), 'easy')).toEqual({ row: 8, panel: null, fell: false });
  });
});
