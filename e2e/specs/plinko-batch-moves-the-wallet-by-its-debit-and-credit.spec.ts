import { expect, test } from '@playwright/test';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('a plinko batch of 12 balls, skipped to the end, moves the wallet by amount × balls and the batch payout', async ({ page }) => {
  const user = newPlayer('plinko');
  const { iframe, frame } = await openDemo(page, user, 'plinko');
  const opening = await walletUnits(user);
  await frame.getByRole('combobox', { name: 'Rows' }).selectOption('12');
  await frame.getByRole('button', { name: 'High' }).click();
  const balls = frame.getByRole('spinbutton', { name: 'Balls' });
  await balls.fill('12');
  await balls.press('Tab');
  await frame.getByRole('button', { name: 'Bet', exact: true }).click();
  // The balls fall one after another; Skip lands them all at once, and the banner tells the batch's result.
  await frame.getByRole('button', { name: 'Skip' }).click();
  await expect(frame.locator('.summary')).toContainText('Total multiplier');
  await expect(frame.getByRole('status').filter({ hasText: /You won|No win|Stake back|Part of the stake back/ })).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds).toHaveLength(1);
  expect(rounds[0]!.status).toBe('CLOSED');
  expect(units(rounds[0]!.amount)).toBe(12n * units('1'));
  await expect.poll(() => walletUnits(user)).toBe(opening - units(rounds[0]!.amount) + units(rounds[0]!.payout));
});
