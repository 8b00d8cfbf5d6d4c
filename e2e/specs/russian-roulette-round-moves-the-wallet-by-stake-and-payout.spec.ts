import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/** The game's page on its own, at the iframe's address with the theme's colours swapped for `theme`. */
function themed(src: string, theme: { bg: string; bgLight: string; accent: string }): string {
  const url = new URL(src);
  for (const [key, value] of Object.entries(theme)) url.searchParams.set(key, value);
  return url.toString();
}

/** Bets and pulls until the cylinder clicks: the round is then open after one click, worth 1.98× with 3 bullets. */
async function openWithOneClick(frame: FrameLocator | Page): Promise<void> {
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  for (let i = 0; i < 30; i++) {
    await frame.getByRole('button', { name: 'Bet', exact: true }).click();
    await frame.getByRole('button', { name: /^Pull/ }).click();
    await expect(cashout.or(frame.getByText('Bang! No win'))).toBeVisible();
    if (await cashout.isVisible()) return;
  }
  throw new Error('no click in 30 rounds');
}

test('russian roulette rounds cashed out and lost move the wallet by exactly the stake and the payout, and an open round resumes', async ({ page }, testInfo) => {
  const user = newPlayer('roulette');
  const { iframe, frame } = await openDemo(page, user, 'russianRoulette');
  const opening = await walletUnits(user);

  // Three bullets: the first pull clicks one time in two. The choice is a radio group, named with what the first pull pays.
  const three = frame.getByRole('radio', { name: '3 bullets, the first pull pays 1.98×' });
  await expect(three).toBeChecked();
  await frame.getByRole('radio', { name: /^2 bullets/ }).check();
  await expect(frame.getByRole('img', { name: 'Cylinder of 6 chambers, 2 loaded: the first pull clicks with chance 66.67%' })).toBeVisible();
  await three.check();

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const pull = frame.getByRole('button', { name: /^Pull/ });
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  let won = 0;
  let lost = 0;
  for (let i = 0; i < 40 && (won === 0 || lost === 0); i++) {
    await bet.click();
    await expect(frame.getByRole('button', { name: 'Cash out', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(pull).toHaveAccessibleName('Pull');
    await expect(pull).toHaveText(/^\s*Pull\s+→ 1\.98×\s*$/);
    await pull.click();
    await expect(cashout.or(frame.getByText('Bang! No win'))).toBeVisible();
    if (await cashout.isVisible()) {
      // 0.99 × 6 / 3 on the stake of 1, shown on the button before it is pressed.
      await expect(cashout).toHaveAccessibleName('Cash out $1.98');
      await expect(frame.getByRole('img', { name: 'Cylinder after 1 of 3 empty chambers, worth 1.98×' })).toBeVisible();
      await expect(frame.getByRole('listitem').filter({ hasText: 'Chamber 1: empty, clicked' })).toHaveCount(1);
      await cashout.click();
      await expect(frame.getByText('You won $1.98')).toBeVisible();
      // Every chamber shows what it held: three bullets, none in chamber 1.
      await expect(frame.getByText(/^The bullets were in chambers [2-6], [2-6], and [2-6]\.$/)).toBeVisible();
      if (won === 0) await frame.locator('.roulette-board').screenshot({ path: testInfo.outputPath('russian-roulette-won.png'), animations: 'disabled' });
      won++;
    } else {
      await expect(frame.getByRole('img', { name: /^Cylinder: bang on chamber 1\. The bullets were in chambers 1, / })).toBeVisible();
      if (lost === 0) await frame.locator('.roulette-board').screenshot({ path: testInfo.outputPath('russian-roulette-bang.png'), animations: 'disabled' });
      lost++;
    }
  }
  expect(won).toBeGreaterThan(0);
  expect(lost).toBeGreaterThan(0);
  await expect(frame.locator('rgs-recent-results li.won')).toHaveCount(Math.min(won, 10));

  // A round left open after a click comes back after a reload, as it was.
  await openWithOneClick(frame);
  await page.screenshot({ path: testInfo.outputPath('russian-roulette.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  const again = page.frameLocator('iframe');
  await expect(again.getByRole('button', { name: 'Cash out $1.98' })).toBeEnabled();
  await expect(again.getByRole('img', { name: 'Cylinder after 1 of 3 empty chambers, worth 1.98×' })).toBeVisible();
  await expect(again.getByRole('radio', { name: /^3 bullets/ })).toBeChecked();

  // The same open round on a phone, in the operator's light theme and in the dark one: no sideways scroll.
  const src = (await page.locator('iframe').getAttribute('src'))!;
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 360, height: 800 });
  for (const [name, theme] of [
    ['light', { bg: '#f4f6fa', bgLight: '#ffffff', accent: '#1f6feb' }],
    ['dark', { bg: '#0d1117', bgLight: '#161b22', accent: '#ffb020' }],
  ] as const) {
    await phone.goto(themed(src, theme));
    await expect(phone.getByRole('img', { name: 'Cylinder after 1 of 3 empty chambers, worth 1.98×' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({ path: testInfo.outputPath(`russian-roulette-360-${name}.png`), fullPage: true });
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
