import { expect, test } from '@playwright/test';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('a mines round cashed out after a safe tile pays the stake times the multiplier into the wallet', async ({ page }) => {
  const user = newPlayer('mines');
  const { iframe, frame } = await openDemo(page, user, 'mines');
  const opening = await walletUnits(user);
  await frame.getByRole('combobox').selectOption('1');
  for (let i = 0; i < 10; i++) {
    await frame.getByRole('button', { name: 'Bet' }).click();
    await frame.getByRole('gridcell', { name: 'tile 13' }).click();
    const cashout = frame.getByRole('button', { name: 'Cash out' });
    if (await cashout.isVisible()) {
      await expect(cashout).toBeEnabled();
      await cashout.click();
      break;
    }
  }
  await expect(frame.locator('li.won')).toHaveCount(1);
  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
});
