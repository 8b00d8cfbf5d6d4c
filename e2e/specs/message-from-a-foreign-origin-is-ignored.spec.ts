import { expect, test } from '@playwright/test';
import { newPlayer, openDemo } from './helpers';

test('a resize message that does not come from the game origin and its iframe is ignored', async ({ page }) => {
  const { iframe } = await openDemo(page, newPlayer('foreign'), 'dice');
  await expect.poll(async () => (await iframe.boundingBox())!.height).not.toBe(640);
  const height = (await iframe.boundingBox())!.height;
  // Posted by the host page itself: right message, wrong origin and wrong source.
  // Messages to a window arrive in order: once the marker posted after it has arrived, embed.js has
  // already seen (and must have ignored) the forged resize.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', function marker(event) {
          if (event.data !== 'after-the-forged-resize') return;
          window.removeEventListener('message', marker);
          resolve();
        });
        window.postMessage({ type: 'service:resize', height: 4321 }, '*');
        window.postMessage('after-the-forged-resize', '*');
      }),
  );
  expect((await iframe.boundingBox())!.height).toBe(height);
});
