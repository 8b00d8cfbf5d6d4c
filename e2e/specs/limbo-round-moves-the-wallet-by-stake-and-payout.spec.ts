import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('limbo rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('limbo');
  const { iframe, frame } = await openDemo(page, user, 'limbo');
  const opening = await walletUnits(user);
  // A target of 2× wins about half the time: a few rounds bring both a win and a loss.
  await expect(frame.getByRole('textbox', { name: 'Target multiplier' })).toHaveValue('2.00');
  await expect(frame.getByRole('img', { name: 'Rocket on the launch pad, target 2.00×' })).toBeVisible();
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  // The strip of last results gets each result once its counter has landed.
  const won = frame.locator('.last .chip.win');
  const lost = frame.locator('.last .chip.loss');
  for (let i = 0; i < 40; i++) {
    await bet.click();
    await expect(bet).toBeEnabled();
    await expect(frame.locator('.last .chip')).toHaveCount(Math.min(i + 1, 8));
    if ((await won.count()) > 0 && (await lost.count()) > 0) break;
  }
  await expect(won.first()).toBeVisible();
  await expect(lost.first()).toBeVisible();
  await expect(frame.getByRole('img', { name: /^Rocket reached .*×, (at or above|short of) the target 2\.00×: (win|loss)$/ })).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  // Every win paid exactly the stake × 2 (the target), every loss nothing.
  expect(rounds.every((r) => units(r.payout) === 0n || units(r.payout) === 2n * units(r.amount))).toBe(true);
  expect(await walletUnits(user)).toBe(opening + moved);
  // The operator page shows the wallet's balance, updated as the game reports rounds.
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('limbo.png') });
  await expectNoSeriousA11yViolations(page);
});
