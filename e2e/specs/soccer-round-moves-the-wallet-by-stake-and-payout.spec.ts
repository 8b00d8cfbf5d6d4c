import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { embedGame, LIGHT_OPERATOR } from './experience/embedded-game';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';
import { PLAY_URL } from '../stack/ports';

/** The line under the pitch once kick `n` has landed: "Kick n: goal! …" or "Kick n: saved! …". */
const landed = (n: number) => new RegExp(`^Kick ${n}: (goal|saved)! The keeper covered zones? `);

/** Takes kick `n` at `zone` (1 … 6 as the goal numbers them) and returns whether it went in. */
async function kick(frame: FrameLocator, n: number, zone: number): Promise<boolean> {
  await frame.getByRole('gridcell', { name: new RegExp(`^Zone ${zone}, .*: shoot here$`) }).click();
  const caption = frame.locator('.soccer .caption');
  await expect(caption).toHaveText(landed(n));
  return (await caption.textContent())!.startsWith(`Kick ${n}: goal!`);
}

async function choose(frame: FrameLocator, difficulty: string): Promise<void> {
  await frame.getByRole('radio', { name: difficulty }).check();
}

/** The wallet moved by exactly Σ (payout − amount) of the player's rounds, all of them closed. */
async function expectWalletMoved(user: string, src: string, opening: bigint): Promise<{ amount: string; payout: string }[]> {
  const rounds = await roundsOf(src);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  return rounds;
}

async function overflow(page: Page): Promise<number> {
  const game = page.frames().find((f) => f.url().startsWith(PLAY_URL))!;
  return game.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('soccer rounds cashed out and saved move the wallet balance by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('soccer');
  const { iframe, frame } = await openDemo(page, user, 'soccer');
  const opening = await walletUnits(user);
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });

  // Easy: the keeper covers 1 zone of 6; a goal pays 0.99 × 6/5 = 1.188 on the stake of 1.
  await choose(frame, 'Easy');
  await expect(frame.getByText('The keeper covers 1 of 6 zones: 83.33% to score')).toBeVisible();
  let cashedOut = false;
  for (let i = 0; i < 10 && !cashedOut; i++) {
    await bet.click();
    if (await kick(frame, 1, 2)) {
      const cashout = frame.getByRole('button', { name: /^Cash out \$/ });
      await expect(cashout).toHaveAccessibleName('Cash out $1.188');
      await expect(frame.getByRole('listitem').filter({ hasText: 'Kick 1: goal, 1.188×' })).toHaveCount(1);
      await cashout.click();
      await expect(frame.locator('.soccer .banner')).toHaveText(/You won \$1\.188/);
      cashedOut = true;
    }
  }
  expect(cashedOut).toBe(true);

  // Expert: the keeper covers 4 of 6; shoot on until a save.
  await choose(frame, 'Expert');
  let saved = false;
  for (let i = 0; i < 5 && !saved; i++) {
    await bet.click();
    for (let n = 1; n <= 10; n++) {
      if (!(await kick(frame, n, ((n + i) % 6) + 1))) {
        saved = true;
        break;
      }
    }
    await expect(bet).toBeVisible();
  }
  expect(saved).toBe(true);
  await expect(frame.locator('.soccer .banner')).toHaveText('✗ Saved! No win');
  // The whole shoot-out is shown: the kicks never taken list the keeper's zones.
  await expect(frame.getByRole('listitem').filter({ hasText: /not taken, the keeper would have covered zones/ }).first()).toBeAttached();
  await expect(frame.locator('rgs-recent-results li')).not.toHaveCount(0);

  const rounds = await expectWalletMoved(user, (await iframe.getAttribute('src'))!, opening);
  expect(rounds.some((r) => units(r.payout) > units(r.amount))).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);

  await page.screenshot({ path: testInfo.outputPath('soccer.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('soccer-360.png'), fullPage: true });
});

test('an open soccer round comes back after a reload with its kicks, ready to cash out', async ({ page }) => {
  const user = newPlayer('soccer-resume');
  const { iframe, frame } = await openDemo(page, user, 'soccer');
  const opening = await walletUnits(user);
  await choose(frame, 'Easy');
  let scored = false;
  for (let i = 0; i < 10 && !scored; i++) {
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    scored = await kick(frame, 1, 5);
  }
  expect(scored).toBe(true);
  const caption = await frame.locator('.soccer .caption').textContent();

  await page.reload();
  const again = page.frameLocator('iframe');
  const cashout = again.getByRole('button', { name: /^Cash out \$/ });
  await expect(cashout).toHaveAccessibleName('Cash out $1.188');
  await expect(cashout).toBeEnabled();
  await expect(again.locator('.soccer .caption')).toHaveText(caption!);
  await expect(again.getByRole('radio', { name: 'Easy' })).toBeChecked();
  await expect(again.getByRole('gridcell', { name: 'Zone 5, bottom centre: shoot here' })).toBeVisible();
  await expect(again.getByRole('listitem').filter({ hasText: 'Kick 2: next, a goal pays 1.4256×' })).toHaveCount(1);
  await cashout.click();
  await expect(again.locator('rgs-recent-results li.won')).toHaveCount(1);
  await expectWalletMoved(user, (await iframe.getAttribute('src'))!, opening);
});

test('soccer on a light operator theme reads on a 360 px phone and passes axe', async ({ page }, testInfo) => {
  const host = await embedGame(page, newPlayer('soccer-light'), 'soccer', LIGHT_OPERATOR);
  try {
    const { frame } = host;
    const bet = frame.getByRole('button', { name: 'Bet', exact: true });
    await expect(bet).toBeEnabled();
    await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
    await bet.click();
    await kick(frame, 1, 1);
    await page.screenshot({ path: testInfo.outputPath('soccer-light.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('soccer-light-360.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await host.close();
  }
});
