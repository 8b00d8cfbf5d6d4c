import { expect, test } from '@playwright/test';
import { serveHostPage } from '../stack/host-page';
import { HOST_URL, PLAY_URL } from '../stack/ports';
import { betOnce, captureHostMessages, expectedBetResult, newPlayer } from './helpers';

test('a host page served with Referrer-Policy: no-referrer still gets resizes and the exact bet_result', async ({ page }) => {
  // The operator backend creates the session; its page embeds the game with embed.js.
  const launch = await page.request.post(`${HOST_URL}/launch`, { data: { userId: newPlayer('no-referrer') } });
  const { token } = (await launch.json()) as { token: string };
  const host = await serveHostPage(
    `<!doctype html><html><body>
<div data-service-game="dice" data-token="${token}" data-initial-height="640"></div>
<script src="${PLAY_URL}/embed.js"></script>
</body></html>`,
    { 'referrer-policy': 'no-referrer' },
  );
  try {
    const heard = await captureHostMessages(page);
    await page.goto(host.url);
    const iframe = page.locator('iframe');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();
    // The header took effect: the game cannot learn its host from the referrer.
    const game = page.frames().find((f) => f.url().startsWith(PLAY_URL))!;
    expect(await game.evaluate(() => document.referrer)).toBe('');

    // The iframe follows the game's height, told by service:resize from the play origin.
    const resizes = async () => (await heard()).filter((m) => m.data?.type === 'service:resize' && m.origin === PLAY_URL && m.fromGameFrame);
    await expect.poll(async () => (await resizes()).length).toBeGreaterThan(0);
    const gameHeight = async () => Math.ceil(await frame.locator('rgs-dice').evaluate((el) => el.getBoundingClientRect().height));
    await expect.poll(async () => (await iframe.boundingBox())!.height).toBe(await gameHeight());
    expect((await iframe.boundingBox())!.height).not.toBe(640);
    expect((await resizes()).at(-1)!.data).toStrictEqual({ type: 'service:resize', height: await gameHeight() });

    // A real round: its bet_result arrives from the play origin with exactly the §6 payload.
    const { roundId, balance } = await betOnce(page, frame);
    const expected = await expectedBetResult((await iframe.getAttribute('src'))!, roundId, balance);
    const results = async () => (await heard()).filter((m) => m.data?.type === 'bet_result');
    await expect.poll(async () => (await results()).length).toBe(1);
    const [result] = await results();
    expect(result!.origin).toBe(PLAY_URL);
    expect(result!.fromGameFrame).toBe(true);
    expect(result!.data).toStrictEqual(expected);
  } finally {
    await host.close();
  }
});
