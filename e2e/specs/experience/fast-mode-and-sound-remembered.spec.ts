import { expect, test, type FrameLocator, type Locator } from '@playwright/test';
import { API_URL } from '../../stack/ports';
import { expectNoSeriousA11yViolations } from '../accessibility';
import { newPlayer } from '../helpers';
import { embedGame } from './embedded-game';
import { GAMES, playRound, playRoundByKeys, primaryButton } from './game-drivers';

/** The two toggles of the game's top bar. */
const toggles = (frame: FrameLocator): { fast: Locator; sound: Locator } => ({
  fast: frame.getByRole('button', { name: 'Fast mode', exact: true }),
  sound: frame.getByRole('button', { name: 'Sound effects', exact: true }),
});

/** Both toggles show `on` (aria-pressed), once the game is live. */
async function expectToggles(frame: FrameLocator, on: boolean): Promise<void> {
  const { fast, sound } = toggles(frame);
  await expect(fast).toHaveAttribute('aria-pressed', String(on));
  await expect(sound).toHaveAttribute('aria-pressed', String(on));
}

/** The player's choices as the play API keeps them, read with the token the iframe was given. */
async function keptChoices(iframe: Locator): Promise<unknown> {
  const token = new URL((await iframe.getAttribute('src'))!).searchParams.get('token');
  const res = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query { session { preferences { fastMode sound } } }' }),
  });
  return ((await res.json()) as { data: { session: { preferences: unknown } } }).data.session.preferences;
}

for (const game of GAMES) {
  test(`${game}: fast mode and sound turned on stay on after a reload and in a new session, and are off for another player`, async ({ page, browser }, testInfo) => {
    const player = newPlayer(`choices-${game}`);
    const embedded = await embedGame(page, player, game);
    try {
      const { frame, iframe } = embedded;
      await expectToggles(frame, false);
      await toggles(frame).fast.click();
      await toggles(frame).sound.click();
      await expectToggles(frame, true);
      // Kept by the play API for the player, not by the browser the game runs in.
      await expect.poll(() => keptChoices(iframe)).toStrictEqual({ fastMode: true, sound: true });
      if (game === 'plinko') {
        // In fast mode the drop can land while the pointer reaches for Skip (which then never comes
        // back); Escape skips the drop or, once it has landed, does nothing.
        await primaryButton(frame, game).focus();
        await playRoundByKeys(page, frame, game);
      } else {
        await playRound(frame, game);
      }

      await page.reload();
      const again = page.frameLocator('iframe');
      await expect(primaryButton(again, game)).toBeEnabled();
      await expectToggles(again, true);
      await page.screenshot({ path: testInfo.outputPath('choices-after-reload.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    } finally {
      await embedded.close();
    }

    // Another player in the same browser: the choices were the player's, not the browser's.
    const stranger = await embedGame(page, newPlayer(`choices-other-${game}`), game);
    try {
      await expectToggles(stranger.frame, false);
      await expect.poll(() => keptChoices(stranger.iframe)).toStrictEqual({ fastMode: false, sound: false });
    } finally {
      await stranger.close();
    }

    // A new session of the player (a new /launch) in a browser that has never seen them: only the server knows.
    const elsewhere = await browser.newContext();
    try {
      const fresh = await elsewhere.newPage();
      const returning = await embedGame(fresh, player, game);
      try {
        await expectToggles(returning.frame, true);
        await fresh.screenshot({ path: testInfo.outputPath('choices-in-a-new-session.png'), fullPage: true });
      } finally {
        await returning.close();
      }
    } finally {
      await elsewhere.close();
    }
  });
}
