import { expect, test } from '@playwright/test';
import { newPlayer, openDemo } from './helpers';

test('a resize message that does not come from the game origin and its iframe is ignored', async ({ page }) => {
  const { iframe } = await openDemo(page, newPlayer('foreign'), 'dice');
  await expect.poll(async () => (await iframe.boundingBox())!.height).not.toBe(640);
  const height = (await iframe.boundingBox())!.height;
  // Posted by the host page itself: right message, wrong origin and wrong source.
  await page.evaluate(() => window.postMessage({ type: 'service:resize', height: 4321 }, '*'));
  await page.waitForTimeout(300);
  expect((await iframe.boundingBox())!.height).toBe(height);
});
