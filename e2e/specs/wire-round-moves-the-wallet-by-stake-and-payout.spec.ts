import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('wire batches won and lost move the wallet balance by exactly amount × currents and the batch payout', async ({ page }, testInfo) => {
  const user = newPlayer('wire');
  const { iframe, frame } = await openDemo(page, user, 'wire');
  const opening = await walletUnits(user);

  // Risk is a radio group: arrows move the choice, as on any radio group.
  const low = frame.getByRole('radio', { name: 'Low' });
  await low.check();
  await low.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await frame.getByRole('radio', { name: 'Medium' }).press('ArrowLeft');
  await expect(low).toBeChecked();

  // Currents: a number field with − and + (pressed from the keyboard here).
  const currents = frame.getByRole('spinbutton', { name: 'Currents' });
  await currents.fill('2');
  await currents.press('Tab');
  await frame.getByRole('button', { name: 'Fewer currents' }).press('Enter');
  await expect(currents).toHaveValue('1');
  await expect(frame.getByRole('img', { name: 'Circuit board: low risk, 1 current' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const summary = frame.locator('.wire .summary');
  const chips = frame.locator('rgs-recent-results li');
  // The first batch flows the whole way: the result is told only once its current has arrived.
  await bet.click();
  await expect(summary).toHaveText('Arrived 0 of 1');
  await expect(summary).toContainText('Total multiplier');
  await expect(frame.getByRole('img', { name: /^Circuit board: low risk, 1 current, arrived 1 at .+; total / })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // At low risk one current wins (1.12× or more) 7 times in 16 and returns only 0.7× otherwise: play
  // on (skipping the flow) until one batch is won and one lost.
  const won = frame.locator('rgs-recent-results li.won');
  // A batch always gets something back: one that paid back less than it staked is lost money ('partial').
  const lost = frame.locator('rgs-recent-results li.partial, rgs-recent-results li.lost');
  for (let i = 1; i < 40 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
    await bet.click();
    // Escape lands the animation if it is still running: a Skip button may be gone before a loaded machine clicks it.
    await page.keyboard.press('Escape');
    await expect(chips).toHaveCount(Math.min(i + 1, 10));
  }
  await expect(won.first()).toBeVisible();
  await expect(lost.first()).toBeVisible();

  // A batch of 12 currents at medium risk debits 12 stakes once and credits its total once.
  await frame.getByRole('radio', { name: 'Medium' }).check();
  await currents.fill('12');
  await currents.press('Tab');
  await expect(frame.locator('.wire-settings .total strong')).toHaveText(/12\.00/);
  await bet.click();
  await frame.getByRole('button', { name: 'Skip' }).click();
  await expect(frame.getByRole('img', { name: /^Circuit board: medium risk, 12 currents, arrived / })).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.length).toBeGreaterThanOrEqual(3);
  expect(rounds.filter((r) => units(r.amount) === 12n * units('1'))).toHaveLength(1);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('wire.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
