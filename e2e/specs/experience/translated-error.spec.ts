import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { HOST_URL } from '../../stack/ports';
import { newPlayer } from '../helpers';
import { embedGame } from './embedded-game';
import { GAMES, primaryButton } from './game-drivers';

for (const game of GAMES) {
  test(`${game}: a debit the wallet refuses is told in Portuguese, without the server's own words`, async ({ page }, testInfo) => {
    const user = newPlayer(`refused-${game}`);
    const embedded = await embedGame(page, user, game, { lang: 'pt' });
    try {
      const { frame } = embedded;
      // The game still shows the balance it opened with; the wallet now holds nothing, so it refuses the next debit.
      const emptied = await page.request.put(`${HOST_URL}/players/${encodeURIComponent(user)}`, { data: { balance: 0 } });
      expect(emptied.ok()).toBe(true);

      const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/graphql' && (res.request().postData() ?? '').includes('placeBet'));
      await primaryButton(frame, game, 'pt').click();
      // Every message the server wrote into its answer: none of them may reach the player.
      const raw = [...(await (await answered).text()).matchAll(/"message":"([^"]+)"/g)].map((match) => match[1]!);
      expect(raw.length).toBeGreaterThan(0);

      const alert = frame.getByRole('alert');
      await expect(alert).toHaveText('Saldo insuficiente para esta aposta Diminua sua aposta ou recarregue seu saldo.');
      for (const words of raw) await expect(alert).not.toContainText(words);
      await expect(primaryButton(frame, game, 'pt')).toBeEnabled();

      await page.screenshot({ path: testInfo.outputPath('translated-error.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    } finally {
      await embedded.close();
    }
  });
}
