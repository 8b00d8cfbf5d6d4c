import { expect, type Page } from '@playwright/test';
import { API_URL, HOST_URL } from '../stack/ports';

/** A fresh player for each spec, so specs never see each other's money. */
export const newPlayer = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** Opens the demo operator site with a game embedded through embed.js. */
export async function openDemo(page: Page, user: string, game: 'dice' | 'mines') {
  await page.goto(`${HOST_URL}/?user=${encodeURIComponent(user)}&game=${game}`);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveCount(1);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: /^(Bet|Apostar)$/ })).toBeEnabled();
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
