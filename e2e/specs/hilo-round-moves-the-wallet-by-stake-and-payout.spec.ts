import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { embedGame, LIGHT_OPERATOR } from './experience/embedded-game';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/** The likelier of Higher and Lower on the card shown, with what a right guess makes the multiplier (as its button shows them). */
async function likelier(frame: FrameLocator): Promise<{ key: 'h' | 'l'; choice: 'higher' | 'lower'; multiplier: string }> {
  const offers = await Promise.all(
    (['higher', 'lower'] as const).map(async (choice) => {
      const button = frame.locator(`button.guess.${choice}`);
      const chance = Number.parseFloat((await button.locator('.chance').textContent()) ?? '') || 0;
      const multiplier = ((await button.locator('.makes').textContent()) ?? '').replace(/[×,\s]/g, '');
      return { choice, key: choice === 'higher' ? ('h' as const) : ('l' as const), chance, multiplier };
    }),
  );
  return offers[0]!.chance >= offers[1]!.chance ? offers[0]! : offers[1]!;
}

/** Bets and waits for the first card to land: the guesses are offered. */
async function betAndLand(frame: FrameLocator): Promise<void> {
  // Pressed from the keyboard: headless Chromium can drop a pointer click on a cross-origin iframe that
  // was just resized below the fold (the 360 px test), which a keyboard press never depends on.
  await frame.getByRole('button', { name: 'Bet', exact: true }).press('Enter');
  await expect(frame.locator('.strip .played')).toHaveCount(1);
  await expect(frame.locator('button.guess.same')).toHaveAttribute('aria-disabled', 'false');
}

/** Guesses the likelier side (by its key, or a click) and waits for the card to land; true when it was right. */
async function guessLikelier(page: Page, frame: FrameLocator, by: 'key' | 'click'): Promise<{ right: boolean; multiplier: string }> {
  const played = frame.locator('.strip .played');
  const before = await played.count();
  const { key, choice, multiplier } = await likelier(frame);
  if (by === 'key') await page.keyboard.press(key);
  else await frame.locator(`button.guess.${choice}`).click();
  await expect(played).toHaveCount(before + 1);
  const right = (await played.last().getAttribute('class'))!.includes('right');
  return { right, multiplier };
}

test('hilo rounds cashed out and lost move the wallet by exactly the stake and the payout; an open round resumes after a reload', async ({ page }, testInfo) => {
  const user = newPlayer('hilo');
  const { iframe, frame } = await openDemo(page, user, 'hilo');
  const opening = await walletUnits(user);
  await expect(frame.getByText('Bet to turn the first card')).toBeVisible();
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  const status = frame.locator('.hilo .status');

  // The likelier side wins a first guess 71 % of the time. Once one does, reload: the round comes back
  // as it was, then is cashed out for what the guess's button said.
  let resumed = false;
  for (let i = 0; i < 12 && !resumed; i++) {
    await betAndLand(frame);
    const { right, multiplier } = await guessLikelier(page, frame, 'key');
    if (!right) {
      await expect(status).toContainText('Wrong guess! No win');
      continue;
    }
    await expect(cashout).toHaveAccessibleName(`Cash out $${multiplier}`);
    const card = await frame.locator('.current').getByRole('img').getAttribute('aria-label');
    await page.screenshot({ path: testInfo.outputPath('hilo-open.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(cashout).toBeEnabled();
    await expect(cashout).toHaveAccessibleName(`Cash out $${multiplier}`);
    await expect(frame.locator('.current').getByRole('img')).toHaveAccessibleName(card!);
    await expect(frame.locator('.strip .played')).toHaveCount(2);
    await expect(frame.locator('.strip .played').last()).toContainText(/guessed (higher|lower), right/);
    await cashout.click();
    await expect(frame.getByText(`You won $${multiplier}`)).toBeVisible();
    await expect(frame.getByText(/^Next card would have been /)).toBeVisible();
    resumed = true;
  }
  expect(resumed).toBe(true);

  // Then guess the likelier side on and on until a guess is wrong (a run of ten right ones is 3 % likely).
  let lost = false;
  for (let i = 0; i < 6 && !lost; i++) {
    await betAndLand(frame);
    for (let guesses = 0; guesses < 30 && !lost; guesses++) lost = !(await guessLikelier(page, frame, 'click')).right;
  }
  expect(lost).toBe(true);
  await expect(status).toContainText('Wrong guess! No win');
  await expect(frame.locator('rgs-recent-results li.lost').first()).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.some((r) => units(r.payout) > units(r.amount))).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));

  await page.screenshot({ path: testInfo.outputPath('hilo.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('hilo-360.png'), fullPage: true });
});

test('hilo on a light operator theme at 360 px: readable, no sideways scroll, axe-clean mid-round', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const host = await embedGame(page, newPlayer('hilo-light'), 'hilo', { ...LIGHT_OPERATOR, edgeToEdge: true });
  try {
    const { frame } = host;
    await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(245, 245, 245)');
    await betAndLand(frame);
    await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
    // Play on until the strip holds a few cards (a wrong guess starts a new round).
    for (let i = 0; i < 8 && (await frame.locator('.strip .played').count()) < 4; i++) {
      if (!(await guessLikelier(page, frame, 'click')).right) await betAndLand(frame);
    }
    await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    // A long run overflows the strip of played cards, which scrolls on its own; nothing in it (the
    // cards' screen-reader words included) may lie past the page's edge. Skips fill it at no risk.
    const played = frame.locator('.strip .played');
    while ((await played.count()) < 12) {
      const before = await played.count();
      await frame.getByRole('button', { name: /^Skip card/ }).press('Enter');
      await expect(played).toHaveCount(before + 1);
    }
    await expect.poll(() => frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('hilo-360-light.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await host.close();
  }
});
