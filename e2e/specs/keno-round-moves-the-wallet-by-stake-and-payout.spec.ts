import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('keno rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('keno');
  // Bet waits for numbers to be picked: the board is ready when its Auto-pick button is.
  const { iframe, frame } = await openDemo(page, user, 'keno', { ready: /^Auto-pick$/ });
  const opening = await walletUnits(user);
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });

  // Numbers are toggle buttons named by what they show; C clears them, R auto-picks.
  const count = frame.locator('.keno-count');
  await frame.getByRole('button', { name: '7', exact: true }).click();
  await expect(frame.getByRole('button', { name: '7, picked' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bet).toBeEnabled();
  await page.keyboard.press('c');
  await expect(count).toHaveText('Pick 1 to 10 numbers');
  await page.keyboard.press('r');
  await expect(count).toHaveText('10 of 10 picked');
  await frame.getByRole('button', { name: 'Clear' }).click();

  // Two numbers at low risk: 1 hit pays 2.004×, 2 hits 3.8×, so a win and a loss come quickly.
  await frame.getByRole('button', { name: '7', exact: true }).click();
  await frame.getByRole('button', { name: '21', exact: true }).click();
  await frame.getByRole('button', { name: 'Low' }).click();
  await expect(frame.getByRole('list', { name: 'Payouts for 2 picks, Low risk' }).getByRole('listitem')).toHaveText([/0×\s+0 hits/, /2\.004×\s+1 hit/, /3\.8×\s+2 hits/]);

  const chips = frame.locator('rgs-recent-results li');
  const won = frame.locator('rgs-recent-results li.won');
  const lost = frame.locator('rgs-recent-results li.lost');
  for (let i = 0; i < 30 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
    await bet.click();
    // Each round lands when its tenth ball is out: its chip joins the strip and the board says the result.
    await expect(chips).toHaveCount(Math.min(i + 1, 10));
    await expect(frame.locator('.keno .outcome')).toHaveText(/^(✓ [12] of 2: paid \$[0-9.]+|✗ 0 of 2: no win)$/);
    await expect(frame.getByRole('button', { name: /, drawn$/ })).toHaveCount(10 - (await frame.getByRole('button', { name: /, drawn, hit$/ }).count()));
  }
  await expect(won.first()).toBeVisible();
  await expect(lost.first()).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.length).toBeGreaterThanOrEqual(2);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('keno.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
