import { expect, test } from '@playwright/test';
import { newPlayer, openDemo } from './helpers';

test('an open mines round comes back after a reload, with its revealed tiles, ready to cash out', async ({ page }) => {
  const user = newPlayer('resume');
  const { frame } = await openDemo(page, user, 'mines');
  await frame.getByRole('combobox').selectOption('1');
  const cashout = (f: typeof frame) => f.getByRole('button', { name: /^Cash out \$\d/ });
  let revealed = false;
  for (let i = 0; i < 10 && !revealed; i++) {
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    const tile = frame.getByRole('gridcell', { name: /^Tile 5,/ });
    await tile.click();
    await expect(tile).not.toHaveAccessibleName(/hidden$/);
    revealed = await cashout(frame).isVisible();
  }
  expect(revealed).toBe(true);

  await page.reload();
  const again = page.frameLocator('iframe');
  await expect(cashout(again)).toBeEnabled();
  await expect(cashout(again)).toHaveAccessibleName(/^Cash out \$1\.0312\b/);
  await expect(again.getByRole('gridcell', { name: /^Tile 5,/ })).toHaveAccessibleName('Tile 5, row 1 column 5, gem');
  await cashout(again).click();
  await expect(again.locator('rgs-recent-results li.won')).toHaveCount(1);
});
