import { expect, test, type FrameLocator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/** A case of the board by its shown number. */
const caseCell = (frame: FrameLocator, n: number) => frame.getByRole('gridcell', { name: new RegExp(`^Case ${n},`) });

test('cases rounds cashed out and kept to a 0× case move the wallet by exactly the stake and the payout, and an open round resumes', async ({ page }, testInfo) => {
  // Rounds kept to the end lose 2 times in 12: finding one may take a dozen rounds of 11 moves.
  test.setTimeout(240_000);
  const user = newPlayer('cases');
  const { iframe, frame } = await openDemo(page, user, 'cases');
  const opening = await walletUnits(user);
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });

  // The player keeps case 7, bets 1 and opens case 1: the banker's first offer is (11.88 − x) / 11.
  await caseCell(frame, 7).click();
  await expect(caseCell(frame, 7)).toHaveAccessibleName('Case 7, your case');
  await bet.click();
  await caseCell(frame, 1).click();
  await expect(caseCell(frame, 1)).toHaveAccessibleName(/^Case 1, [\d.]+×, opened$/);
  const held = /^Case 1, ([\d.]+)×, opened$/.exec((await caseCell(frame, 1).getAttribute('aria-label'))!)![1]!;
  // In ten-thousandths: floor(10⁴ × (1188 − x) hundredths / 11 / 100), written without trailing zeros.
  const offer = ((1188n - units(held) / 10n ** 8n) * 100n) / 11n;
  const offerText = (Number(offer) / 10_000).toString();
  // Stake 1: the Cash out button says the offer in dollars before it is pressed, the panel the multiplier.
  await expect(cashout).toHaveAccessibleName(`Cash out $${offerText}`);
  await expect(frame.locator('.stats .offer dd')).toHaveText(`${offerText}× · $${offerText}`);
  // The open round's board (offer, next offers, values struck) is accessible too.
  await expectNoSeriousA11yViolations(page);

  // A reload finds the round as it was: case 1 open, case 7 kept, the same offer.
  await page.reload();
  const again = page.frameLocator('iframe');
  await expect(again.getByRole('button', { name: /^Cash out \$\d/ })).toBeEnabled();
  await expect(again.getByRole('button', { name: /^Cash out \$\d/ })).toHaveAccessibleName(`Cash out $${offerText}`);
  await expect(caseCell(again, 1)).toHaveAccessibleName(`Case 1, ${held}×, opened`);
  await expect(caseCell(again, 7)).toHaveAccessibleName('Case 7, your case');
  await again.getByRole('button', { name: /^Cash out \$\d/ }).click();
  await expect(again.locator('.cases .banner')).toHaveText(new RegExp(`^Deal! You won \\$${offerText.replace('.', '\\.')}`));
  // Every case opens at the end: none is left closed.
  await expect(again.getByRole('gridcell', { name: /^Case \d+, (your case|closed)$/ })).toHaveCount(0);

  // Keep the case to the end until it holds 0× (2 cases in 12). A round that has opened both 0× cases
  // cannot lose any more: it takes the offer and the next round starts.
  const zerosOpened = again.locator('.values li.struck s', { hasText: /^0×$/ });
  let lost = false;
  for (let round = 0; round < 40 && !lost; round++) {
    await again.getByRole('button', { name: 'Bet', exact: true }).click();
    const open = again.getByRole('button', { name: 'Open random case' });
    for (let opened = 0; opened < 11; opened++) {
      await open.click();
      await expect(again.getByRole('gridcell', { name: /, opened$/ })).toHaveCount(opened + 1);
      if (opened < 10 && (await zerosOpened.count()) === 2) {
        await again.getByRole('button', { name: /^Cash out \$\d/ }).click();
        break;
      }
    }
    await expect(again.locator('.cases .banner')).toBeVisible();
    lost = (await again.locator('.cases .banner').textContent())!.includes('Your case held 0×: no win');
  }
  expect(lost).toBe(true);
  await expect(again.getByRole('gridcell', { name: /, 0×, your case$/ })).toHaveCount(1);

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.some((r) => units(r.payout) > 0n)).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);

  // The cases finish opening before the picture is taken.
  const board = again.locator('.cases');
  await expect.poll(() => board.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('cases.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // On a 360 px phone the board and its values fit with no sideways scroll.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(again.getByRole('grid', { name: 'Cases' })).toBeVisible();
  await expect.poll(() => board.evaluate((el) => el.ownerDocument.documentElement.scrollWidth - el.ownerDocument.documentElement.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The iframe has followed the game's new height before the picture is taken. Chromium pauses the
  // rendering (and so the ResizeObserver) of a cross-origin frame scrolled out of view, as it should:
  // the frame reports its height once it is back in view, which is where a player would see it.
  await iframe.scrollIntoViewIfNeeded();
  const gameHeight = async () => Math.ceil(await again.locator('rgs-cases').evaluate((el) => el.getBoundingClientRect().height));
  await expect.poll(async () => (await iframe.boundingBox())!.height - (await gameHeight())).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('cases-360.png'), fullPage: true });
});
