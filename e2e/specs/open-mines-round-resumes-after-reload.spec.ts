import { expect, test } from '@playwright/test';
import { newPlayer, openDemo } from './helpers';

test('an open mines round comes back after a reload, with its revealed tiles, ready to cash out', async ({ page }) => {
  const user = newPlayer('resume');
  const { frame } = await openDemo(page, user, 'mines');
  await frame.getByRole('combobox').selectOption('1');
  let revealed = false;
  for (let i = 0; i < 10 && !revealed; i++) {
    await frame.getByRole('button', { name: 'Bet' }).click();
    await frame.getByRole('gridcell', { name: 'tile 5' }).click();
    revealed = await frame.getByRole('button', { name: 'Cash out' }).isVisible();
  }
  expect(revealed).toBe(true);

  await page.reload();
  const again = page.frameLocator('iframe');
  await expect(again.getByRole('button', { name: 'Cash out' })).toBeEnabled();
  await expect(again.getByRole('gridcell', { name: 'tile 5' })).toHaveText('◆');
  await again.getByRole('button', { name: 'Cash out' }).click();
  await expect(again.locator('li.won')).toHaveCount(1);
});
