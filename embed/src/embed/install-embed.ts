/**
 * embed.js: turns every element with `data-service-game` into the game's iframe, now and whenever
 * such an element is added later, and keeps each iframe as tall as its game asks. No dependencies:
 * it runs on operators' pages and must stay tiny.
 */

/** `data-*` attribute (as a dataset key) → game URL query parameter, as the contract maps them. */
const PARAMS: readonly (readonly [string, string])[] = [
  ['token', 'token'],
  ['bg', 'bg'],
  ['accent', 'accent'],
  ['bgLight', 'bgLight'],
  ['lang', 'lang'],
  ['currency', 'cur'],
  ['currencyPrefix', 'curPrefix'],
];

const DEFAULT_HEIGHT = 600;
const MOUNTED = 'serviceMounted';

/** The game's route: its key in kebab case (`russianRoulette` → `russian-roulette`). */
export function routeOf(game: string): string {
  return game.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The iframe's address for an embed element. The host page's origin rides in the fragment
 * (`#host=<origin>`): the game posts its messages to exactly that origin, and unlike the referrer
 * a fragment survives `Referrer-Policy: no-referrer` and is never sent to a server.
 */
export function gameUrl(playOrigin: string, data: DOMStringMap, hostOrigin?: string): string {
  const url = new URL(`/${encodeURIComponent(routeOf(data.serviceGame ?? ''))}`, playOrigin);
  for (const [attribute, param] of PARAMS) {
    const value = data[attribute];
    if (value) url.searchParams.set(param, value);
  }
  // An opaque origin ("null": a sandboxed or file: page) cannot be posted to; the game stays silent.
  if (hostOrigin && hostOrigin !== 'null') url.hash = `host=${encodeURIComponent(hostOrigin)}`;
  return url.href;
}

/** Installs the embed on a page whose games come from `playOrigin`. Returns a function that stops it. */
export function installEmbed(win: Window & typeof globalThis, playOrigin: string): () => void {
  const doc = win.document;
  const frames: HTMLIFrameElement[] = [];

  const mount = (el: HTMLElement): void => {
    if (!el.dataset.serviceGame || el.dataset[MOUNTED]) return;
    el.dataset[MOUNTED] = '1';
    const iframe = doc.createElement('iframe');
    iframe.src = gameUrl(playOrigin, el.dataset, win.location.origin);
    iframe.title = el.dataset.serviceGame;
    iframe.allow = 'fullscreen; clipboard-write';
    iframe.allowFullscreen = true;
    const initial = Number.parseInt(el.dataset.initialHeight ?? '', 10);
    iframe.style.cssText = `display:block;width:100%;border:0;height:${initial > 0 ? initial : DEFAULT_HEIGHT}px`;
    el.appendChild(iframe);
    frames.push(iframe);
  };

  const scan = (root: ParentNode): void => {
    if (root instanceof win.HTMLElement) mount(root);
    root.querySelectorAll<HTMLElement>('[data-service-game]').forEach(mount);
  };

  // Only the game origin, and only from one of our own iframes, may resize anything.
  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== playOrigin) return;
    const iframe = frames.find((f) => f.contentWindow === event.source);
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (!iframe || data?.type !== 'service:resize') return;
    const height = data.height;
    if (typeof height === 'number' && Number.isFinite(height) && height > 0) iframe.style.height = `${Math.ceil(height)}px`;
  };

  const observer = new win.MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof win.HTMLElement && scan(node));
  });

  win.addEventListener('message', onMessage);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  scan(doc);
  return () => {
    win.removeEventListener('message', onMessage);
    observer.disconnect();
  };
}
