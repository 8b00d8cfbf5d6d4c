import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer, openDemo } from '../helpers';
import { GAMES, playRound, primaryButton, readyOf } from './game-drivers';

for (const game of GAMES) {
  test(`${game}: two rounds played are both in My bets after a reload`, async ({ page }, testInfo) => {
    const { frame } = await openDemo(page, newPlayer(`history-${game}`), game, { ready: readyOf(game) });
    await playRound(frame, game);
    await playRound(frame, game);

    await page.reload();
    const again = page.frameLocator('iframe');
    await expect(primaryButton(again, game)).toBeEnabled();
    await again.getByRole('button', { name: 'My bets' }).click();
    const dialog = again.getByRole('dialog', { name: 'My bets' });
    await expect(dialog).toBeVisible();
    // The list is slotted into the modal's dialog: found in the frame.
    await expect(again.locator('rgs-history ol > li')).toHaveCount(2);

    await page.screenshot({ path: testInfo.outputPath('history.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
