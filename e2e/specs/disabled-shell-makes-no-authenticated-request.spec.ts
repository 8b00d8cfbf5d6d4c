import { expect, test } from '@playwright/test';
import { API_URL, PLAY_URL } from '../stack/ports';

test('without a token the game is a themed, disabled shell and sends no request to the API', async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) || request.headers().authorization) apiRequests.push(request.url());
  });
  await page.goto(`${PLAY_URL}/dice`);
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Sign in' })).toHaveText('Sign in at the casino to play');
  // Nothing left in flight for half a second (Playwright's network-idle condition), and none of it went to the API.
  await page.waitForLoadState('networkidle');
  expect(apiRequests).toEqual([]);
});
