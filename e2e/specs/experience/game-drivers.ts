import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { units } from '../helpers';

/** The four games every experience spec plays. */
export const GAMES = ['dice', 'mines', 'plinko', 'blackjack'] as const;

/** A game's key (its route and `<rgs-<key>>` element). */
export type GameKey = (typeof GAMES)[number];

/** The name of a game's primary button before a round (Bet, or Blackjack's Deal), in English and Portuguese. */
export const PRIMARY: Readonly<Record<GameKey, { readonly en: string; readonly pt: string }>> = {
  dice: { en: 'Bet', pt: 'Apostar' },
  mines: { en: 'Bet', pt: 'Apostar' },
  plinko: { en: 'Bet', pt: 'Apostar' },
  blackjack: { en: 'Deal', pt: 'Distribuir' },
};

/** The ready pattern `openDemo` waits for: the game's primary button by its English name. */
export const readyOf = (game: GameKey) => new RegExp(`^${PRIMARY[game].en}$`);

/** The game's primary button (Bet / Deal) in the game's frame. */
export function primaryButton(frame: FrameLocator, game: GameKey, lang: 'en' | 'pt' = 'en'): Locator {
  return frame.getByRole('button', { name: PRIMARY[game][lang], exact: true });
}

/**
 * The chips of the rounds this page has seen end, newest first: dice draws its own strip of last
 * rolls, the other games the kit's strip of recent results. A chip joins once the round's animation
 * lands, the same moment the result banner shows.
 */
export function resultChips(frame: FrameLocator, game: GameKey): Locator {
  return game === 'dice' ? frame.locator('.last .chip') : frame.locator('rgs-recent-results li');
}

/** The kit's result banner (shown after each round's animation), with its multiplier and payout. */
export function resultBanner(frame: FrameLocator): { banner: Locator; multiplier: Locator; payout: Locator } {
  const banner = frame.locator('rgs-result-banner [part="banner"]');
  return { banner, multiplier: banner.locator('.multiplier'), payout: banner.locator('.payout') };
}

/** "$1.0312" / "2.00×" / "1,50×" → units of 1e-10 (the shown number, whatever its signs). */
export function shownUnits(text: string): bigint {
  return units(text.replace(/[^0-9.,-]/g, '').replace(/,/g, ''));
}

/**
 * Plays one round through the UI to its end, in English: dice bets; mines bets, turns a tile and
 * cashes out if no mine ended the round; plinko bets and skips the drop; blackjack deals, declines
 * insurance if offered and stands until the hand is over. Resolves once the round has landed: its
 * chip joined the strip, the banner shows and the primary button is ready again.
 */
export async function playRound(frame: FrameLocator, game: GameKey): Promise<void> {
  const chips = resultChips(frame, game);
  const before = await chips.count();
  await primaryButton(frame, game).click();
  if (game === 'mines') await finishMines(frame);
  if (game === 'plinko') await skipPlinko(frame, chips.nth(before));
  if (game === 'blackjack') await finishBlackjack(frame, chips.nth(before), (button) => button.click());
  await expect(chips).toHaveCount(before + 1);
  await expect(resultBanner(frame).banner).toBeVisible();
  await expect(primaryButton(frame, game)).toBeEnabled();
}

/**
 * Plays one round with the keyboard only, from the focused primary button: Space bets (or deals),
 * then the game's own keys finish it (mines: Space turns the focused tile, C cashes out; plinko:
 * Escape skips the drop; blackjack: N declines insurance, S stands).
 */
export async function playRoundByKeys(page: Page, frame: FrameLocator, game: GameKey): Promise<void> {
  const chips = resultChips(frame, game);
  const before = await chips.count();
  await page.keyboard.press('Space');
  if (game === 'mines') {
    // Bet sends a keyboard player on to the board: the focused tile is the next move.
    const tile = frame.getByRole('gridcell', { name: /hidden$/ }).and(frame.locator(':focus'));
    await expect(tile).toHaveCount(1);
    await page.keyboard.press('Space');
    // Wait for this round's answer: a gem offers Cash out, the mine ends the round (its chip joins the
    // strip). The previous round's banner may still be up, so it proves nothing about this one.
    const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
    await expect.poll(async () => (await cashout.isVisible()) || (await chips.count()) > before).toBe(true);
    if (await cashout.isVisible()) await page.keyboard.press('c');
  }
  if (game === 'plinko') await page.keyboard.press('Escape');
  if (game === 'blackjack') await finishBlackjack(frame, chips.nth(before), (_button, move) => page.keyboard.press(move === 'noInsurance' ? 'n' : 's'));
  await expect(chips).toHaveCount(before + 1);
  await expect(resultBanner(frame).banner).toBeVisible();
  await expect(primaryButton(frame, game)).toBeEnabled();
}

/** Mines after Bet: turn tile 13; if it was a gem the round is still open, so cash out. */
async function finishMines(frame: FrameLocator): Promise<void> {
  const tile = frame.getByRole('gridcell', { name: /^Tile 13,/ });
  await tile.click();
  // The tile turns over: a gem keeps the round open (Cash out offers its value), the mine ends it.
  await expect(tile).not.toHaveAccessibleName(/hidden$/);
  const cashout = frame.getByRole('button', { name: /^Cash out \$\d/ });
  await expect(cashout.or(frame.getByRole('button', { name: 'Bet', exact: true }))).toBeVisible();
  if (await cashout.isVisible()) await cashout.click();
}

/** Plinko after Bet: Skip lands the balls at once (unless the drop already landed). */
async function skipPlinko(frame: FrameLocator, landed: Locator): Promise<void> {
  const skip = frame.getByRole('button', { name: 'Skip' });
  await expect(skip.or(landed)).not.toHaveCount(0);
  if (!(await skip.isVisible())) return;
  // In fast mode the drop may land between seeing Skip and clicking it: then there is nothing to skip.
  await skip.click({ timeout: 2_000 }).catch(async (error: unknown) => {
    if ((await landed.count()) === 0) throw error;
  });
}

/**
 * Blackjack after Deal: decline insurance if offered, stand on every hand, until the round has landed
 * (its chip joined the strip; the last round's end line may still show while the new hand is dealt).
 */
async function finishBlackjack(frame: FrameLocator, over: Locator, press: (button: Locator, move: 'noInsurance' | 'stand') => Promise<void>): Promise<void> {
  const noInsurance = frame.getByRole('button', { name: 'No insurance', disabled: false });
  const stand = frame.getByRole('button', { name: 'Stand', exact: true, disabled: false });
  for (let moves = 0; moves < 6; moves++) {
    await expect(over.or(noInsurance).or(stand)).not.toHaveCount(0);
    if ((await over.count()) > 0) return;
    // Which move, by the locator that found it: a button's text also holds its key hint.
    if ((await noInsurance.count()) > 0) await press(noInsurance, 'noInsurance');
    else await press(stand, 'stand');
  }
  await expect(over).toBeVisible();
}
