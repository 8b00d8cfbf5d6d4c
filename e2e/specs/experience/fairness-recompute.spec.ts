import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer, openDemo } from '../helpers';
import { GAMES, playRound, readyOf } from './game-drivers';

for (const game of GAMES) {
  test(`${game}: after rotating the seeds, the fairness panel recomputes a past round and says it is verified`, async ({ page }, testInfo) => {
    const { frame } = await openDemo(page, newPlayer(`fair-${game}`), game, { ready: readyOf(game) });
    await playRound(frame, game);

    await frame.getByRole('button', { name: 'Fairness' }).click();
    await expect(frame.getByRole('dialog', { name: 'Fairness' })).toBeVisible();
    const panel = frame.locator('rgs-fairness');
    await panel.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(panel.getByText('Previous server seed')).toBeVisible();
    await panel.getByRole('button', { name: 'Verify' }).click();
    const verdict = panel.locator('[data-verdict]');
    await expect(verdict).toHaveAttribute('data-verdict', 'verified');
    await expect(verdict).toBeVisible();
    await expect(verdict).toContainText('Checked: sha256(server seed) equals the hash committed before the round');

    await page.screenshot({ path: testInfo.outputPath('fairness.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
