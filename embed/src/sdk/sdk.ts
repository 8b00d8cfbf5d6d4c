/**
 * The client SDK: mount a game element straight into a host page, without an iframe.
 *
 *   await loadGame(playUrl, 'dice');
 *   mountGame(container, { game: 'dice', accessToken: 'Bearer ' + token, apiUrl });
 *   // or, with no account at all: { game: 'dice', isDemo: true, accessToken: null }
 */

import { routeOf } from '../embed/install-embed';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** Options of {@link mountGame}. */
export interface MountOptions {
  readonly game: string;
  /** `'Bearer ' + token` from `POST /session`; null in demo mode. */
  readonly accessToken?: string | null;
  /** Play on the game's own rules in the browser with a demo balance: no network request. */
  readonly isDemo?: boolean;
  /** The service's base URL (`{base_url}`); required unless `isDemo`. */
  readonly apiUrl?: string;
  readonly lang?: 'en' | 'pt' | 'es';
  readonly theme?: { readonly bg?: string; readonly accent?: string; readonly bgLight?: string };
}

type GameElement = HTMLElement & { accessToken: string | null; isDemo: boolean; apiUrl: string; lang: string };

const tagOf = (game: string) => `rgs-${routeOf(game)}`;

/** Loads a game's element from the play origin; with `demo`, its demo code too, ahead of play. */
export async function loadGame(playUrl: string, game: string, options: { demo?: boolean } = {}): Promise<void> {
  const route = routeOf(game);
  await import(/* @vite-ignore */ `${playUrl.replace(/\/+$/, '')}/assets/${route}/${route}.js`);
  const element = (await customElements.whenDefined(tagOf(game))) as unknown as { preloadDemo?: () => Promise<void> };
  if (options.demo) await element.preloadDemo?.();
}

/** Creates the game element in `container`; theme colours that are not hex are ignored. */
export function mountGame(container: HTMLElement, options: MountOptions): HTMLElement {
  if (!options.isDemo && !options.apiUrl) throw new Error('apiUrl is required unless isDemo is set');
  const element = document.createElement(tagOf(options.game)) as GameElement;
  element.accessToken = options.isDemo ? null : (options.accessToken ?? null);
  element.isDemo = options.isDemo === true;
  element.apiUrl = options.apiUrl ?? '';
  element.lang = options.lang ?? 'en';
  const theme = options.theme ?? {};
  for (const [key, property] of [['bg', '--rgs-bg'], ['accent', '--rgs-accent'], ['bgLight', '--rgs-bg-light']] as const) {
    const value = theme[key];
    if (value && HEX.test(value)) element.style.setProperty(property, value);
  }
  container.appendChild(element);
  return element;
}
