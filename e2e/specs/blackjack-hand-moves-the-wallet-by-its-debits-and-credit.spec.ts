import { expect, test } from '@playwright/test';
import { newPlayer, openDemo, roundsOf, units, walletUnits } from './helpers';

test('a blackjack hand with a side bet, played to its end, moves the wallet by everything it debited and its one credit', async ({ page }) => {
  const user = newPlayer('blackjack');
  const { iframe, frame } = await openDemo(page, user, 'blackjack', { ready: /^Deal$/ });
  const deal = frame.getByRole('button', { name: 'Deal' });
  const opening = await walletUnits(user);

  await frame.getByRole('textbox', { name: 'Perfect Pairs' }).fill('0.5');
  await deal.click();
  // Whatever the cards: decline insurance if it is offered, stand on every hand; a natural ends the round at once.
  const over = frame.locator('.round-end').filter({ hasText: 'Total payout' });
  const noInsurance = frame.getByRole('button', { name: 'No insurance', disabled: false });
  const stand = frame.getByRole('button', { name: 'Stand', exact: true, disabled: false });
  const next = over.or(noInsurance).or(stand);
  for (let moves = 0; moves < 4; moves++) {
    await expect(next).toHaveCount(1);
    if ((await over.count()) > 0) break;
    await ((await noInsurance.count()) > 0 ? noInsurance : stand).click();
  }
  await expect(over).toBeVisible();
  await expect(deal).toBeEnabled();
  // The hole card is turned once the round is over; the screenshot waits for the cards to land.
  await expect(frame.getByRole('img', { name: /^Dealer: / })).not.toHaveAttribute('aria-label', /Face-down card/);
  await expect(frame.locator('.dealing, .flip-up, .flip-down')).toHaveCount(0);

  const rounds = await roundsOf((await iframe.getAttribute('src'))!);
  expect(rounds).toHaveLength(1);
  const [round] = rounds;
  expect(round!.status).toBe('CLOSED');
  // The opening debit: the main bet and the side bet (standing never asks for more).
  expect(units(round!.amount)).toBe(units('1.5'));
  // In the player's currency: dollars with at least the cents, every further digit the wire sent.
  const payout = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 10 }).format(Number(round!.payout));
  await expect(over).toContainText(`Total payout: ${payout} `);
  await expect.poll(() => walletUnits(user)).toBe(opening - units(round!.amount) + units(round!.payout));
});
