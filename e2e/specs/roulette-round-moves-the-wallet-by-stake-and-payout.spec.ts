import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('roulette spins won and lost move the wallet balance by exactly the chips staked and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('roulette');
  // Bet waits for chips on the table: the table is ready when its positions are.
  const { iframe, frame } = await openDemo(page, user, 'roulette', { ready: /^Straight 17$/ });
  const opening = await walletUnits(user);
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const onTable = frame.locator('.on-table');
  await expect(onTable).toHaveText('0 chips × $1.00 = $0.00');

  // The inside bets are one lattice: arrows move half a cell, Enter places a chip, Backspace lifts it.
  await frame.getByRole('button', { name: 'Straight 2', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('button', { name: 'Split 2 and 5', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Split 2 and 5: 1 chip', exact: true })).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(frame.getByRole('button', { name: 'Split 2 and 5', exact: true })).toBeFocused();
  // The outside bets are buttons: one chip on red by keyboard, doubled and undone by the table's tools.
  await frame.getByRole('button', { name: 'Red', exact: true }).focus();
  await page.keyboard.press('Enter');
  await frame.getByRole('button', { name: 'Double', exact: true }).click();
  await expect(frame.getByRole('button', { name: 'Red: 2 chips', exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(frame.getByRole('button', { name: 'Red: 1 chip', exact: true })).toBeVisible();
  await expect(onTable).toHaveText('1 chip × $1.00 = $1.00');

  // The first spin runs the whole way: the result is told once the ball has settled.
  const outcome = frame.locator('.roulette .outcome');
  const chips = frame.locator('rgs-recent-results li');
  await bet.click();
  await expect(outcome).toHaveText('Spinning…');
  await expect(outcome).toHaveText(/^(✓ \d{1,2} red · Paid \$2\.00|✗ \d{1,2} (black|green) · Lost)$/);
  await expect(frame.getByRole('img', { name: /^Roulette wheel: \d{1,2} (red|black|green)$/ })).toBeVisible();
  await expect(chips).toHaveCount(1);
  await expect(frame.locator('.last li')).toHaveCount(1);

  // Red wins on 18 numbers of 37: play on (skipping the spin) until a round is won and one lost.
  const won = frame.locator('rgs-recent-results li.won');
  const lost = frame.locator('rgs-recent-results li.lost');
  for (let i = 1; i < 40 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
    await bet.click();
    await frame.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(chips).toHaveCount(Math.min(i + 1, 10));
  }
  await expect(won.first()).toBeVisible();
  await expect(lost.first()).toBeVisible();
  // The chips stayed on the table from spin to spin.
  await expect(onTable).toHaveText('1 chip × $1.00 = $1.00');

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.length).toBeGreaterThanOrEqual(2);
  // One chip of 1 on red: every spin debits 1 and pays 2 or nothing.
  expect(rounds.map((r) => units(r.amount))).toEqual(rounds.map(() => units('1')));
  expect(rounds.every((r) => [0n, units('2')].includes(units(r.payout)))).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('roulette.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
