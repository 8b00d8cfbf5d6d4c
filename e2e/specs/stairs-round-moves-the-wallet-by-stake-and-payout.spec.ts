import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { embedGame, LIGHT_OPERATOR } from './experience/embedded-game';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/**
 * A screenshot of the whole page at 360 px, taken in a window tall enough that nothing scrolls (a
 * full-page capture can show the game's cross-origin frame as it was before it grew), then back to a
 * phone's 800 px.
 */
async function shootTall(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 1400 });
  await page.screenshot({ path });
  await page.setViewportSize({ width: 360, height: 800 });
}

test('stairs rounds cashed out and fallen move the wallet by exactly the stake and the payout; an open round resumes after a reload', async ({ page }, testInfo) => {
  const user = newPlayer('stairs');
  const { iframe, frame } = await openDemo(page, user, 'stairs');
  const opening = await walletUnits(user);

  // Each climb says how far it goes, its chance and what it makes the multiplier, before the first bet.
  const step = frame.getByRole('button', { name: /^Step / });
  const stride = frame.getByRole('button', { name: /^Stride / });
  const leap = frame.getByRole('button', { name: /^Leap / });
  await expect(step).toHaveAccessibleName('Step 1 stair up 87.5% safe 1.1314×');
  await expect(stride).toHaveAccessibleName('Stride 2 stairs up 50% safe 1.98×');
  await expect(leap).toHaveAccessibleName('Leap 3 stairs up 25% safe 3.96×');
  await expect(stride).toHaveAttribute('aria-disabled', 'true');

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  const scene = frame.getByRole('img', { name: /^Staircase of 24 stairs: / });
  const rolls = frame.getByRole('list', { name: 'Rolls' }).getByRole('listitem');

  // A stride is safe 1 time in 2. Once one is, reload: the round comes back on its stair.
  let resumed = false;
  for (let i = 0; i < 20 && !resumed; i++) {
    await bet.click();
    await expect(stride).toHaveAttribute('aria-disabled', 'false');
    await stride.click();
    await expect(rolls).toHaveCount(1);
    if (!(await cashout.isVisible())) {
      await expect(scene).toHaveAccessibleName('Staircase of 24 stairs: the climber fell, trying for stair 2');
      continue;
    }
    await expect(cashout).toHaveAccessibleName('Cash out $1.98');
    await expect(rolls.first()).toHaveText(/^Stride, 2 stairs: rolled \d\d?\.\d\d, under 50: safe/);
    await page.reload();
    await expect(cashout).toBeEnabled();
    await expect(cashout).toHaveAccessibleName('Cash out $1.98');
    await expect(scene).toHaveAccessibleName('Staircase of 24 stairs: the climber is on stair 2');
    await expect(rolls).toHaveCount(1);
    await expect(leap).toHaveAccessibleName('Leap 3 stairs up 25% safe 7.92×');
    await cashout.click();
    await expect(frame.getByText('You won $1.98')).toBeVisible();
    resumed = true;
  }
  expect(resumed).toBe(true);

  // Then leap by the keyboard (3) until a leap falls: it is safe only 1 time in 4.
  let fell = false;
  for (let i = 0; i < 10 && !fell; i++) {
    await bet.click();
    await expect(leap).toHaveAttribute('aria-disabled', 'false');
    for (let climbs = 1; climbs <= 8; climbs++) {
      await page.keyboard.press('3');
      await expect(rolls).toHaveCount(climbs);
      if (!(await cashout.isVisible())) break;
    }
    fell = /fell/.test((await scene.getAttribute('aria-label'))!);
  }
  expect(fell).toBe(true);
  await expect(frame.getByText('Fell! No win')).toBeVisible();
  await expect(frame.locator('rgs-recent-results li.lost').first()).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 19_800_000_000n)).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('stairs.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 2200 });
  await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('stairs-360.png') });
});

test('stairs on a light operator theme at 360 px: readable, no sideways scroll, axe-clean mid-round', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const host = await embedGame(page, newPlayer('stairs-light'), 'stairs', { ...LIGHT_OPERATOR, edgeToEdge: true });
  try {
    const { frame } = host;
    await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    const step = frame.getByRole('button', { name: /^Step / });
    await expect(step).toHaveAttribute('aria-disabled', 'false');
    await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await shootTall(page, testInfo.outputPath('stairs-360-light-open.png'));
    await expectNoSeriousA11yViolations(page);
    // By the keyboard: a click right after the window changed size can miss the cross-origin frame in this headless browser.
    await step.press('Enter');
    await expect(frame.getByRole('list', { name: 'Rolls' }).getByRole('listitem')).toHaveCount(1);
    await shootTall(page, testInfo.outputPath('stairs-360-light.png'));
    await expectNoSeriousA11yViolations(page);
  } finally {
    await host.close();
  }
});
