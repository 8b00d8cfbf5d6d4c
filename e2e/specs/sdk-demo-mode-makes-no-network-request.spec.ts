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
  const bet = page.getByRole('button', { name: 'Bet', exact: true });
  await expect(bet).toBeEnabled();
  const balance = page.locator('.balance-amount');
  await expect(balance).toHaveText('1,000.00\u00a0DEMO');
  for (let i = 0; i < 3; i++) {
    await bet.click();
    await expect(page.locator('.last .chip')).toHaveCount(i + 1);
  }
  expect(requests).toEqual([]);
  // Each round moved the demo balance by exactly its stake and payout, all in the browser: my bets lists
  // them (its code is fetched when it first opens; the rounds come from the browser, not the API).
  await page.getByRole('button', { name: 'My bets' }).click();
  await expect(page.getByRole('dialog', { name: 'My bets' })).toBeVisible();
  const rows = page.locator('rgs-history button.row');
  await expect(rows).toHaveCount(3);
  const payouts = await rows.evaluateAll((buttons) => buttons.map((row) => row.querySelectorAll('.num')[2]!.textContent!));
  const paid = payouts.reduce((sum, text) => sum + Number(/([0-9][0-9,]*\.?[0-9]*)/.exec(text.replace(/,/g, ''))![1]), 0);
  const expected = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(Number((1000 - 3 + paid).toFixed(10)));
  await expect(balance).toHaveText(`${expected}\u00a0DEMO`);
  expect(requests.filter((request) => !new RegExp(`^GET ${PLAY_URL}/assets/dice/[\\w-]+\\.js$`).test(request))).toEqual([]);
});
