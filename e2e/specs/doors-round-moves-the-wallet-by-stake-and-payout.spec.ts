import { expect, test, type FrameLocator } from '@playwright/test';
import { PLAY_URL } from '../stack/ports';
import { expectNoSeriousA11yViolations } from './accessibility';
import { embedGame, LIGHT_OPERATOR } from './experience/embedded-game';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

const bet = (frame: FrameLocator) => frame.getByRole('button', { name: 'Bet', exact: true });
const cashout = (frame: FrameLocator) => frame.getByRole('button', { name: /^Cash out \$\d/ });
const door = (frame: FrameLocator, n: number) => frame.getByRole('button', { name: new RegExp(`^Door ${n} of 3,`) });
const wall = (frame: FrameLocator, level: number) => frame.getByRole('group', { name: `Level ${level} of 10` });

/** Bets and opens door 1 of level 1: resolves true when the level was passed (the round still open), false on the trap. */
async function firstDoor(frame: FrameLocator): Promise<boolean> {
  await bet(frame).click();
  await expect(door(frame, 1)).toHaveAccessibleName('Door 1 of 3, closed');
  await door(frame, 1).click();
  // A safe door walks on to the wall of level 2; the trap ends the round on level 1.
  await expect(wall(frame, 2).or(frame.getByText('Trapped! No win'))).toBeVisible();
  return wall(frame, 2).isVisible();
}

test('doors rounds cashed out and trapped move the wallet by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('doors');
  const { iframe, frame } = await openDemo(page, user, 'doors');
  const opening = await walletUnits(user);
  await expect(frame.getByRole('radio', { name: '3' })).toBeChecked();
  await expect(wall(frame, 1)).toBeVisible();

  // Three doors: level 1 is passed 2 times in 3. Play until one round is cashed out and one trapped.
  let won = 0;
  let trapped = 0;
  for (let i = 0; i < 30 && (won === 0 || trapped === 0); i++) {
    if (await firstDoor(frame)) {
      // 0.99 × 3/2 on the stake of 1, shown on the button before it is pressed.
      await expect(cashout(frame)).toHaveAccessibleName('Cash out $1.485');
      await cashout(frame).click();
      await expect(frame.getByText('You won $1.485')).toBeVisible();
      won++;
    } else {
      await expect(frame.getByText('Trapped! No win')).toBeVisible();
      trapped++;
    }
    // The round is over: every trap of the corridor is on the map.
    await expect(frame.getByRole('listitem').filter({ hasText: /trap (was )?behind door/ })).toHaveCount(10);
  }
  expect(won).toBeGreaterThan(0);
  expect(trapped).toBeGreaterThan(0);

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds).toHaveLength(won + trapped);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.filter((r) => units(r.payout) === 14_850_000_000n)).toHaveLength(won);
  expect(rounds.filter((r) => units(r.payout) === 0n)).toHaveLength(trapped);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('doors.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('an open doors round comes back after a reload on the level it was left, ready to cash out', async ({ page }, testInfo) => {
  const user = newPlayer('doors-resume');
  const { frame } = await openDemo(page, user, 'doors');
  let passed = false;
  for (let i = 0; i < 20 && !passed; i++) passed = await firstDoor(frame);
  expect(passed).toBe(true);

  await page.reload();
  const again = page.frameLocator('iframe');
  await expect(cashout(again)).toBeEnabled();
  await expect(cashout(again)).toHaveAccessibleName('Cash out $1.485');
  await expect(wall(again, 2)).toBeVisible();
  await expect(again.getByText('Level 1, pays 1.485×: passed through door 1')).toBeAttached();
  await expect(again.getByRole('radio', { name: '3' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('doors-resumed.png'), fullPage: true });
  // An open round's board passes axe too: its next moves are buttons named by what they are.
  await expectNoSeriousA11yViolations(page);
  await cashout(again).click();
  await expect(again.locator('rgs-recent-results li.won')).toHaveCount(1);
});

test('doors fits a 360 px phone in the light theme with no sideways scroll, and passes axe', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const embedded = await embedGame(page, newPlayer('doors-phone'), 'doors', LIGHT_OPERATOR);
  try {
    const { frame } = embedded;
    await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
    const gameFrame = page.frames().find((f) => f.url().startsWith(PLAY_URL))!;
    const overflow = () => gameFrame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await frame.getByRole('radio', { name: '5' }).check();
    await expect(frame.getByRole('button', { name: /^Door 5 of 5, closed$/ })).toBeVisible();
    await bet(frame).click();
    await frame.getByRole('button', { name: /^Door 3 of 5, closed$/ }).click();
    await expect(frame.getByRole('group', { name: 'Level 2 of 10' }).or(frame.getByText('Trapped! No win'))).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('doors-360-light.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await embedded.close();
  }
});
