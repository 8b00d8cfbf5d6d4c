import { HISTORY_ROUND_FIELDS, OPEN_QUERY } from '@rgs/schema/play';
import { describe, expect, it } from 'vitest';
import type { PlayClient } from './play-client';
import { ROUND_FIELDS } from './played-round';
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

const ROW = {
  id: 'rnd_2', betId: 'bet_2', game: 'dice', status: 'CLOSED', amount: '1.0000000000', payout: '1.9800000000', multiplier: '1.9800000000',
  freeBet: false, params: { target: 50, over: true }, state: null, outcome: { roll: 72.5 }, currency: 'USD',
  createdAt: '2025-11-24T10:00:00.000Z', nonce: 2, serverSeedHash: 'ab'.repeat(32), clientSeed: 'mine', serverSeed: null,
};

const minify = (query: string) => query.replace(/\s+/g, ' ').trim();

describe('remotePlay history', () => {
  it('reads a page with the rounds query, selecting every HistoryRound field and the page info', async () => {
    const { client, requests } = recordingClient({ rounds: { nodes: [ROW], pageInfo: { endCursor: 'cur_2', hasNextPage: true } } });
    const page = await remotePlay(client).history('dice', { first: 5, after: 'cur_1' });
    expect(page).toEqual({ rounds: [ROW], endCursor: 'cur_2', hasNextPage: true });
    expect(requests).toHaveLength(1);
    expect(minify(requests[0]!.query)).toBe(
      `query($game: String, $first: Int, $after: String) { rounds(game: $game, first: $first, after: $after) { nodes { ${HISTORY_ROUND_FIELDS} } pageInfo { endCursor hasNextPage } } }`,
    );
    expect(requests[0]!.variables).toEqual({ game: 'dice', first: 5, after: 'cur_1' });
  });

  it('asks for the newest page with the API’s own page size when no page is given', async () => {
    const { client, requests } = recordingClient({ rounds: { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } } });
    expect(await remotePlay(client).history('mines')).toEqual({ rounds: [], endCursor: null, hasNextPage: false });
    expect(requests[0]!.variables).toEqual({ game: 'mines', first: null, after: null });
  });
});

describe('remotePlay proof', () => {
  it('reads the round’s game with its fairness data, so a verifier uses the right rules', async () => {
    const proof = { game: 'dice', serverSeed: null, serverSeedHash: 'ab'.repeat(32), clientSeed: 'mine', nonce: 2, params: {}, outcome: null };
    const { client, requests } = recordingClient({ round: proof });
    expect(await remotePlay(client).proof('rnd_2')).toEqual(proof);
    expect(requests[0]).toEqual({
      query: 'query($id: ID!) { round(id: $id) { game serverSeed serverSeedHash clientSeed nonce params outcome } }',
      variables: { id: 'rnd_2' },
    });
  });
});

describe('remotePlay open', () => {
  const session = {
    showBalance: true, showRules: true, logoUrl: null, cardLogoUrl: null, currency: 'BRL', currencyPrefix: 'R$', displayRate: '5.1', wireCurrency: 'USD', userId: 'player-7',
    preferences: { fastMode: true, sound: false },
  };
  const games = [{ key: 'mines', title: 'Mines', minBet: '0.1', maxBet: '10' }, { key: 'dice', title: 'Dice', minBet: '0.2', maxBet: '100' }];
  const OPEN = 'query($game: String!) { session { showBalance showRules logoUrl cardLogoUrl currency currencyPrefix displayRate wireCurrency userId preferences { fastMode sound } } '
    + `games { key title minBet maxBet } activeRound(game: $game) { ${ROUND_FIELDS} } `
    + 'freeBets(game: $game) { freeBetId game stake betAmount quantity remainingCount expiresAt } }';

  it('goes live in one request (the page’s early one) for the session’s currencies, the player and their choices, the game’s title and limits, the open round and the free bets', async () => {
    expect(OPEN_QUERY).toBe(OPEN);
    const open = { ...ROW, status: 'OPEN', game: 'mines', payout: '0', multiplier: '1.2', state: { mines: 3, revealed: [4] }, outcome: null };
    const grant = { freeBetId: 'fb_1', game: 'mines', stake: '0.9803921568', betAmount: '5', quantity: 3, remainingCount: 2, expiresAt: null };
    const { client, requests } = recordingClient({ session, games, activeRound: open, freeBets: [grant] });
    expect(await remotePlay(client).open('mines')).toStrictEqual({
      session: {
        currency: 'BRL', wireCurrency: 'USD', currencyPrefix: 'R$', displayRate: '5.1', playerId: 'player-7', preferences: { fastMode: true, sound: false }, title: 'Mines',
        showBalance: true, showRules: true, logoUrl: null, cardLogoUrl: null, limits: { min: '0.1', max: '10' }, balance: null,
      },
      activeRound: open,
      freeBets: [grant],
    });
    expect(requests).toStrictEqual([{ query: OPEN, variables: { game: 'mines' } }]);
  });

  it('asks for the balance only when asked, in its own request (a balance_check reaches the wallet only then)', async () => {
    const { client, requests } = recordingClient({ balance: '12.5000000000' });
    expect(await remotePlay(client).balance()).toBe('12.5000000000');
    expect(requests).toStrictEqual([{ query: 'query { balance }', variables: undefined }]);
  });

  it('answers no round when none is open', async () => {
    const { client, requests } = recordingClient({ session: { ...session, showBalance: false }, games, activeRound: null });
    const opened = await remotePlay(client).open('dice');
    expect(opened.session.balance).toBeNull();
    expect(opened.session.limits).toStrictEqual({ min: '0.2', max: '100' });
    expect(opened.activeRound).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('keeps a change to the player’s choices with the setPreferences mutation and answers all of them', async () => {
    const { client, requests } = recordingClient({ setPreferences: { fastMode: true, sound: true } });
    expect(await remotePlay(client).setPreferences({ sound: true })).toStrictEqual({ fastMode: true, sound: true });
    expect(requests).toStrictEqual([
      { query: 'mutation($input: PlayerPreferencesInput!) { setPreferences(input: $input) { fastMode sound } }', variables: { input: { sound: true } } },
    ]);
  });

  it('pings with the smallest query there is', async () => {
    const { client, requests } = recordingClient({ __typename: 'Query' });
    await remotePlay(client).ping!();
    expect(requests).toStrictEqual([{ query: 'query { __typename }', variables: undefined }]);
  });
});

describe('remotePlay moves on a stateful round', () => {
  const open = { ...ROW, id: 'rnd_9', betId: 'rnd_9', game: 'mines', status: 'OPEN', payout: '0', multiplier: '0', state: { revealed: [] }, outcome: null, version: 3 };
  const MOVED = (field: string, success: string, round: object) => ({ [field]: { __typename: success, balance: null, round } });

  it('sends back the version of the round it last saw, so a move meant for an older round is refused', async () => {
    const { client, requests } = recordingClient(
      MOVED('placeBet', 'PlaceBetSuccess', open),
      MOVED('act', 'ActSuccess', { ...open, version: 4 }),
      MOVED('cashout', 'CashoutSuccess', { ...open, status: 'CLOSED', version: 5 }),
    );
    const play = remotePlay(client);
    await play.placeBet('mines', '1', { mines: 3 });
    await play.act('rnd_9', 'reveal', { tile: 4 });
    expect(requests[1]!.variables).toEqual({ input: { roundId: 'rnd_9', action: 'reveal', params: { tile: 4 }, version: 3 } });
    await play.cashout('rnd_9');
    expect(minify(requests[2]!.query)).toContain('cashout(roundId: $roundId, version: $version)');
    expect(requests[2]!.variables).toEqual({ roundId: 'rnd_9', version: 4 });
  });

  it('sends no version for a round it has not seen (the API then judges the move on the round as it is)', async () => {
    const { client, requests } = recordingClient(MOVED('act', 'ActSuccess', open));
    await remotePlay(client).act('rnd_1', 'reveal', { tile: 0 });
    expect(requests[0]!.variables).toEqual({ input: { roundId: 'rnd_1', action: 'reveal', params: { tile: 0 }, version: null } });
  });
});
