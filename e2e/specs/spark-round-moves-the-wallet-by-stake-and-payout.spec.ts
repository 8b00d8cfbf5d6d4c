import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('spark rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('spark');
  const { iframe, frame } = await openDemo(page, user, 'spark');
  const opening = await walletUnits(user);

  // The zone's width typed, its start moved by the keyboard on its slider: half the fuse, 50 to 100.
  const width = frame.getByRole('textbox', { name: 'Window width' });
  await width.fill('50');
  await width.press('Tab');
  const start = frame.getByRole('slider', { name: 'Window start' });
  await start.press('ArrowRight');
  await expect(frame.getByRole('img', { name: /charge zone 31\.00 to 81\.00: win chance 50%, pays 1\.98×$/ })).toBeVisible();
  await start.press('End');
  await expect(start).toHaveAttribute('aria-valuetext', 'from 50.00 to 100.00');
  await expect(frame.getByRole('img', { name: 'Fuse from 0 to 100, charge zone 50.00 to 100.00: win chance 50%, pays 1.98×' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.spark .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first spark runs the whole way: the result is told only once it stops.
  await bet.click();
  await expect(outcome).toHaveText('The spark is running…');
  await expect(outcome).toHaveText(/^[✓✗] Stopped at \d+\.\d\d, (inside|outside) the zone/);
  await expect(frame.getByRole('img', { name: /, the spark stopped at \d+\.\d\d, (inside|outside) the zone$/ })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Half the fuse wins half the time: play on (skipping the run) until a round is won and one lost.
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

  await page.screenshot({ path: testInfo.outputPath('spark.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
