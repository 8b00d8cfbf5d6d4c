import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { embedGame, LIGHT_OPERATOR } from './experience/embedded-game';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/** The tile `n` (from 1) of floor `floor` (from 1), by its accessible name. */
const tileOf = (frame: FrameLocator, floor: number, n: number) => frame.getByRole('gridcell', { name: new RegExp(`^Floor ${floor}, tile ${n},`) });

/**
 * Climbs from floor 1 on tile `n` of each floor until the round ends (a bomb, or the top); the first
 * pick by the number key. Resolves with how it ended.
 */
async function climbToTheEnd(page: Page, frame: FrameLocator, n: number): Promise<'bomb' | 'top'> {
  for (let floor = 1; floor <= 9; floor++) {
    const tile = tileOf(frame, floor, n);
    await expect(tile).toHaveAttribute('aria-disabled', 'false');
    if (floor === 1) await page.keyboard.press(String(n));
    else await tile.click();
    await expect(tile).not.toHaveAccessibleName(/hidden$/);
    if ((await tile.getAttribute('aria-label'))!.endsWith('bomb, exploded')) return 'bomb';
  }
  return 'top';
}

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

test('tower rounds cashed out and lost move the wallet by exactly the stake and the payout; an open round resumes after a reload', async ({ page }, testInfo) => {
  const user = newPlayer('tower');
  const { iframe, frame } = await openDemo(page, user, 'tower');
  const opening = await walletUnits(user);

  // The difficulty is a radio group: arrows move the choice, and the tower redraws for it.
  const medium = frame.getByRole('radio', { name: 'Medium' });
  await medium.check();
  await medium.press('ArrowLeft');
  await expect(frame.getByRole('radio', { name: 'Easy' })).toBeChecked();
  await expect(frame.getByText('4 tiles, 1 bomb on each floor')).toBeVisible();
  await expect(frame.getByRole('rowheader', { name: 'Floor 1: 1.32×' })).toBeVisible();
  await expect(frame.getByRole('rowheader', { name: 'Floor 9: 13.1851×' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });

  // Easy: a first floor is cleared 3 times in 4. Once one is, reload: the round comes back as it was.
  let resumed = false;
  for (let i = 0; i < 20 && !resumed; i++) {
    await bet.click();
    const tile = tileOf(frame, 1, 2);
    await tile.click();
    await expect(tile).not.toHaveAccessibleName(/hidden$/);
    if (!(await cashout.isVisible())) continue;
    // 0.99 × 4/3 on the stake of 1, on the button before it is pressed.
    await expect(cashout).toHaveAccessibleName('Cash out $1.32');
    await page.reload();
    await expect(cashout).toBeEnabled();
    await expect(cashout).toHaveAccessibleName('Cash out $1.32');
    await expect(tileOf(frame, 1, 2)).toHaveAccessibleName('Floor 1, tile 2, safe');
    await expect(tileOf(frame, 2, 1)).toHaveAttribute('aria-disabled', 'false');
    await expect(frame.getByRole('radio', { name: 'Easy' })).toBeChecked();
    await cashout.click();
    await expect(frame.getByText('You won $1.32')).toBeVisible();
    // The whole tower turned over: one bomb on each of the nine floors.
    await expect(frame.getByRole('gridcell', { name: /bomb, not picked$/ })).toHaveCount(9);
    resumed = true;
  }
  expect(resumed).toBe(true);

  // Then climb on tile 1 until a bomb ends a round (easy loses within nine floors 92.5 % of the time).
  let ending: 'bomb' | 'top' = 'top';
  for (let i = 0; i < 10 && ending !== 'bomb'; i++) {
    await bet.click();
    ending = await climbToTheEnd(page, frame, 1);
  }
  expect(ending).toBe('bomb');
  await expect(frame.getByText('Bomb! No win')).toBeVisible();
  await expect(frame.locator('rgs-recent-results li.lost').first()).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 13_200_000_000n)).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('tower.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 2200 });
  await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('tower-360.png') });
});

test('tower on a light operator theme at 360 px: readable, no sideways scroll, axe-clean mid-round', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const host = await embedGame(page, newPlayer('tower-light'), 'tower', { ...LIGHT_OPERATOR, edgeToEdge: true });
  try {
    const { frame } = host;
    await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
    await frame.getByRole('radio', { name: 'Expert' }).check();
    await expect(frame.getByText('3 tiles, 2 bombs on each floor')).toBeVisible();
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(tileOf(frame, 1, 3)).toHaveAttribute('aria-disabled', 'false');
    await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await shootTall(page, testInfo.outputPath('tower-360-light-open.png'));
    await expectNoSeriousA11yViolations(page);
    // By the keyboard: a click right after the window changed size can miss the cross-origin frame in this headless browser.
    await tileOf(frame, 1, 3).press('Enter');
    await expect(tileOf(frame, 1, 3)).not.toHaveAccessibleName(/hidden$/);
    await shootTall(page, testInfo.outputPath('tower-360-light.png'));
    await expectNoSeriousA11yViolations(page);
  } finally {
    await host.close();
  }
});
