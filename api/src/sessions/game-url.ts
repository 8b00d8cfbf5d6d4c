import type { PlayerSession } from './player-session';

/**
 * The play base URL with the token and presentation parameters and no game path yet, so the
 * operator inserts `/<game>` before the query: `{play_url}?token=…` → `{play_url}/dice?token=…`.
 */
export function buildGameUrl(playUrl: string, token: string, session: PlayerSession): string {
  const params = new URLSearchParams();
  params.set('token', token);
  params.set('bg', session.theme.darkBackground);
  params.set('accent', session.theme.buttonColor);
  params.set('bgLight', session.theme.darkLightBackground);
  params.set('lang', session.language);
  params.set('cur', session.displayCurrency ?? session.wireCurrency);
  if (session.displayPrefix) params.set('curPrefix', session.displayPrefix);
  return `${playUrl}?${params.toString()}`;
}
