import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayApiError, createPlayClient, newIdempotencyKey } from './play-client';
import { remotePlay } from './play-source';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ROUND = { id: 'rnd_1', betId: 'rnd_1', game: 'dice', status: 'CLOSED', amount: '1.0000000000', payout: '0', multiplier: '0' };
const placed = () =>
  new Response(JSON.stringify({ data: { placeBet: { __typename: 'PlaceBetSuccess', balance: '999.0000000000', round: ROUND } } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that fails with each of `failures` in turn (a network error is a TypeError), then answers. */
function scriptedFetch(failures: unknown[], answer: () => Response = placed) {
  const bodies: string[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(String(init?.body));
    const failure = failures.shift();
    if (failure) throw failure;
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, bodies, calls: () => fetch.mock.calls.length };
}

const networkError = () => new TypeError('fetch failed');
const client = (fetch: typeof globalThis.fetch) => createPlayClient({ apiUrl: 'https://api.test/', token: 'tok', fetch });

afterEach(() => vi.unstubAllGlobals());

describe('placeBet from the game client', () => {
  it('sends a fresh UUID idempotencyKey with every bet attempt', async () => {
    const f = scriptedFetch([]);
    const play = remotePlay(client(f.fetch));
    await play.placeBet('dice', '1', { target: 50, condition: 'over' });
    await play.placeBet('dice', '1', { target: 50, condition: 'over' });
    const keys = f.bodies.map((b) => JSON.parse(b).variables.input.idempotencyKey as string);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(keys[0]).not.toBe(keys[1]);
    expect(JSON.parse(f.bodies[0]!).variables.input).toEqual({ game: 'dice', amount: '1', params: { target: 50, condition: 'over' }, idempotencyKey: keys[0] });
  });

  it('retries once after a network error with the very same request, so the same key', async () => {
    const f = scriptedFetch([networkError()]);
    const result = await remotePlay(client(f.fetch)).placeBet('dice', '1', { target: 50, condition: 'over' });
    expect(result).toEqual({ round: ROUND, balance: '999.0000000000' });
    expect(f.calls()).toBe(2);
    expect(f.bodies[1]).toBe(f.bodies[0]);
  });

  it('gives up after the second network error, with that error', async () => {
    const second = new TypeError('still offline');
    const f = scriptedFetch([networkError(), second]);
    await expect(remotePlay(client(f.fetch)).placeBet('dice', '1', {})).rejects.toBe(second);
    expect(f.calls()).toBe(2);
  });

  it('never retries an HTTP answer: the service spoke, and said no', async () => {
    const f = scriptedFetch([], () => new Response('bad gateway', { status: 502 }));
    await expect(remotePlay(client(f.fetch)).placeBet('dice', '1', {})).rejects.toEqual(new PlayApiError('HTTP_ERROR', 'The play API answered 502'));
    expect(f.calls()).toBe(1);
  });

  it('never retries a request the caller aborted', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const f = scriptedFetch([abort]);
    await expect(remotePlay(client(f.fetch)).placeBet('dice', '1', {})).rejects.toBe(abort);
    expect(f.calls()).toBe(1);
  });
});

describe('other requests', () => {
  it('act and cashout carry no key and are not retried (repeating them is not safe)', async () => {
    for (const run of [(p: ReturnType<typeof remotePlay>) => p.act('rnd_1', 'reveal', { tile: 1 }), (p: ReturnType<typeof remotePlay>) => p.cashout('rnd_1')]) {
      const error = networkError();
      const f = scriptedFetch([error]);
      await expect(run(remotePlay(client(f.fetch)))).rejects.toBe(error);
      expect(f.calls()).toBe(1);
    }
  });

  it('a request without retryOnNetworkError is sent once', async () => {
    const error = networkError();
    const f = scriptedFetch([error]);
    await expect(client(f.fetch).request('query { balance }')).rejects.toBe(error);
    expect(f.calls()).toBe(1);
  });
});

describe('newIdempotencyKey', () => {
  it('is a random UUID', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('is still a version-4 UUID where randomUUID is missing (a page that is not a secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe('the page’s early request to go live', () => {
  const early = (key: { url: string; body: string; token: string }, response: Promise<Response>) => {
    const taken: string[] = [];
    const take = (asked: { url: string; body: string; token: string }) => {
      if (asked.url !== key.url || asked.body !== key.body || asked.token !== key.token || taken.length > 0) return null;
      taken.push(asked.body);
      return response;
    };
    return { take, taken };
  };
  const opened = () => new Response(JSON.stringify({ data: { balance: '5.0000000000' } }), { status: 200 });

  it('is taken instead of sending the same request again, once', async () => {
    const f = scriptedFetch([]);
    const body = JSON.stringify({ query: 'query { balance }' });
    const e = early({ url: 'https://api.test/graphql', body, token: 'tok' }, Promise.resolve(opened()));
    const play = createPlayClient({ apiUrl: 'https://api.test/', token: 'tok', fetch: f.fetch, early: e.take });
    expect(await play.request('query { balance }')).toEqual({ balance: '5.0000000000' });
    expect(f.calls()).toBe(0);
    await play.request('query { balance }');
    expect(f.calls()).toBe(1);
  });

  it('is not taken for another request or another token', async () => {
    const f = scriptedFetch([], opened);
    const e = early({ url: 'https://api.test/graphql', body: JSON.stringify({ query: 'query { balance }' }), token: 'other' }, Promise.resolve(opened()));
    await createPlayClient({ apiUrl: 'https://api.test/', token: 'tok', fetch: f.fetch, early: e.take }).request('query { balance }');
    expect(e.taken).toEqual([]);
    expect(f.calls()).toBe(1);
  });

  it('is asked again by the client when it got no answer at all', async () => {
    const f = scriptedFetch([], opened);
    const body = JSON.stringify({ query: 'query { balance }' });
    const e = early({ url: 'https://api.test/graphql', body, token: 'tok' }, Promise.reject(networkError()));
    expect(await createPlayClient({ apiUrl: 'https://api.test/', token: 'tok', fetch: f.fetch, early: e.take }).request('query { balance }')).toEqual({
      balance: '5.0000000000',
    });
    expect(f.bodies).toEqual([body]);
  });
});
