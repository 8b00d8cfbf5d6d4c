import { expect, test } from '@playwright/test';
import { HOST_URL, PLAY_URL } from '../stack/ports';
import { newPlayer } from './helpers';

test('a token-less shell goes live in the same frame when the host posts service:upgrade', async ({ page }) => {
  const user = newPlayer('upgrade');
  await page.goto(`${HOST_URL}/health`);
  // A host page with the game framed without a token.
  await page.evaluate((src) => {
    document.body.innerHTML = `<iframe id="game" src="${src}" style="width:100%;height:640px;border:0"></iframe>`;
  }, `${PLAY_URL}/dice`);
  const frame = page.frameLocator('#game');
  await expect(frame.getByRole('button', { name: 'Bet', exact: true })).toBeDisabled();
  const frameUrl = await page.locator('#game').getAttribute('src');

  const { token } = (await (await page.request.post(`${HOST_URL}/launch`, { data: { userId: user } })).json()) as { token: string };
  await page.evaluate(
    ({ token, origin }) => (document.getElementById('game') as HTMLIFrameElement).contentWindow!.postMessage({ type: 'service:upgrade', token }, origin),
    { token, origin: PLAY_URL },
  );
  await expect(frame.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();
  await frame.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(frame.locator('.last .chip')).toHaveCount(1);
  // Same frame, no reload.
  expect(await page.locator('#game').getAttribute('src')).toBe(frameUrl);
});
