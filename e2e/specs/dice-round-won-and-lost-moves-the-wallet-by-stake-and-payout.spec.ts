import { expect, test } from '@playwright/test';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('a dice round won and a dice round lost move the wallet balance by exactly the stake and the payout', async ({ page }) => {
  const user = newPlayer('dice');
  const { iframe, frame } = await openDemo(page, user, 'dice');
  const opening = await walletUnits(user);
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  // The strip of last rolls above the track gets each roll once its marker has landed.
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

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  expect(await walletUnits(user)).toBe(opening + moved);
  // The operator page shows the wallet's balance, updated as the game reports rounds.
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));
});
