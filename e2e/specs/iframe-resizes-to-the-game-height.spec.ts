import { expect, test } from '@playwright/test';
import { newPlayer, openDemo } from './helpers';

test('the iframe grows or shrinks to the ceiling of the height the game reports', async ({ page }) => {
  const { iframe, frame } = await openDemo(page, newPlayer('resize'), 'dice');
  const gameHeight = async () => Math.ceil(await frame.locator('rgs-dice').evaluate((el) => el.getBoundingClientRect().height));
  // The game's height moves on its own (the result banner comes and goes): both are read at each try.
  const gap = async () => (await iframe.boundingBox())!.height - (await gameHeight());
  await expect.poll(gap).toBe(0);
  expect((await iframe.boundingBox())!.height).not.toBe(640);
  // More content (the strip of last rolls and the roll's outcome) makes the game taller, and the iframe follows.
  const before = await gameHeight();
  await frame.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect.poll(gameHeight).not.toBe(before);
  await expect.poll(gap).toBe(0);
});
