import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('defuse rounds defused and blown move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('defuse');
  // Bet waits for a wire to be marked: the board is ready when its first wire's button is.
  const { iframe, frame } = await openDemo(page, user, 'defuse', { ready: /^Cut wire 0, red$/ });
  const opening = await walletUnits(user);

  // Live wires is a radio group: arrows move the choice, as on any radio group.
  const one = frame.getByRole('radio', { name: '1', exact: true });
  await one.check();
  await one.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await frame.getByRole('radio', { name: '2', exact: true }).press('ArrowLeft');
  await expect(one).toBeChecked();

  // Five wires marked, half the rounds defuse: by click, by arrows and Space, and by digit keys.
  const wire = (n: number, colour: string) => frame.getByRole('button', { name: `Cut wire ${n}, ${colour}` });
  await wire(0, 'red').click();
  await expect(wire(0, 'red')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(wire(1, 'orange')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(wire(1, 'orange')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('2');
  await page.keyboard.press('3');
  await page.keyboard.press('4');
  await expect(frame.getByRole('button', { pressed: true })).toHaveCount(5);
  await expect(frame.getByRole('img', { name: 'Bomb with 1 of 10 wires live; 5 marked to cut' })).toBeVisible();
  await expect(frame.locator('.odds')).toContainText('Defuse chance50%');
  await expect(frame.locator('.odds')).toContainText('Pays1.9799×');

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.defuse .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first round is watched to its end: the wires are cut, then the result is told.
  await bet.click();
  await expect(outcome).toHaveText('Cutting…');
  await expect(outcome).toHaveText(/^(✓ Defused! 5 wires cut: paid |✗ Boom! Wire [0-4] \(\w+\) was live$)/);
  await expect(frame.getByRole('img', { name: /^Bomb (defused: 5 wires cut safely|exploded at wire [0-4], \w+); live wires: \d$/ })).toBeVisible();
  await expect(chips).toHaveCount(1);

  // Then rounds landed at once with Escape, until one is defused and one blown.
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

  await page.screenshot({ path: testInfo.outputPath('defuse.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
