import { expect, test, type FrameLocator } from '@playwright/test';
import { PLAY_URL } from '../stack/ports';
import { expectNoSeriousA11yViolations } from './accessibility';
import { embedGame, LIGHT_OPERATOR } from './experience/embedded-game';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

const bet = (frame: FrameLocator) => frame.getByRole('button', { name: 'Bet', exact: true });
const cashout = (frame: FrameLocator) => frame.getByRole('button', { name: /^Cash out \$\d/ });
const broke = (frame: FrameLocator) => frame.getByText('The glass broke! No win');
// Once stepped on, a panel is a picture of the bridge: only the next row's panels are buttons.
const held = (frame: FrameLocator) => frame.getByRole('img', { name: 'Row 1, left panel: held, you stepped here' });

/** Bets and steps on the left panel of row 1: resolves true when it held (the round still open), false when it broke. */
async function firstStep(frame: FrameLocator): Promise<boolean> {
  await bet(frame).click();
  await frame.getByRole('button', { name: 'Row 1, left panel: untested' }).click();
  await expect(held(frame).or(broke(frame))).toBeVisible();
  return held(frame).isVisible();
}

test('bridge rounds cashed out and fallen through move the wallet by exactly the stake and the payout', async ({ page }, testInfo) => {
  const user = newPlayer('bridge');
  const { iframe, frame } = await openDemo(page, user, 'bridge');
  const opening = await walletUnits(user);
  await expect(frame.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(frame.getByRole('group', { name: 'Glass bridge' })).toBeVisible();

  // Medium: 2 panels a row, one breaks. Play until one round is cashed out and one falls through.
  let won = 0;
  let fell = 0;
  for (let i = 0; i < 30 && (won === 0 || fell === 0); i++) {
    if (await firstStep(frame)) {
      // 0.99 × 2 on the stake of 1, shown on the button before it is pressed.
      await expect(cashout(frame)).toHaveAccessibleName('Cash out $1.98');
      await cashout(frame).click();
      await expect(frame.getByText('You won $1.98')).toBeVisible();
      won++;
    } else {
      fell++;
    }
    // The round is over: every panel of the bridge shows its glass, and none is left to step on.
    await expect(frame.getByRole('img', { name: /untested$/ })).toHaveCount(0);
    await expect(frame.getByRole('img', { name: /^Row 8, (left|right) panel: (tempered|fragile) glass, not stepped on$/ })).toHaveCount(2);
    await expect(frame.getByRole('button', { name: /^Row \d/ })).toHaveCount(0);
  }
  expect(won).toBeGreaterThan(0);
  expect(fell).toBeGreaterThan(0);

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds).toHaveLength(won + fell);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.filter((r) => units(r.payout) === 19_800_000_000n)).toHaveLength(won);
  expect(rounds.filter((r) => units(r.payout) === 0n)).toHaveLength(fell);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('bridge.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('an open bridge round comes back after a reload on the row it was left, ready to cash out', async ({ page }, testInfo) => {
  const user = newPlayer('bridge-resume');
  const { frame } = await openDemo(page, user, 'bridge');
  let stood = false;
  for (let i = 0; i < 20 && !stood; i++) stood = await firstStep(frame);
  expect(stood).toBe(true);

  await page.reload();
  const again = page.frameLocator('iframe');
  await expect(cashout(again)).toBeEnabled();
  await expect(cashout(again)).toHaveAccessibleName('Cash out $1.98');
  await expect(held(again)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Row 2, left panel: untested' })).toHaveAttribute('aria-disabled', 'false');
  await expect(again.getByRole('radio', { name: 'Medium' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('bridge-resumed.png'), fullPage: true });
  // An open round's board passes axe too: its next moves are buttons named by what they are.
  await expectNoSeriousA11yViolations(page);
  await cashout(again).click();
  await expect(again.locator('rgs-recent-results li.won')).toHaveCount(1);
});

test('bridge fits a 360 px phone in the light theme with no sideways scroll, and passes axe', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const embedded = await embedGame(page, newPlayer('bridge-phone'), 'bridge', LIGHT_OPERATOR);
  try {
    const { frame } = embedded;
    await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
    const gameFrame = page.frames().find((f) => f.url().startsWith(PLAY_URL))!;
    const overflow = () => gameFrame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await frame.getByRole('radio', { name: 'Easy' }).check();
    // Three panels a row now; they are buttons only once a round is open.
    await expect(frame.getByRole('img', { name: 'Row 1, middle panel: untested' })).toBeVisible();
    await bet(frame).click();
    await frame.getByRole('button', { name: 'Row 1, middle panel: untested' }).click();
    const middle = frame.getByRole('img', { name: 'Row 1, middle panel: held, you stepped here' });
    await expect(middle.or(frame.getByText('The glass broke! No win'))).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('bridge-360-light.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await embedded.close();
  }
});
