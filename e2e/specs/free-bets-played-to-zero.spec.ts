import { expect, test } from '@playwright/test';
import { API_URL } from '../stack/ports';
import { expectNoSeriousA11yViolations } from './accessibility';
import { newPlayer, openDemo, units, walletUnits } from './helpers';

/** The player's rounds as the play API reports them, with their free-bet mark. */
async function roundsWithFreeBets(iframeSrc: string): Promise<{ amount: string; payout: string; status: string; freeBet: boolean }[]> {
  const token = new URL(iframeSrc).searchParams.get('token');
  const res = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query { rounds(first: 100) { nodes { amount payout status freeBet } } }' }),
  });
  return ((await res.json()) as { data: { rounds: { nodes: { amount: string; payout: string; status: string; freeBet: boolean }[] } } }).data.rounds.nodes;
}

test('free dice bets granted from the operator page show in the game, play to zero without taking from the wallet, and the section goes', async ({ page }, testInfo) => {
  const user = newPlayer('free-bets');
  const { iframe, frame } = await openDemo(page, user, 'dice');
  const opening = await walletUnits(user);
  // No free bets yet: no section.
  await expect(frame.getByRole('switch')).toHaveCount(0);

  // The operator grants three free dice bets of 1 USD from its page; the page starts the game afresh.
  const grant = page.getByRole('region', { name: 'Grant free bets' });
  await grant.getByLabel('Game').selectOption('dice');
  await grant.getByLabel('Stake (USD)').fill('1');
  await grant.getByLabel('Quantity').fill('3');
  await grant.getByRole('button', { name: 'Grant free bets' }).click();
  await expect(page.locator('#grant-result')).toHaveText(/^Granted 3 free bets of 1 USD on dice \(fb_/);

  const section = frame.getByRole('region', { name: 'Free bets' });
  await expect(section).toBeVisible();
  await expect(section.locator('.left')).toHaveText('3 left');
  await expect(section.locator('.stake')).toHaveText('Stake $1.00');
  const toggle = section.getByRole('switch', { name: 'Use free bets' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const amount = frame.getByRole('textbox', { name: 'Bet amount' });
  await amount.fill('5');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  // The amount is the free bet's stake, locked, and says why; Auto is off.
  await expect(amount).toHaveValue('1');
  await expect(amount).toHaveJSProperty('readOnly', true);
  await expect(amount).toHaveAccessibleDescription(/A free bet plays its own stake/);
  await expect(frame.getByRole('tab', { name: 'Auto' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('free-bets-on.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  let wallet = opening;
  for (const left of ['2 left', '1 left', null]) {
    await bet.click();
    if (left) await expect(section.locator('.left')).toHaveText(left);
    else await expect(section).toHaveCount(0);
    await expect(bet).toBeEnabled();
    // A free bet costs the wallet nothing: it only ever goes up, by a free bet's win.
    const now = await walletUnits(user);
    expect(now).toBeGreaterThanOrEqual(wallet);
    wallet = now;
  }
  // Every round was a free bet of the grant's stake, marked as one in the result banner.
  await expect(frame.locator('rgs-result-banner [part="banner"] .tag')).toHaveText('Free bet');
  const rounds = await roundsWithFreeBets((await iframe.getAttribute('src'))!);
  expect(rounds.map((round) => [round.status, round.freeBet, units(round.amount)])).toStrictEqual([
    ['CLOSED', true, 0n],
    ['CLOSED', true, 0n],
    ['CLOSED', true, 0n],
  ]);
  const won = rounds.reduce((sum, round) => sum + units(round.payout), 0n);
  await expect.poll(() => walletUnits(user)).toBe(opening + won);

  // None left: the switch is gone with the section, and the player's own amount is back.
  await expect(frame.getByRole('switch')).toHaveCount(0);
  await expect(amount).toHaveValue('5');
  await expect(amount).toHaveJSProperty('readOnly', false);
  await expect(frame.getByRole('tab', { name: 'Auto' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('free-bets-gone.png'), fullPage: true });
});
