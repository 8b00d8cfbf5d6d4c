import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer } from '../helpers';
import { embedGame } from './embedded-game';
import { GAMES } from './game-drivers';

const TITLES = { dice: 'Regras do Dice', mines: 'Regras do Mines', plinko: 'Regras do Plinko', blackjack: 'Regras do Blackjack' } as const;

for (const game of GAMES) {
  test(`${game}: with lang=pt the rules open in Portuguese with the RTP, and Escape closes them`, async ({ page }, testInfo) => {
    // The demo operator's launch asks for showRules; data-lang="pt" reaches the game through embed.js.
    const embedded = await embedGame(page, newPlayer(`rules-${game}`), game, { lang: 'pt' });
    try {
      const { frame } = embedded;
      const rules = frame.getByRole('button', { name: 'Regras' });
      await rules.click();
      const dialog = frame.getByRole('dialog', { name: TITLES[game] });
      await expect(dialog).toBeVisible();
      // The rules are slotted into the modal's dialog, so they are found in the frame, not under the dialog element.
      await expect(frame.getByRole('heading', { name: 'Como jogar' })).toBeVisible();
      const rtp = frame.locator('dt', { hasText: 'Retorno ao jogador (RTP)' });
      await expect(rtp).toBeVisible();
      // Portuguese digits: a decimal comma and the percent sign ("99 %", "98,99 %").
      await expect(rtp.locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d{2}(,\d{1,2})?\s?%/);

      await page.screenshot({ path: testInfo.outputPath('rules-pt.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(rules).toBeFocused();
    } finally {
      await embedded.close();
    }
  });
}
