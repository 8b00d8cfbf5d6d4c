import { describe, expect, it } from 'vitest';
import { DEMO_SCRIPT } from './demo-page';
import { demoSiteRoutes } from './demo-routes';

function site() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchSession = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    return new Response('{"token":"tok_1"}', { status: 201 });
  };
  const app = demoSiteRoutes({
    apiUrl: 'http://api.test',
    playUrl: 'http://play.test',
    clientId: 'demo',
    secret: () => 'whsec_demo',
    games: ['dice', 'mines'],
    fetch: fetchSession as typeof fetch,
  });
  return { app, calls };
}

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

  it('answers nothing else (the wallet beside it does)', async () => {
    const { app } = site();
    expect((await app.request('/launch')).status).toBe(404);
    expect((await app.request('/players/p1')).status).toBe(404);
  });
});
