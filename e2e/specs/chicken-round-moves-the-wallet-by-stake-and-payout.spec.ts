import { expect, test, type FrameLocator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

/** The controls of a chicken page (the game's iframe, or the page after a reload). */
function chicken(frame: FrameLocator) {
  return {
    bet: frame.getByRole('button', { name: 'Bet', exact: true }),
    go: frame.getByRole('button', { name: /^Go lane \d+/ }),
    cashout: frame.getByRole('button', { name: /^Cash out \$\d/ }),
    hint: frame.locator('.chicken .hint'),
    lane: (n: number) => frame.getByRole('gridcell', { name: new RegExp(`^Lane ${n},`) }),
  };
}

/** Presses Go for lane `lane` and waits for its answer: safe (the round goes on), hit, or across the whole road. */
async function cross(frame: FrameLocator, lane: number): Promise<'safe' | 'hit' | 'across'> {
  const { go, hint } = chicken(frame);
  await expect(go).toHaveAccessibleName(new RegExp(`^Go lane ${lane} · `));
  await go.click();
  // Safe (the next lane is offered), hit (told once the car has driven in), or across the whole road.
  await expect(hint).toHaveText(new RegExp(`^(Safe! Go on to lane ${lane + 1}, or cash out|✗ Hit by a car in lane ${lane}|✓ Across the road!)$`));
  const said = (await hint.textContent())!;
  return said.startsWith('Safe') ? 'safe' : said.startsWith('✗') ? 'hit' : 'across';
}

test('chicken rounds cashed out and hit move the wallet by exactly the stake and the payout, and an open road comes back after a reload', async ({ page }, testInfo) => {
  const user = newPlayer('chicken');
  const { frame } = await openDemo(page, user, 'chicken');
  const opening = await walletUnits(user);
  const { bet, cashout, hint, lane } = chicken(frame);

  // Hardcore: lane 1 has a car 2 times in 5 and pays 1.65×; the road ends in a few lanes.
  await frame.getByRole('radio', { name: /^Hardcore / }).check();
  await expect(frame.getByRole('grid', { name: 'Road, 15 lanes' })).toBeVisible();
  await expect(lane(1)).toHaveAccessibleName('Lane 1, 1.65× · 40% chance of a car');

  // Rounds until one is cashed out after lane 1 and one is hit (playing on lane after lane).
  let won = false;
  let lost = false;
  for (let i = 0; i < 30 && !(won && lost); i++) {
    await bet.click();
    let crossed = 0;
    let answer = await cross(frame, 1);
    // Once a round was won, play on lane after lane until the car comes.
    while (answer === 'safe' && won) answer = await cross(frame, ++crossed + 1);
    if (answer === 'across') won = true;
    else if (answer === 'safe') {
      // 0.99 / (3/5) = 1.65 on the stake of 1, shown on the button before it is pressed.
      await expect(cashout).toHaveAccessibleName(/^Cash out \$1\.65\b/);
      await cashout.click();
      await expect(hint).toHaveText('✓ Cashed out after lane 1');
      won = true;
    } else {
      await expect(hint).toHaveText(`✗ Hit by a car in lane ${crossed + 1}`);
      await expect(lane(crossed + 1)).toHaveAccessibleName(new RegExp(`^Lane ${crossed + 1}, [0-9.,]+×, hit by a car$`));
      lost = true;
    }
    // Once a round is over the whole road is shown: no lane is left unknown.
    await expect(frame.getByRole('gridcell', { name: /chance of a car$/ })).toHaveCount(0);
  }
  expect(won && lost).toBe(true);
  // Every car the chicken never reached is drawn where the road held it; the screenshot once they have faded in.
  const carsShown = frame.locator('.lane.car .vehicle');
  await expect(carsShown).toHaveCount(await frame.getByRole('gridcell', { name: /: a car came, not reached$/ }).count());
  await expect.poll(() => carsShown.evaluateAll((cars) => cars.every((car) => getComputedStyle(car).opacity === '1'))).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('chicken.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // An open road survives a reload: the lane crossed, its cashout and the next lane are all there.
  let open = false;
  for (let i = 0; i < 20 && !open; i++) {
    await bet.click();
    open = (await cross(frame, 1)) === 'safe';
  }
  expect(open).toBe(true);
  await page.reload();
  const again = chicken(page.frameLocator('iframe'));
  await expect(again.cashout).toHaveAccessibleName(/^Cash out \$1\.65\b/);
  await expect(again.lane(1)).toHaveAccessibleName('Lane 1, 1.65×, crossed safely');
  await expect(again.lane(2)).toHaveAccessibleName('Lane 2, next, 2.8285× · 41.6% chance of a car');
  await expect(again.go).toHaveAccessibleName('Go lane 2 · 2.8285×');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.frameLocator('iframe').locator('body').evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The host page's list of games fills a phone's screen: bring the game into view (a frame off screen gets no frames).
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await page.locator('iframe').screenshot({ path: testInfo.outputPath('chicken-360.png') });
  await again.cashout.click();
  await expect(again.hint).toHaveText('✓ Cashed out after lane 1');

  // The wallet moved by exactly Σ(payout − amount) over every round, each of them closed.
  const iframe = page.locator('iframe');
  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds.every((r) => r.status === 'CLOSED')).toBe(true);
  expect(rounds.some((r) => units(r.payout) > units(r.amount))).toBe(true);
  expect(rounds.some((r) => units(r.payout) === 0n)).toBe(true);
  const moved = rounds.reduce((sum, r) => sum - units(r.amount) + units(r.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + moved);
  await expect(page.locator('#balance')).toHaveText(String(Number(opening + moved) / 1e10));
});
