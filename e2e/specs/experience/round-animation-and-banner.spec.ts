import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer, openDemo, units, walletUnits } from '../helpers';
import { GAMES, playRound, readyOf, resultBanner, shownUnits } from './game-drivers';
import { playedRounds } from './played-rounds';

for (const game of GAMES) {
  test(`${game}: a round plays its animation, the banner shows its multiplier and payout, the wallet moves by -amount + payout`, async ({ page }, testInfo) => {
    const user = newPlayer(`banner-${game}`);
    const { iframe, frame } = await openDemo(page, user, game, { ready: readyOf(game) });
    const opening = await walletUnits(user);

    await playRound(frame, game);
    // The banner stays a few seconds: read it before asking the API what to expect.
    const { banner, multiplier, payout } = resultBanner(frame);
    const [headline, shownMultiplier, shownPayout] = await Promise.all([banner.locator('.headline').textContent(), multiplier.textContent(), payout.textContent()]);

    const rounds = await playedRounds((await iframe.getAttribute('src'))!);
    expect(rounds).toHaveLength(1);
    const [round] = rounds;
    expect(round!.status).toBe('CLOSED');
    const [paid, staked] = [units(round!.payout), units(round!.amount)];
    expect(headline).toBe(paid > staked ? 'You won' : paid === 0n ? 'No win' : paid === staked ? 'Stake back' : 'Part of the stake back');
    expect(shownMultiplier).toMatch(/×$/);
    expect(shownUnits(shownMultiplier!)).toBe(units(round!.multiplier));
    expect(shownPayout).toMatch(/^\$\d/);
    expect(shownUnits(shownPayout!)).toBe(units(round!.payout));
    await expect.poll(() => walletUnits(user)).toBe(opening - units(round!.amount) + units(round!.payout));

    await page.screenshot({ path: testInfo.outputPath('round-and-banner.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
