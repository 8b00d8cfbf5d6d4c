import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('safe rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('safe');
  const { iframe, frame } = await openDemo(page, user, 'safe');
  const opening = await walletUnits(user);

  // The lock is a radio group: an arrow moves the choice from 3 dials to 2.
  const three = frame.getByRole('radio', { name: '3', exact: true });
  await expect(three).toBeChecked();
  await three.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(frame.getByRole('radio', { name: '2', exact: true })).toBeChecked();

  // The code is typed on the dials: a digit sets a dial and moves on to the next, arrows turn one.
  const first = frame.getByRole('spinbutton', { name: 'Dial 1' });
  const second = frame.getByRole('spinbutton', { name: 'Dial 2' });
  await first.focus();
  await page.keyboard.press('4');
  await expect(second).toBeFocused();
  await page.keyboard.press('2');
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-valuenow', '4');
  await expect(second).toHaveAttribute('aria-valuenow', '3');
  await expect(frame.getByRole('img', { name: 'Safe with 2 dials, your code 4 3' })).toBeVisible();

  // Space on a dial bets; the round is told only once both drums have clicked into place.
  const outcome = frame.locator('.safe .outcome');
  const chips = frame.locator('rgs-recent-results li');
  await page.keyboard.press('Space');
  await expect(outcome).toHaveText('Cracking…');
  await expect(outcome).toHaveText(/^[✓✗] Code \d \d: /);
  await expect(frame.getByRole('img', { name: /^Safe with 2 dials, your code 4 3, code \d \d, [0-2] of 2 match/ })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Two dials win on 19 rounds in 100: play on (landing each at once with Escape) until one is won and one lost.
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const won = frame.locator('rgs-recent-results li.won');
  const lost = frame.locator('rgs-recent-results li.lost');
  for (let i = 1; i < 80 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
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

  await page.screenshot({ path: testInfo.outputPath('safe.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
