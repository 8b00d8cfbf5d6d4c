import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer } from '../helpers';
import { embedGame, type EmbedLook } from './embedded-game';
import { GAMES, playRound } from './game-drivers';

const THEMES: readonly { readonly name: string; readonly look: EmbedLook; readonly body: string }[] = [
  { name: 'light', look: { bg: '#F5F5F5', bgLight: '#FFFFFF', accent: '#1F6FEB' }, body: 'rgb(245, 245, 245)' },
  { name: 'dark', look: {}, body: 'rgb(13, 17, 23)' },
];

for (const game of GAMES) {
  for (const theme of THEMES) {
    test(`${game}: the ${theme.name} theme is applied and passes axe after a round`, async ({ page }, testInfo) => {
      const embedded = await embedGame(page, newPlayer(`theme-${theme.name}-${game}`), game, theme.look);
      try {
        const { frame } = embedded;
        await expect(frame.locator('body')).toHaveCSS('background-color', theme.body);
        await playRound(frame, game);

        await page.screenshot({ path: testInfo.outputPath(`theme-${theme.name}.png`), fullPage: true });
        await expectNoSeriousA11yViolations(page);
      } finally {
        await embedded.close();
      }
    });
  }
}
