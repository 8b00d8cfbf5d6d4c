import { describe, expect, it } from 'vitest';
import { testPlaySource } from '../../testing/test-play-source';
import type { PlaceBetOptions, PlayResult } from '../play-source';
import type { PlayedRound } from '../played-round';
import { freeBetsOf } from './free-bets-source';

const ROUND: PlayedRound = {
  id: 'rnd_1', betId: 'rnd_1', game: 'dice', status: 'CLOSED', amount: '1.0000000000', stake: '1.0000000000', payout: '0', multiplier: '0', freeBet: true,
  params: {}, state: null, outcome: null, currency: 'USD',
};

describe('freeBetsOf', () => {
  it('has no free bets for a source that gives none', () => {
    expect(freeBetsOf(testPlaySource({}))).toBeNull();
  });

  it('reads a source’s grants as offers, and plays one as a bet flagged free with the offer’s stake', async () => {
    const bets: [string, string, unknown, PlaceBetOptions | undefined][] = [];
    const source = testPlaySource({
      freeBets: async (game) => [
        { freeBetId: 'fb_1', game, stake: '5.2500000000', betAmount: '1.0000000000', quantity: 3, remainingCount: 2, expiresAt: '2030-01-01T00:00:00.000Z' },
      ],
      placeBet: async (game, amount, params, options): Promise<PlayResult> => {
        bets.push([game, amount, params, options]);
        return { round: ROUND, balance: '0' };
      },
    });
    const free = freeBetsOf(source)!;
    expect(await free.freeBets('dice')).toStrictEqual([{ freeBetId: 'fb_1', stake: '5.2500000000', remainingCount: 2, expiresAt: '2030-01-01T00:00:00.000Z' }]);
    expect(await free.placeFreeBet('dice', '5.2500000000', { target: 50 })).toStrictEqual({ round: ROUND, balance: '0' });
    expect(bets).toStrictEqual([['dice', '5.2500000000', { target: 50 }, { freeBet: true }]]);
  });
});
