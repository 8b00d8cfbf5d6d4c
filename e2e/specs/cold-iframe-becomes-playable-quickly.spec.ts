import { expect, test, type Page } from '@playwright/test';
import { PLAYABLE_MARK, openRequestBody } from '@rgs/schema/play';
import { serveHostPage } from '../stack/host-page';
import { API_URL, HOST_URL, PLAY_URL } from '../stack/ports';
import { newPlayer } from './helpers';

// Issue 10's budget: a cold iframe inserted into an operator page is playable within 300 ms in
// headless Chromium on localhost. Timings are measured and reported here, never asserted (a loaded
// machine would make such a test flaky): each test prints one JSON line (the median of three cold
// starts, and each of them), and attaches it. The time is
// read from the clocks of the pages themselves, from the host's insertion to the game's own
// `rgs:playable` mark, not from Playwright's polling (whose steps of 100 ms and more would be most of
// what it measured). These specs run alone, before the others (the `cold-start` project).
const READY: Record<string, RegExp> = { dice: /^Bet$/, mines: /^Bet$/, plinko: /^Bet$/, blackjack: /^Deal$/ };

// The budget is the iframe's cold start, not the servers': a service in production has answered
// before. Each server path the game takes (its page, going live, the balance) is run once first, by
// plain HTTP, so the browser, its cache and the iframe's process stay cold.
test.beforeAll(async ({ playwright }) => {
  const http = await playwright.request.newContext();
  try {
    for (const game of Object.keys(READY)) {
      const launch = await http.post(`${HOST_URL}/launch`, { data: { userId: newPlayer(`warm-${game}`) } });
      const { token } = (await launch.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      expect((await http.get(`${PLAY_URL}/${game}?token=${token}`)).ok()).toBe(true);
      expect((await http.post(`${API_URL}/graphql`, { headers, data: openRequestBody(game) })).ok()).toBe(true);
      expect((await http.post(`${API_URL}/graphql`, { headers, data: { query: 'query { balance }' } })).ok()).toBe(true);
    }
  } finally {
    await http.dispose();
  }
});

/** Cold starts measured per game: each in a browser context of its own (empty cache, new processes). */
const SAMPLES = 3;

/** Inserts the game's element into a fresh host page and answers insertion → the game's playable mark, in ms. */
async function coldStart(page: Page, game: string, ready: RegExp): Promise<number> {
  const launch = await page.request.post(`${HOST_URL}/launch`, { data: { userId: newPlayer(`cold-${game}`) } });
  const { token } = (await launch.json()) as { token: string };
  // embed.js is loaded and watching before the game's element exists: the measure starts at insertion.
  const host = await serveHostPage(`<!doctype html><html><body><main id="slot"></main><script src="${PLAY_URL}/embed.js"></script></body></html>`, {});
  try {
    await page.goto(host.url);
    await page.waitForFunction(() => document.querySelector('script[src$="/embed.js"]') !== null && document.readyState === 'complete');
    const inserted = await page.evaluate(
      ({ game, token }) => {
        const element = document.createElement('div');
        element.dataset.serviceGame = game;
        element.dataset.token = token;
        element.dataset.initialHeight = '640';
        document.getElementById('slot')!.append(element);
        return performance.timeOrigin + performance.now();
      },
      { game, token },
    );
    await expect(page.frameLocator('iframe').getByRole('button', { name: ready })).toBeEnabled();
    const frame = page.frames().find((f) => f.url().startsWith(`${PLAY_URL}/`))!;
    const playable = await frame.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark)[0];
      return entry ? performance.timeOrigin + entry.startTime : null;
    }, PLAYABLE_MARK);
    expect(playable, 'the game marks when it first becomes playable').not.toBeNull();
    return Math.round(playable! - inserted);
  } finally {
    await host.close();
  }
}

for (const [game, ready] of Object.entries(READY)) {
  test(`a cold ${game} iframe inserted into a host page becomes playable, and the time it took is reported`, async ({ browser }, testInfo) => {
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        samples.push(await coldStart(page, game, ready));
        if (i === SAMPLES - 1) await page.screenshot({ path: testInfo.outputPath('cold-start.png') });
      } finally {
        await context.close();
      }
    }
    // The median of the cold starts is the figure held to the budget: one start can land on a moment
    // the machine was busy elsewhere; every sample is reported beside it.
    const ms = [...samples].sort((a, b) => a - b)[Math.floor(SAMPLES / 2)]!;
    const line = JSON.stringify({ metric: 'cold-iframe-playable-ms', game, ms, samples, budgetMs: 300, withinBudget: ms <= 300 });
    console.log(line);
    await testInfo.attach('cold-start', { body: line, contentType: 'application/json' });
  });
}
