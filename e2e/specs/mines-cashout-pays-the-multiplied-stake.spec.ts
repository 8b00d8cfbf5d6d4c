import { expect, test } from '@playwright/test';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('a mines round cashed out after a safe tile pays the stake times the multiplier into the wallet', async ({ page }) => {
  const user = newPlayer('mines');
  const { iframe, frame } = await openDemo(page, user, 'mines');
  const opening = await walletUnits(user);
  await frame.getByRole('combobox').selectOption('1');
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  for (let i = 0; i < 10; i++) {
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    const tile = frame.getByRole('gridcell', { name: /^Tile 13,/ });
    await tile.click();
    // The tile turns over: a gem keeps the round open, the mine ends it.
    await expect(tile).not.toHaveAccessibleName(/hidden$/);
    if (await cashout.isVisible()) {
      // One mine, one gem: 0.99 × 25 / 24 floored, on the stake of 1, shown on the button before it is pressed.
      await expect(cashout).toHaveAccessibleName(/^Cash out \$1\.0312\b/);
      await cashout.click();
      break;
    }
  }
  // The strip of recent results and the board both tell the win, in the player's currency.
  await expect(frame.locator('rgs-recent-results li.won')).toHaveCount(1);
  await expect(frame.getByText('You won $1.0312')).toBeVisible();
  // The whole board turned over: the one mine is shown where it was.
  await expect(frame.getByRole('gridcell', { name: /mine, not picked$/ })).toHaveCount(1);
  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
});
