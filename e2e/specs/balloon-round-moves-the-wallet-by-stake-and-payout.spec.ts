import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/** The game's page on its own, at the iframe's address with the theme's colours swapped for `theme`. */
function themed(src: string, theme: { bg: string; bgLight: string; accent: string }): string {
  const url = new URL(src);
  for (const [key, value] of Object.entries(theme)) url.searchParams.set(key, value);
  return url.toString();
}

/** Bets and pumps until a pump holds: the round is then open with one pump, worth 1.98× on expert. */
async function openWithOnePump(frame: FrameLocator | Page): Promise<void> {
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  for (let i = 0; i < 30; i++) {
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    await frame.getByRole('button', { name: /^Pump/ }).click();
    await expect(cashout.or(frame.getByText('Pop! No win'))).toBeVisible();
    if (await cashout.isVisible()) return;
  }
  throw new Error('no pump held in 30 rounds');
}

test('balloon rounds cashed out and popped move the wallet by exactly the stake and the payout, and an open round resumes', async ({ page }, testInfo) => {
  const user = newPlayer('balloon');
  const { iframe, frame } = await openDemo(page, user, 'balloon');
  const opening = await walletUnits(user);

  // Expert: each pump pops one time in two, so a round is won or lost about equally often.
  const expert = frame.getByRole('radio', { name: /^Expert/ });
  await expert.check();
  await expect(frame.getByRole('img', { name: 'Balloon, Expert: each pump pops it with chance 50%, at most 20 pumps' })).toBeVisible();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const pump = frame.getByRole('button', { name: /^Pump/ });
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  let won = 0;
  let lost = 0;
  for (let i = 0; i < 40 && (won === 0 || lost === 0); i++) {
    await bet.click();
    // No cashout before a pump: the button says so and refuses.
    await expect(frame.getByRole('button', { name: 'Cash out', exact: true })).toHaveAttribute('aria-disabled', 'true');
    // Pump shows what it makes the multiplier if the balloon holds.
    await expect(pump).toHaveAccessibleName('Pump');
    await expect(pump).toHaveText(/^\s*Pump\s+→ 1\.98×\s*$/);
    await pump.click();
    await expect(cashout.or(frame.getByText('Pop! No win'))).toBeVisible();
    if (await cashout.isVisible()) {
      // 0.99 × 2 on the stake of 1, shown on the button before it is pressed.
      await expect(cashout).toHaveAccessibleName('Cash out $1.98');
      await expect(frame.getByRole('img', { name: 'Balloon after 1 of 20 pumps, worth 1.98×' })).toBeVisible();
      await cashout.click();
      await expect(frame.getByText('You won $1.98')).toBeVisible();
      // The outcome is shown: which pump would have popped it.
      await expect(frame.getByText(/^It would have (popped on pump \d+|held all 20 pumps)\.$/)).toBeVisible();
      if (won === 0) await frame.locator('.balloon-board').screenshot({ path: testInfo.outputPath('balloon-won.png'), animations: 'disabled' });
      won++;
    } else {
      await expect(frame.getByRole('img', { name: 'Balloon popped on pump 1' })).toBeVisible();
      if (lost === 0) await frame.locator('.balloon-board').screenshot({ path: testInfo.outputPath('balloon-popped.png'), animations: 'disabled' });
      lost++;
    }
  }
  expect(won).toBeGreaterThan(0);
  expect(lost).toBeGreaterThan(0);
  await expect(frame.locator('rgs-recent-results li.won')).toHaveCount(Math.min(won, 10));

  // A round left open with a pump held comes back after a reload, as it was.
  await openWithOnePump(frame);
  await page.screenshot({ path: testInfo.outputPath('balloon.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  const again = page.frameLocator('iframe');
  await expect(again.getByRole('button', { name: 'Cash out $1.98' })).toBeEnabled();
  await expect(again.getByRole('img', { name: 'Balloon after 1 of 20 pumps, worth 1.98×' })).toBeVisible();
  await expect(again.getByRole('radio', { name: /^Expert/ })).toBeChecked();

  // The same open round on a phone, in the operator's light theme and in the dark one: no sideways scroll.
  const src = (await page.locator('iframe').getAttribute('src'))!;
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 360, height: 800 });
  for (const [name, theme] of [
    ['light', { bg: '#f4f6fa', bgLight: '#ffffff', accent: '#1f6feb' }],
    ['dark', { bg: '#0d1117', bgLight: '#161b22', accent: '#ffb020' }],
  ] as const) {
    await phone.goto(themed(src, theme));
    await expect(phone.getByRole('img', { name: 'Balloon after 1 of 20 pumps, worth 1.98×' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({ path: testInfo.outputPath(`balloon-360-${name}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(phone);
  }
  await phone.close();

  await again.getByRole('button', { name: 'Cash out $1.98' }).click();
  await expect(again.getByText('You won $1.98')).toBeVisible();

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.some((r) => units(r.payout) > units(r.amount))).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));
  await expectNoSeriousA11yViolations(page);
});
