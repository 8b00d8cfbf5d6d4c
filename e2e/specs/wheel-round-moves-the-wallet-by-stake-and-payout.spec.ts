import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('wheel rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('wheel');
  const { iframe, frame } = await openDemo(page, user, 'wheel');
  const opening = await walletUnits(user);

  // Risk and segments are radio groups: arrows move the choice, as on any radio group.
  await frame.getByRole('radio', { name: 'Low' }).check();
  const ten = frame.getByRole('radio', { name: '10', exact: true });
  await ten.check();
  await ten.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: '20', exact: true })).toBeChecked();
  await frame.getByRole('radio', { name: '20', exact: true }).press('ArrowLeft');
  await expect(ten).toBeChecked();
  await expect(frame.getByRole('img', { name: 'Wheel: low risk, 10 segments' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.wheel .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first spin turns the whole way: the result is told only once the wheel stops on it.
  await bet.click();
  await expect(outcome).toHaveText('Spinning…');
  await expect(outcome).toHaveText(/^[✓✗] Landed on /);
  await expect(frame.getByRole('img', { name: /^Wheel: low risk, 10 segments, landed on / })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Low risk wins on 8 segments of 10: play on (skipping the spin) until a round is won and one lost.
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

  await page.screenshot({ path: testInfo.outputPath('wheel.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
