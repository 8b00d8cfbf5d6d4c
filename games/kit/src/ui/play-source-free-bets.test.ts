import { describe, expect, it } from 'vitest';
import type { PlayClient } from './play-client';
import { remotePlay } from './play-source';

/** A play client that records each request and answers with the next scripted data. */
function recordingClient(...answers: unknown[]) {
  const requests: { query: string; variables: Record<string, unknown> | undefined }[] = [];
  const client: PlayClient = {
    async request<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
      requests.push({ query, variables });
      return answers.shift() as T;
    },
  };
  return { client, requests };
}

const ROUND = { id: 'rnd_1', betId: 'rnd_1', game: 'dice', status: 'CLOSED', amount: '0', payout: '1.98', multiplier: '1.98', freeBet: true, params: {}, state: null, outcome: null, currency: 'USD' };
const placed = { placeBet: { __typename: 'PlaceBetSuccess', balance: '11.98', round: ROUND } };

describe('remotePlay free bets', () => {
  it('placeBet with freeBet sends freeBet: true beside the amount, params and a fresh idempotency key', async () => {
    const { client, requests } = recordingClient(placed);
    expect(await remotePlay(client).placeBet('dice', '1', { target: 50 }, { freeBet: true })).toEqual({ round: ROUND, balance: '11.98' });
    expect(requests[0]!.variables).toEqual({ input: { game: 'dice', amount: '1', params: { target: 50 }, idempotencyKey: expect.any(String), freeBet: true } });
  });

  it('a paid bet sends no freeBet field at all', async () => {
    const { client, requests } = recordingClient(placed, placed);
    await remotePlay(client).placeBet('dice', '1', {});
    await remotePlay(client).placeBet('dice', '1', {}, { freeBet: false });
    for (const request of requests) expect(Object.keys(request.variables!.input as object)).toEqual(['game', 'amount', 'params', 'idempotencyKey']);
  });

  it('freeBets reads the game’s grants, oldest first, with their stake in the wire currency', async () => {
    const grants = [{ freeBetId: 'fb_1', game: 'dice', stake: '0.9259259259', betAmount: '1.0000000000', quantity: 3, remainingCount: 2, expiresAt: null }];
    const { client, requests } = recordingClient({ freeBets: grants });
    expect(await remotePlay(client).freeBets!('dice')).toEqual(grants);
    expect(requests).toEqual([
      { query: 'query($game: String!) { freeBets(game: $game) { freeBetId game stake betAmount quantity remainingCount expiresAt } }', variables: { game: 'dice' } },
    ]);
  });
});
