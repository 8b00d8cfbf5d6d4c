import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('coin flips won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('coin');
  const { iframe, frame } = await openDemo(page, user, 'coin');
  const opening = await walletUnits(user);

  // H and T call a side from the keyboard, as the buttons do.
  const heads = frame.getByRole('button', { name: 'Heads' });
  const tails = frame.getByRole('button', { name: 'Tails' });
  await heads.focus();
  await page.keyboard.press('t');
  await expect(tails).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByRole('img', { name: 'Coin showing tails' })).toBeVisible();
  await page.keyboard.press('h');
  await expect(heads).toHaveAttribute('aria-pressed', 'true');

  // A streak of 2, watched to its end: the coin goes up, the flips land, then the result is told.
  await frame.getByRole('button', { name: 'One flip more' }).click();
  await expect(frame.getByRole('slider', { name: 'Streak' })).toHaveAttribute('aria-valuetext', '2 flips: win chance 1 in 4, multiplier 3.96×');
  const flips = frame.getByRole('list', { name: 'Flips of the streak' }).getByRole('listitem');
  await expect(flips).toHaveCount(2);
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const status = frame.locator('.coin .status');
  const chips = frame.locator('rgs-recent-results li');
  await bet.click();
  // A flip is in the air for 620 ms: look often enough not to miss it.
  await expect.poll(() => frame.getByRole('img', { name: 'Coin in the air' }).count(), { intervals: [50] }).toBe(1);
  await expect(status).toHaveText(/^(✓ Heads 2 times in a row: win! Paid |✗ Flip [12] of 2 landed tails: no win$)/);
  await expect(chips).toHaveCount(1);
  await expect(frame.getByRole('status').filter({ hasText: /You won|No win|Stake back|Part of the stake back/ })).toBeVisible();

  // Single flips (1.98×) until one is won and one lost, each landed at once with Escape.
  await frame.getByRole('button', { name: 'One flip fewer' }).click();
  await expect(flips).toHaveCount(1);
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

  await page.screenshot({ path: testInfo.outputPath('coin.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
