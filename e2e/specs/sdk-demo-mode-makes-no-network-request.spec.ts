import { expect, test } from '@playwright/test';
import { HOST_URL, PLAY_URL } from '../stack/ports';

test('the SDK mounts a game in the host page; with isDemo and no token it plays without any network request', async ({ page }) => {
  await page.goto(`${HOST_URL}/health`);
  await page.evaluate(async (playUrl) => {
    document.body.innerHTML = '<div id="slot"></div>';
    const sdk = await import(`${playUrl}/sdk.js`);
    await sdk.loadGame(playUrl, 'dice', { demo: true });
    sdk.mountGame(document.getElementById('slot'), { game: 'dice', isDemo: true, accessToken: null });
  }, PLAY_URL);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  const bet = page.getByRole('button', { name: 'Bet' });
  await expect(bet).toBeEnabled();
  await expect(page.getByText('Balance: 1000 DEMO')).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await bet.click();
    await expect(page.locator('rgs-dice li')).toHaveCount(i + 1);
  }
  // Each round moved the demo balance by exactly its stake and payout, all in the browser.
  const payouts = await page.locator('rgs-dice li').allTextContents();
  const paid = payouts.reduce((sum, text) => sum + Number(/→ ([0-9.]+)/.exec(text)![1]), 0);
  await expect(page.getByText(`Balance: ${Number((1000 - 3 + paid).toFixed(10))} DEMO`)).toBeVisible();
  expect(requests).toEqual([]);
});
