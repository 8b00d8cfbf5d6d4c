import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer, openDemo, roundsOf, units } from '../helpers';
import { GAMES, readyOf } from './game-drivers';

const PROFIT_LIMIT = '0.01';

for (const game of GAMES) {
  test(`${game}: autobet of 10 with stop on profit plays its rounds one at a time and stops after 10 or on the profit`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const { iframe, frame } = await openDemo(page, newPlayer(`auto-${game}`), game, { ready: readyOf(game) });
    // Fast mode keeps ten animated rounds short; autobet waits for each to land all the same.
    await frame.getByRole('button', { name: 'Fast mode' }).click();
    await frame.getByRole('tab', { name: 'Auto' }).click();
    if (game === 'mines') {
      // Mines' autobet turns the tiles picked beforehand: pick one.
      await frame.getByRole('button', { name: 'Pick random tile' }).click();
      await expect(frame.getByText(/^1 tiles picked:/)).toBeVisible();
    }
    const panel = frame.locator('rgs-autobet-panel');
    await panel.getByLabel('Number of bets').fill('10');
    await panel.getByLabel(/^Stop on profit/).fill(PROFIT_LIMIT);
    await panel.getByRole('button', { name: 'Start autobet' }).click();

    const status = panel.getByRole('status');
    await expect(status).toHaveText(/^Autobet (finished: all bets placed|stopped: profit target reached)\.$/, { timeout: 100_000 });
    const counters = await panel.locator('[part="counters"]').textContent();
    const [, played] = /^Bets placed: (\d+) of 10 · Profit: /.exec(counters!) ?? [];
    const count = Number(played);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(10);

    // One at a time: every round the panel counted was played to its end, and no other.
    const rounds = await roundsOf((await iframe.getAttribute('src'))!);
    expect(rounds).toHaveLength(count);
    expect(rounds.map((round) => round.status)).toEqual(rounds.map(() => 'CLOSED'));
    const net = rounds.reduce((sum, round) => sum - units(round.amount) + units(round.payout), 0n);
    if (count < 10) {
      await expect(status).toHaveText('Autobet stopped: profit target reached.');
      expect(net).toBeGreaterThanOrEqual(units(PROFIT_LIMIT));
    } else if ((await status.textContent()) === 'Autobet finished: all bets placed.') {
      // Ten rounds without reaching the limit before the last: only the tenth may have reached it.
      const beforeLast = rounds.slice(1).reduce((sum, round) => sum - units(round.amount) + units(round.payout), 0n);
      expect(beforeLast).toBeLessThan(units(PROFIT_LIMIT));
    }

    await page.screenshot({ path: testInfo.outputPath('autobet.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
