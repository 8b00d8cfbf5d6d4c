import { expect, type FrameLocator, type Page } from '@playwright/test';
import { API_URL, HOST_URL } from '../stack/ports';

/** A fresh player for each spec, so specs never see each other's money. */
export const newPlayer = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** Opens the demo operator site with a game embedded through embed.js. */
export async function openDemo(page: Page, user: string, game: string, options: { ready?: RegExp } = {}) {
  await page.goto(`${HOST_URL}/?user=${encodeURIComponent(user)}&game=${game}`);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveCount(1);
  const frame = page.frameLocator('iframe');
  // The game is live once its primary button is (Bet, or the game's own: Blackjack's Deal).
  await expect(frame.getByRole('button', { name: options.ready ?? /^(Bet|Apostar)$/ })).toBeEnabled();
  return { iframe, frame };
}

/** The wallet's balance for a player, scaled to integers of 1e-10 so sums are exact. */
export async function walletUnits(user: string): Promise<bigint> {
  const text = await (await fetch(`${HOST_URL}/players/${encodeURIComponent(user)}`)).text();
  const balance = /"balance":(-?[0-9.]+)/.exec(text)?.[1];
  if (!balance) throw new Error(`no balance in ${text}`);
  return units(balance);
}

/** "12.5" → 125000000000n (units of 1e-10). */
export function units(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 10n ** 10n + BigInt(fraction.padEnd(10, '0').slice(0, 10));
}

/** The player's rounds as the API reports them (read with the token the iframe was given). */
export async function roundsOf(iframeSrc: string): Promise<{ amount: string; payout: string; status: string }[]> {
  const token = new URL(iframeSrc).searchParams.get('token');
  const res = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query { rounds(first: 100) { nodes { amount payout status } } }' }),
  });
  return ((await res.json()) as { data: { rounds: { nodes: { amount: string; payout: string; status: string }[] } } }).data.rounds.nodes;
}

/** A message the host page heard: who sent it, and whether it came from the game's iframe. */
export interface HeardMessage {
  readonly origin: string;
  readonly fromGameFrame: boolean;
  readonly data: { type?: string } & Record<string, unknown>;
}

/**
 * Records every message the host page (the top frame) receives, from before its scripts run.
 * Returns a reader for what has been heard so far.
 */
export async function captureHostMessages(page: Page): Promise<() => Promise<HeardMessage[]>> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const heard: unknown[] = [];
    (window as unknown as { __heard: unknown[] }).__heard = heard;
    window.addEventListener('message', (event) => {
      const fromGameFrame = [...document.querySelectorAll('iframe')].some((frame) => frame.contentWindow === event.source);
      heard.push({ origin: event.origin, fromGameFrame, data: event.data });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __heard: HeardMessage[] }).__heard);
}

/** The `bet_result` INTERFACES.md §6 requires for a round, read back from the play API by id. */
export async function expectedBetResult(iframeSrc: string, roundId: string, balance: string | null): Promise<Record<string, unknown>> {
  const token = new URL(iframeSrc).searchParams.get('token');
  const res = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query($id: ID!) { round(id: $id) { id betId game status amount payout multiplier currency freeBet } }', variables: { id: roundId } }),
  });
  const { round } = ((await res.json()) as { data: { round: Record<string, string> & { freeBet: boolean } } }).data;
  const status = round.status === 'VOID' ? 'void' : units(round.payout!) > 0n ? 'won' : 'lost';
  return {
    type: 'bet_result',
    roundId: round.id,
    betId: round.betId,
    game: round.game,
    amount: round.amount,
    payout: round.payout,
    multiplier: round.multiplier,
    currency: round.currency,
    freeBet: round.freeBet,
    status,
    ...(balance === null ? {} : { balance }),
  };
}

/** Clicks Bet and returns the round id and balance the play API answered the game's `placeBet` with. */
export async function betOnce(page: Page, frame: FrameLocator): Promise<{ roundId: string; balance: string | null }> {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/graphql' && (res.request().postData() ?? '').includes('placeBet'));
  const bet = frame.getByRole('button', { name: 'Bet', exact: true });
  await bet.click();
  const body = (await (await answered).json()) as { data: { placeBet: { round: { id: string }; balance: string | null } } };
  await expect(bet).toBeEnabled();
  return { roundId: body.data.placeBet.round.id, balance: body.data.placeBet.balance };
}
