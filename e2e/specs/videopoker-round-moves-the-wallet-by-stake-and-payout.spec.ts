import { expect, test, type FrameLocator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/** The line above the cards: what the hand makes, or how it ended once the draw has landed. */
const status = (frame: FrameLocator) => frame.locator('.vp .status');
const RESULT = /^(.+: pays \d+×|No win)$/;

test('video poker hands won and lost move the wallet by exactly the stake and the payout, and an open hand resumes after a reload', async ({ page }, testInfo) => {
  // Hands are dealt until one pays more than the bet (about one in four does) and one pays nothing, at
  // about 3 s a hand: fifteen hands without such a win (2 % of runs) would outlast the default minute.
  test.setTimeout(180_000);
  const user = newPlayer('videopoker');
  const { iframe, frame } = await openDemo(page, user, 'videopoker', { ready: /^Deal$/ });
  const opening = await walletUnits(user);
  const deal = frame.getByRole('button', { name: 'Deal', exact: true });
  const draw = frame.getByRole('button', { name: 'Draw', exact: true });
  const cards = frame.getByRole('group', { name: 'Your cards' }).getByRole('button');
  const suggested = frame.getByRole('button', { name: /, suggested hold$/ });

  // The first hand by hand: the suggested holds are named on the cards; hold them (H), draw, and read the result.
  await deal.click();
  await expect(draw).toBeEnabled();
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveAccessibleName(/^Hold 1: (Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of (spades|hearts|diamonds|clubs)/);
  const held = await suggested.count();
  await frame.getByRole('button', { name: 'Suggested holds' }).click();
  await expect(cards.and(frame.locator('[aria-pressed="true"]'))).toHaveCount(held);
  await expect(frame.locator('.vp p.advice')).toContainText('Suggested holds return');
  await draw.click();
  await expect(status(frame)).toHaveText(RESULT);
  await expect(frame.locator('rgs-recent-results li')).toHaveCount(1);

  // Then on the suggested holds by keyboard (H, then Enter) until one hand pays more than the bet and one pays nothing.
  const rounds = async () => roundsOf((await iframe.getAttribute('src'))!);
  const seen = async () => {
    const all = await rounds();
    return { won: all.some((r) => units(r.payout) > units(r.amount)), lost: all.some((r) => r.status === 'CLOSED' && units(r.payout) === 0n) };
  };
  for (let i = 1; i < 40; i++) {
    const { won, lost } = await seen();
    if (won && lost) break;
    await deal.click();
    await expect(draw).toBeEnabled();
    await draw.press('h');
    await page.keyboard.press('Enter');
    await expect(deal).toBeEnabled();
    await expect(status(frame)).toHaveText(RESULT);
  }
  expect(await seen()).toEqual({ won: true, lost: true });
  const won = frame.locator('.paytable tr.lit.won');
  if ((await status(frame).textContent()) !== 'No win') await expect(won).toHaveCount(1);

  const closed = await rounds();
  expect(closed.every((r) => r.status === 'CLOSED')).toBe(true);
  const moved = closed.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));
  await page.screenshot({ path: testInfo.outputPath('videopoker.png'), fullPage: true, animations: 'disabled' });
  await expectNoSeriousA11yViolations(page);

  // A hand left open comes back after a reload with its cards, ready to draw, and is paid like any other.
  await deal.click();
  await expect(draw).toBeEnabled();
  const dealt = await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  await page.reload();
  const again = page.frameLocator('iframe');
  const drawAgain = again.getByRole('button', { name: 'Draw', exact: true });
  await expect(drawAgain).toBeEnabled();
  const resumed = again.getByRole('group', { name: 'Your cards' }).getByRole('button');
  await expect.poll(() => resumed.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(dealt);
  await again.getByRole('button', { name: 'Suggested holds' }).click();
  await drawAgain.click();
  await expect(status(again)).toHaveText(RESULT);
  const all = await rounds();
  expect(all).toHaveLength(closed.length + 1);
  expect(all.every((r) => r.status === 'CLOSED')).toBe(true);
  const total = all.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + total);

  // How it looks at 360 px, dark and on a light page: the game's own page, with the same session.
  const src = new URL((await page.locator('iframe').getAttribute('src'))!);
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto(src.toString());
  await expect(page.getByRole('button', { name: 'Deal', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  await page.getByRole('button', { name: 'Suggested holds' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('videopoker-360.png'), fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.locator('.vp .status')).toHaveText(RESULT);
  await page.screenshot({ path: testInfo.outputPath('videopoker-360-result.png'), fullPage: true, animations: 'disabled' });
  src.searchParams.set('bg', '#f4f1ea');
  await page.goto(src.toString());
  await expect(page.getByRole('button', { name: 'Deal', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Draw', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('videopoker-360-light.png'), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('videopoker-light.png'), fullPage: true, animations: 'disabled' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.locator('.vp .status')).toHaveText(RESULT);

  // Every hand of the session, those played on the game's own page too, moved the wallet by exactly its stake and payout.
  const everything = await roundsOf(src.toString());
  expect(everything).toHaveLength(all.length + 2);
  expect(everything.every((r) => r.status === 'CLOSED')).toBe(true);
  const net = everything.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + net);
});
