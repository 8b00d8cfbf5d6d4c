import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { serveHostPage } from '../../stack/host-page';
import { HOST_URL, PLAY_URL } from '../../stack/ports';
import { PRIMARY, primaryButton, type GameKey } from './game-drivers';

/** What an operator's embed element may say beyond the game and the token (embed.js's `data-*`). */
export interface EmbedLook {
  readonly lang?: 'en' | 'pt' | 'es';
  readonly bg?: string;
  readonly bgLight?: string;
  readonly accent?: string;
  /** The host page's body has no margin, so on a phone the iframe spans the whole screen. */
  readonly edgeToEdge?: boolean;
}

/** The light operator look the phone specs of the games use. */
export const LIGHT_OPERATOR: EmbedLook = { bg: '#F5F5F5', bgLight: '#FFFFFF', accent: '#1F6FEB' };

/** A game embedded through embed.js on a host page of its own origin; `close` stops that page's server. */
export interface EmbeddedGame {
  readonly iframe: Locator;
  readonly frame: FrameLocator;
  close(): Promise<void>;
}

/**
 * Launches a session for `user` through the demo operator's backend (`POST /launch`, which shows the
 * rules and the balance), then opens a host page that embeds `game` with embed.js and the `data-lang`,
 * `data-bg`, `data-bg-light` and `data-accent` the spec asks for; resolves once the game is live.
 */
export async function embedGame(page: Page, user: string, game: string, look: EmbedLook = {}): Promise<EmbeddedGame> {
  const launch = await page.request.post(`${HOST_URL}/launch`, { data: { userId: user } });
  expect(launch.ok()).toBe(true);
  const { token } = (await launch.json()) as { token: string };
  const data = Object.entries({ lang: look.lang, bg: look.bg, 'bg-light': look.bgLight, accent: look.accent })
    .flatMap(([name, value]) => (value === undefined ? [] : [` data-${name}="${value}"`]))
    .join('');
  const host = await serveHostPage(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host casino</title></head>
<body${look.edgeToEdge ? ' style="margin:0"' : ''}><main><h1>Host casino</h1>
<div data-service-game="${game}" data-token="${token}" data-initial-height="640"${data}></div>
</main><script src="${PLAY_URL}/embed.js"></script></body></html>`,
    {},
  );
  await page.goto(host.url);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveCount(1);
  const frame = page.frameLocator('iframe');
  const lang = look.lang === 'pt' ? 'pt' : 'en';
  // Every game's primary button is Bet, but for the drivers' own games (Blackjack deals).
  const ready = game in PRIMARY ? primaryButton(frame, game as GameKey, lang) : frame.getByRole('button', { name: lang === 'pt' ? 'Apostar' : 'Bet', exact: true });
  await expect(ready).toBeEnabled();
  return { iframe, frame, close: () => host.close() };
}
