import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { PLAY_URL } from '../../stack/ports';
import { newPlayer, openDemo } from '../helpers';
import { GAMES, playRound, readyOf } from './game-drivers';

for (const game of GAMES) {
  test(`${game}: on a 360 px phone the game fits without sideways scrolling and a round plays`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { frame } = await openDemo(page, newPlayer(`phone-${game}`), game, { ready: readyOf(game) });
    const gameFrame = page.frames().find((f) => f.url().startsWith(PLAY_URL))!;
    const overflow = () => gameFrame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await playRound(frame, game);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.screenshot({ path: testInfo.outputPath('phone-360.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
