import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('launch rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('launch');
  const { iframe, frame } = await openDemo(page, user, 'launch');
  const opening = await walletUnits(user);

  // The destination is a radio group: arrows move the choice, as on any radio group.
  const orbit = frame.getByRole('radio', { name: /^Orbit: 3 stages/ });
  await orbit.check();
  await orbit.press('ArrowUp');
  const stratosphere = frame.getByRole('radio', { name: /^Stratosphere: 2 stages/ });
  await expect(stratosphere).toBeChecked();
  await stratosphere.press('ArrowUp');
  await expect(frame.getByRole('radio', { name: 'Sky: 1 stage, pays 1.32×, 75% chance' })).toBeChecked();
  await expect(frame.getByRole('img', { name: 'Rocket of 1 stage on the pad, bound for Sky' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.launch .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first flight plays through: the result is told only once the rocket arrives or explodes.
  await bet.click();
  await expect(outcome).toHaveText('Lift-off…');
  await expect(outcome).toHaveText(/^(✓ Reached Sky: win! Paid |✗ Stage 1 failed: no win)/);
  await expect(frame.getByRole('img', { name: /^Rocket (reached Sky|bound for Sky exploded)/ })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Sky arrives 3 times in 4: play on (skipping each flight) until a round is won and one lost.
  const won = frame.locator('rgs-recent-results li.won');
  const lost = frame.locator('rgs-recent-results li.lost');
  for (let i = 1; i < 40 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
    await bet.click();
    // Escape lands the animation if it is still running: a Skip button may be gone before a loaded machine clicks it.
    await page.keyboard.press('Escape');
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

  await page.screenshot({ path: testInfo.outputPath('launch.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
