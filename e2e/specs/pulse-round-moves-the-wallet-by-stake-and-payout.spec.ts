import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('pulse rounds won and flatlined move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('pulse');
  const { iframe, frame } = await openDemo(page, user, 'pulse');
  const opening = await walletUnits(user);

  // Risk is a radio group: arrows move the choice, as on any radio group.
  const low = frame.getByRole('radio', { name: 'Low' });
  await low.check();
  await expect(frame.getByRole('img', { name: 'Heart monitor, low risk: waiting for a bet' })).toBeVisible();
  await low.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(frame.getByRole('img', { name: 'Heart monitor, medium risk: waiting for a bet' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.pulse .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first round sweeps the whole way: the result is told only once the trace reaches the end.
  await bet.click();
  await expect(outcome).toHaveText('Beating…');
  await expect(outcome).toHaveText(/(win!|paid|no win)/);
  await expect(frame.getByRole('img', { name: /^Heart monitor, medium risk: beat 1 .*, pays / })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Medium risk flatlines 58 % of rounds and pays more than the bet on 21 %: play on (skipping the
  // sweep) until one round is won and one flatlines.
  const won = frame.locator('rgs-recent-results li.won');
  let flatlined = (await outcome.textContent())!.startsWith('✗');
  for (let i = 1; i < 40 && ((await won.count()) === 0 || !flatlined); i++) {
    await bet.click();
    // Escape lands the animation if it is still running: a Skip button may be gone before a loaded machine clicks it.
    await page.keyboard.press('Escape');
    await expect(chips).toHaveCount(Math.min(i + 1, 10));
    flatlined ||= (await outcome.textContent())!.startsWith('✗ Flatline on beat');
  }
  await expect(won.first()).toBeVisible();
  expect(flatlined).toBe(true);

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.length).toBeGreaterThanOrEqual(2);
  expect(rounds.some((r) => units(r.payout) > units(r.amount))).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('pulse.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
