import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('drop rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('drop');
  const { iframe, frame } = await openDemo(page, user, 'drop');
  const opening = await walletUnits(user);

  // Risk is a radio group: arrows move the choice, as on any radio group.
  const medium = frame.getByRole('radio', { name: 'Medium' });
  await expect(medium).toBeChecked();
  await medium.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(frame.getByRole('img', { name: 'Target: high risk' })).toBeVisible();
  await frame.getByRole('radio', { name: 'High' }).press('ArrowLeft');
  await medium.press('ArrowLeft');
  await expect(frame.getByRole('radio', { name: 'Low' })).toBeChecked();
  await expect(frame.getByRole('img', { name: 'Target: low risk' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.drop .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first drop plays the whole way: the result is told only once the ball rests on its spot.
  await bet.click();
  await expect(outcome).toHaveText('Dropping…');
  await expect(outcome).toHaveText(/^(✓ (Bullseye|Ring \d), [0-9.]+×: win! Paid |✗ Off the rings, 0×: no win)/);
  await expect(frame.getByRole('img', { name: /^Target: low risk, ball (on the bullseye|on ring \d|off the rings), [0-9.]+×$/ })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Low risk lands on a ring 64 % of the time: play on (Escape lands each ball at once) until a round is won and one lost.
  const won = frame.locator('rgs-recent-results li.won');
  const lost = frame.locator('rgs-recent-results li.lost');
  for (let i = 1; i < 40 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
    await bet.click();
    await bet.press('Escape');
    await expect(chips).toHaveCount(Math.min(i + 1, 10));
  }
  await expect(won.first()).toBeVisible();
  await expect(lost.first()).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.length).toBeGreaterThanOrEqual(2);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('drop.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
