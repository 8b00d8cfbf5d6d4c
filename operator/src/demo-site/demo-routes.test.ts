import { describe, expect, it } from 'vitest';
import { DEMO_SCRIPT } from './demo-page';
import { demoSiteRoutes } from './demo-routes';

function site(options: { games?: string[]; answer?: { status: number; body: string } } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchSession = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    const { status, body } = options.answer ?? { status: 201, body: '{"token":"tok_1"}' };
    return new Response(body, { status });
  };
  let keys = 0;
  const app = demoSiteRoutes({
    apiUrl: 'http://api.test',
    playUrl: 'http://play.test',
    clientId: 'demo',
    secret: () => 'whsec_demo',
    games: options.games ?? ['dice', 'mines'],
    fetch: fetchSession as typeof fetch,
    newIdempotencyKey: () => `key-${++keys}`,
  });
  return { app, calls };
}

const grant = (app: ReturnType<typeof site>['app'], body: unknown) =>
  app.request('/grant-free-bets', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the demo operator site', () => {
  it('serves its page for a player (never stored) and the script beside it', async () => {
    const { app } = site();
    const page = await app.request(`/?user=${'p'.repeat(70)}`);
    expect([page.status, page.headers.get('content-type'), page.headers.get('cache-control')]).toEqual([200, 'text/html; charset=utf-8', 'no-store']);
    const html = await page.text();
    expect(html).toContain(`<script>window.DEMO = {"games":["dice","mines"],"userId":"${'p'.repeat(64)}"};</script>`);
    expect(html).toContain('<script async src="http://play.test/embed.js"></script>');
    const script = await app.request('/demo.js');
    expect([script.headers.get('content-type'), await script.text()]).toEqual(['text/javascript; charset=utf-8', DEMO_SCRIPT]);
  });

  it('launches a game by creating the session server-side with its secret, relaying the answer', async () => {
    const { app, calls } = site();
    const res = await app.request('/launch', { method: 'POST', body: '{"userId":"alice","game":"dice"}' });
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([201, 'application/json', '{"token":"tok_1"}']);
    expect(calls).toEqual([
      {
        url: 'http://api.test/session',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-operator-secret': 'whsec_demo' },
          body: '{"clientId":"demo","userId":"alice","currency":{"code":"USD"},"showBalance":true,"showRules":true}',
        },
      },
    ]);
    // A body that is not JSON, or a user id too long, launches the default player.
    await app.request('/launch', { method: 'POST', body: 'nope' });
    await app.request('/launch', { method: 'POST', body: JSON.stringify({ userId: 'x'.repeat(65) }) });
    expect(calls.slice(1).map((call) => JSON.parse(String(call.init.body)).userId)).toEqual(['demo-player', 'demo-player']);
  });

  it('grants free bets server-side with its secret and a fresh idempotency key each time, relaying the answer', async () => {
    const answer = '{"freeBetId":"fb_1","game":"dice","betAmount":1.5,"quantity":3,"remainingCount":3,"expiresAt":null}';
    const { app, calls } = site({ answer: { status: 200, body: answer } });
    const res = await grant(app, { userId: 'alice', game: 'dice', betAmount: '1.5', quantity: '3' });
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'application/json', answer]);
    expect(calls).toEqual([
      {
        url: 'http://api.test/freebets/issue',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-operator-secret': 'whsec_demo' },
          body: '{"clientId":"demo","userId":"alice","game":"dice","betAmount":1.5,"quantity":3,"idempotencyKey":"key-1"}',
        },
      },
    ]);
    // The stake goes on as an exact JSON number; a second press is a second grant; no player means the default one.
    await grant(app, { game: 'mines', betAmount: '0.1234567891', quantity: '1000' });
    expect(calls[1]!.init.body).toBe('{"clientId":"demo","userId":"demo-player","game":"mines","betAmount":0.1234567891,"quantity":1000,"idempotencyKey":"key-2"}');
  });

  it("relays the service's refusal as it came", async () => {
    const refusal = '{"code":"BET_LIMIT","message":"The stake must be between 0.1 and 1000 USD"}';
    const { app } = site({ answer: { status: 400, body: refusal } });
    const res = await grant(app, { userId: 'alice', game: 'dice', betAmount: '5000', quantity: '1' });
    expect([res.status, await res.text()]).toEqual([400, refusal]);
  });

  it.each([
    ['no game', { betAmount: '1', quantity: '1' }, 'Choose a game'],
    ['an empty game', { game: '', betAmount: '1', quantity: '1' }, 'Choose a game'],
    ['a stake that is not a number', { game: 'dice', betAmount: '1,5', quantity: '1' }, 'The stake must be a number such as 1.50'],
    ['a negative stake', { game: 'dice', betAmount: '-1', quantity: '1' }, 'The stake must be a number such as 1.50'],
    ['no stake', { game: 'dice', quantity: '1' }, 'The stake must be a number such as 1.50'],
    ['a fractional quantity', { game: 'dice', betAmount: '1', quantity: '1.5' }, 'The quantity must be a whole number'],
    ['no quantity', { game: 'dice', betAmount: '1' }, 'The quantity must be a whole number'],
    ['a body that is not JSON', 'nope', 'Choose a game'],
  ])('%s is refused with a message and never reaches the service', async (_label, body, message) => {
    const { app, calls } = site();
    const res = await grant(app, body);
    expect([res.status, await res.json()]).toEqual([400, { code: 'VALIDATION_FAILED', message }]);
    expect(calls).toEqual([]);
  });

  it('offers a labelled grant form with only the games that take free bets', async () => {
    const { app } = site({ games: ['dice', 'roulette', 'mines', 'baccarat', 'futures'] });
    const html = await (await app.request('/')).text();
    expect(html).toContain('<section id="grant" aria-labelledby="grant-title">');
    expect(html).toContain('<h2 id="grant-title">Grant free bets</h2>');
    expect(html).toContain('<select id="grant-game" name="game" required><option value="dice">Dice</option><option value="mines">Mines</option></select>');
    for (const [id, label] of [
      ['grant-game', 'Game'],
      ['grant-stake', 'Stake (USD)'],
      ['grant-quantity', 'Quantity'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('<button type="submit">Grant free bets</button>');
    expect(html).toContain('<p id="grant-result" role="status"></p>');
  });

  it('shows no grant form when no game on show takes free bets', async () => {
    const { app } = site({ games: ['roulette', 'baccarat'] });
    expect(await (await app.request('/')).text()).not.toContain('grant-form');
  });

  it('answers nothing else (the wallet beside it does)', async () => {
    const { app } = site();
    expect((await app.request('/launch')).status).toBe(404);
    expect((await app.request('/grant-free-bets')).status).toBe(404);
    expect((await app.request('/players/p1')).status).toBe(404);
  });
});
