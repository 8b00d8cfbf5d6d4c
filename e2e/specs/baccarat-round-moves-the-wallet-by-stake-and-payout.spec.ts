import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('baccarat coups won and lost move the wallet balance by exactly the chips staked and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('baccarat');
  const { iframe, frame } = await openDemo(page, user, 'baccarat');
  const opening = await walletUnits(user);

  await expect(frame.getByRole('img', { name: /^Baccarat table\. / })).toBeVisible();
  const banker = frame.getByRole('button', { name: /^Banker: / });
  const player = frame.getByRole('button', { name: /^Player: / });
  // The table starts with a chip on Banker; Clear takes it off.
  await expect(banker).toHaveAccessibleName('Banker: 1 chip');
  await frame.getByRole('button', { name: 'Clear' }).click();
  await expect(banker).toHaveAccessibleName('Banker: 0 chips');

  // From the keyboard: Enter on a spot puts a chip on it, B and P are the Banker's and the Player's keys, Undo takes the last back.
  await banker.focus();
  await page.keyboard.press('Enter');
  await expect(banker).toHaveAccessibleName('Banker: 1 chip');
  await page.keyboard.press('b');
  await page.keyboard.press('p');
  await expect(banker).toHaveAccessibleName('Banker: 2 chips');
  await expect(player).toHaveAccessibleName('Player: 1 chip');
  await frame.getByRole('button', { name: 'Undo' }).click();
  await frame.getByRole('button', { name: 'Undo' }).click();
  await expect(player).toHaveAccessibleName('Player: 0 chips');
  await expect(banker).toHaveAccessibleName('Banker: 1 chip');

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.table-panel .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first coup is watched: its cards come out of the shoe, and only then is the result told.
  await bet.click();
  await expect(outcome).toHaveText('Dealing…');
  await expect(outcome).toHaveText(/^[✓✗=] (Player wins|Banker wins|Tie) \d to \d · /);
  await expect(frame.getByRole('img', { name: /^Baccarat table\. Player: .+ Banker: .+ (Player wins|Banker wins|Tie) \d to \d\./ })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // One chip on Banker wins 1.95 back on a Banker win and loses on a Player win: deal on until one is won
  // and one lost, Escape landing each coup at once (a coup that lands by itself first is told all the same).
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

  await page.screenshot({ path: testInfo.outputPath('baccarat.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
