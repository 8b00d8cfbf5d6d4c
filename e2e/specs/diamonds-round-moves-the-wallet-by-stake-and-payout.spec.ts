import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

const HANDS = 'Five of a kind|Four of a kind|Full house|Three of a kind|Two pair|One pair|No match';

test('diamonds rounds won and lost move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('diamonds');
  const { iframe, frame } = await openDemo(page, user, 'diamonds');
  const opening = await walletUnits(user);

  // Five empty pedestals, and beside them the paytable of the seven hands.
  await expect(frame.getByRole('img', { name: 'Five empty pedestals: bet to draw five gems' })).toBeVisible();
  const paytable = frame.getByRole('list', { name: 'Paytable' });
  await expect(paytable.getByRole('listitem')).toHaveCount(7);
  await expect(paytable.getByRole('listitem').first()).toHaveText(/Five of a kind: pays 66\.99×, chance 0\.04%/);

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const outcome = frame.locator('.diamonds .outcome');
  const chips = frame.locator('rgs-recent-results li');
  // The first draw, placed from the keyboard, plays in full: the hand is told only once the gems are in.
  await bet.focus();
  await page.keyboard.press('Space');
  // The draw's own frames are too short-lived to assert on a loaded machine; its start and its end are not.
  await expect(outcome).toHaveText('Drawing…');
  await expect(outcome).toHaveText(/^(✓ Win! Paid \$|0\.1× back: paid \$0\.10$|✗ No win$)/);
  await expect(frame.getByRole('img', { name: new RegExp(`^Gems: ([a-z]+ [a-z]+, ){4}[a-z]+ [a-z]+\\. (${HANDS})$`) })).toBeVisible();
  await expect(paytable.locator('li[aria-current="true"]')).toHaveCount(1);
  await expect(chips).toHaveCount(1);

  // Play on, each draw landed at once with Escape, until a round is won (two pair or better) and one lost.
  const won = frame.locator('rgs-recent-results li.won');
  const lost = frame.locator('rgs-recent-results li.lost');
  for (let i = 1; i < 40 && ((await won.count()) === 0 || (await lost.count()) === 0); i++) {
    await bet.click();
    await expect(frame.getByRole('button', { name: 'Skip' })).toBeVisible();
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

  await page.screenshot({ path: testInfo.outputPath('diamonds.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
