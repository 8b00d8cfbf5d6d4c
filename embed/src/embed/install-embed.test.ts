// @vitest-environment happy-dom
import { GAMES } from '@rgs/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameUrl, installEmbed, routeOf } from './install-embed';

const PLAY = 'https://play.example';
const HOST = 'https://casino.example';
// What the game reads back from its own URL (the kit's findHostOrigin does the same).
const HOST_FRAGMENT = `#host=${encodeURIComponent(HOST)}`;
let stop: () => void;

beforeEach(() => {
  // The operator's page: embed.js tells each game this page's origin.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${HOST}/lobby?table=7`);
  document.body.innerHTML = '';
});
afterEach(() => stop?.());

const frames = () => [...document.querySelectorAll('iframe')];
const flush = () => new Promise((r) => setTimeout(r, 0));

function post(source: Window | null, data: unknown, origin = PLAY) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('routeOf', () => {
  it('is the catalog route of every game', () => {
    for (const game of GAMES) expect(routeOf(game.key)).toBe(game.route);
    expect(routeOf('russianRoulette')).toBe('russian-roulette');
  });
});

describe('gameUrl', () => {
  it('maps the data attributes to the contract’s query parameters', () => {
    const el = document.createElement('div');
    el.innerHTML = `<div data-service-game="dice" data-token="t0k" data-bg="#111" data-accent="#ABCDEF" data-bg-light="#222"
      data-lang="pt" data-currency="BRL" data-currency-prefix="R$" data-initial-height="480"></div>`;
    const url = new URL(gameUrl(PLAY, (el.firstElementChild as HTMLElement).dataset));
    expect(url.origin + url.pathname).toBe(`${PLAY}/dice`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 't0k', bg: '#111', accent: '#ABCDEF', bgLight: '#222', lang: 'pt', cur: 'BRL', curPrefix: 'R$' });
    expect(url.hash).toBe('');
  });

  it('carries the host page’s origin in the fragment, where no-referrer cannot strip it and no server sees it', () => {
    const url = new URL(gameUrl(PLAY, { serviceGame: 'dice', token: 't0k' }, HOST));
    expect(url.href).toBe(`${PLAY}/dice?token=t0k${HOST_FRAGMENT}`);
    expect(new URLSearchParams(url.hash.slice(1)).get('host')).toBe(HOST);
    expect(new URL(gameUrl(PLAY, { serviceGame: 'dice' }, 'http://localhost:8080')).hash).toBe(`#host=${encodeURIComponent('http://localhost:8080')}`);
  });

  it('leaves the fragment out for an opaque host origin, which nothing can be posted to', () => {
    expect(gameUrl(PLAY, { serviceGame: 'dice' }, 'null')).toBe(`${PLAY}/dice`);
  });
});

describe('installEmbed', () => {
  it('builds one iframe per element, with allow, a placeholder height, and again for elements added later', async () => {
    document.body.innerHTML = `<div id="a" data-service-game="dice" data-initial-height="420"></div><p>text</p>`;
    stop = installEmbed(window, PLAY);
    expect(frames()).toHaveLength(1);
    const [frame] = frames();
    expect(frame!.src).toBe(`${PLAY}/dice${HOST_FRAGMENT}`);
    expect(frame!.allow).toContain('fullscreen');
    expect(frame!.allow).toContain('clipboard-write');
    expect(frame!.style.height).toBe('420px');

    const later = document.createElement('section');
    later.innerHTML = '<div data-service-game="russianRoulette"></div>';
    document.body.appendChild(later);
    await flush();
    expect(frames().map((f) => f.src)).toEqual([`${PLAY}/dice${HOST_FRAGMENT}`, `${PLAY}/russian-roulette${HOST_FRAGMENT}`]);
    // Scanning again never doubles a game.
    document.body.appendChild(document.createElement('div'));
    await flush();
    expect(frames()).toHaveLength(2);
  });

  it('resizes to the ceiling of the reported height, only for messages from the game origin and its own iframe', () => {
    document.body.innerHTML = '<div data-service-game="mines"></div>';
    stop = installEmbed(window, PLAY);
    const [frame] = frames();
    post(frame!.contentWindow, { type: 'service:resize', height: 512.2 });
    expect(frame!.style.height).toBe('513px');
    post(frame!.contentWindow, { type: 'service:resize', height: 900 }, 'https://evil.example');
    post(window, { type: 'service:resize', height: 900 });
    post(frame!.contentWindow, { type: 'service:resize', height: -5 });
    post(frame!.contentWindow, { type: 'service:resize', height: 'tall' });
    post(frame!.contentWindow, { type: 'other', height: 900 });
    expect(frame!.style.height).toBe('513px');
  });
});
