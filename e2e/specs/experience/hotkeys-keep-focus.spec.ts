import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer, openDemo } from '../helpers';
import { GAMES, playRoundByKeys, primaryButton, readyOf } from './game-drivers';

for (const game of GAMES) {
  test(`${game}: two rounds played with the keyboard keep the focus on the primary button`, async ({ page }, testInfo) => {
    const { frame } = await openDemo(page, newPlayer(`keys-${game}`), game, { ready: readyOf(game) });
    const primary = primaryButton(frame, game);
    await primary.focus();
    for (let round = 0; round < 2; round++) {
      // Mines sends a keyboard player from Bet on to the board (the next move); the next round starts from Bet again.
      if (game === 'mines') await primary.focus();
      await playRoundByKeys(page, frame, game);
      const home = game === 'mines' ? primary.or(frame.getByRole('gridcell')) : primary;
      await expect(home.and(frame.locator(':focus'))).toHaveCount(1);
    }

    await page.screenshot({ path: testInfo.outputPath('hotkeys.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
