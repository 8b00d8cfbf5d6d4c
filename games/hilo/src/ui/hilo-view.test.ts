import type { PlayedRound } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import type { HiloCard } from '../cards';
import type { HiloState } from '../rules';
import { runOf, viewOf } from './hilo-view';

const c = (text: string): HiloCard => ({ rank: text.slice(0, -1), suit: ({ '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' } as const)[text.slice(-1) as '♠'] }) as HiloCard;

const round = (state: HiloState, change: Partial<PlayedRound> = {}): PlayedRound => ({
  id: 'rnd_1', betId: 'bet_1', game: 'hilo', status: 'OPEN', amount: '1', stake: '1', payout: '0', multiplier: '0', freeBet: false,
  currency: 'USD', params: {}, state, outcome: null, ...change,
});

describe('runOf', () => {
  it('tells how each card came and the multiplier after it (RULES.md’s example)', () => {
    const state: HiloState = { cards: ['3♠', '8♣', '8♠', 'K♥', 'J♦', 'J♦'].map(c), moves: ['higher', 'skip', 'higher', 'lower', 'lower'] };
    expect(runOf(state).map((r) => [r.arrival, r.multiplier])).toEqual([
      [{ kind: 'first' }, '0'],
      [{ kind: 'guess', choice: 'higher', right: true }, '1.287'],
      [{ kind: 'skip' }, '1.287'],
      [{ kind: 'guess', choice: 'higher', right: true }, '3.3462'],
      [{ kind: 'guess', choice: 'lower', right: true }, '3.625'],
      [{ kind: 'guess', choice: 'lower', right: false }, '0'],
    ]);
  });
});

describe('viewOf', () => {
  it('has no view before a round', () => {
    expect(viewOf(null)).toBeNull();
  });

  it('reads an open round', () => {
    const view = viewOf(round({ cards: ['3♠', '8♣'].map(c), moves: ['higher'] }, { multiplier: '1.287' }))!;
    expect(view).toMatchObject({ current: c('8♣'), counts: [10], skipsLeft: 20, standing: 'open', next: null });
  });

  it('shows the card that would have come after a cashout, and none after a loss', () => {
    const outcome = { cards: ['3♠', '8♣', '8♠'].map(c) };
    const cashed = viewOf(round({ cards: ['3♠', '8♣'].map(c), moves: ['higher'] }, { status: 'CLOSED', payout: '1.287', multiplier: '1.287', outcome }))!;
    expect(cashed).toMatchObject({ standing: 'won', next: c('8♠') });
    const lost = viewOf(round({ cards: ['3♠', '2♣'].map(c), moves: ['higher'] }, { status: 'CLOSED', outcome }))!;
    expect(lost).toMatchObject({ standing: 'lost', next: null, counts: [] });
  });
});
