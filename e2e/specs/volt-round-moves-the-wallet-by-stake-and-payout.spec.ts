import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('volt rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('volt');
  const { iframe, frame } = await openDemo(page, user, 'volt');
  const opening = await walletUnits(user);

  // Risk is a radio group: arrows move the choice, as on any radio group.
  const medium = frame.getByRole('radio', { name: 'Medium' });
  await expect(medium).toBeChecked();
  await medium.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(frame.getByRole('img', { name: 'Tesla coil: high risk, 10 rungs' })).toBeVisible();
  await expect(frame.getByRole('list', { name: /^Ladder/ }).getByRole('listitem').first()).toContainText('500×');
  await frame.getByRole('radio', { name: 'High' }).press('ArrowLeft');
  await frame.getByRole('radio', { name: 'Medium' }).press('ArrowLeft');
  await expect(frame.getByRole('radio', { name: 'Low' })).toBeChecked();
  await expect(frame.getByRole('img', { name: 'Tesla coil: low risk, 10 rungs' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.volt .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first climb plays through: the result is told only once the charge has stopped (at least 400 ms).
  await bet.click();
  await expect.poll(() => outcome.textContent(), { intervals: [50] }).toBe('Charging…');
  await expect(outcome).toHaveText(/^[✓✗↺] (Rung \d+, [0-9.]+×|Fizzled at the base)/);
  await expect(frame.getByRole('img', { name: /^Tesla coil: low risk, 10 rungs, charge (reached rung \d+|fizzled at the base)/ })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Low risk pays more than the stake from rung 5 (a third of rounds), less below rung 4: play on,
  // landing each climb with Escape, until a round is won and one lost.
  const won = frame.locator('rgs-recent-results li.won');
  const lost = frame.locator('rgs-recent-results li.lost');
  for (let i = 1; i < 40 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
    await bet.click();
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

  await page.screenshot({ path: testInfo.outputPath('volt.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
