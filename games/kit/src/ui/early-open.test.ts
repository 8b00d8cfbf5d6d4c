import { EARLY_OPEN_SCRIPT, openRequestBody, type EarlyOpen } from '@rgs/schema/play';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePageEarlyOpen } from './early-open';

const holder = globalThis as { __rgsEarlyOpen?: EarlyOpen };
afterEach(() => {
  delete holder.__rgsEarlyOpen;
  vi.unstubAllGlobals();
});

describe('the game page’s early going-live request', () => {
  it('is what EARLY_OPEN_SCRIPT starts: the API’s graphql with the token from the URL and the body of data-body', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const answer = new Response('{}');
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => (sent.push({ url, init }), answer));
    vi.stubGlobal('location', { search: '?token=tok-1&lang=pt', origin: 'https://play.test' });
    const script = { getAttribute: (name: string) => (name === 'data-body' ? openRequestBody('dice') : null) };
    vi.stubGlobal('document', { currentScript: script, querySelector: () => ({ content: 'https://api.test/' }) });
    vi.stubGlobal('window', globalThis);
    new Function(EARLY_OPEN_SCRIPT)();
    expect(sent).toEqual([
      {
        url: 'https://api.test/graphql',
        init: { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer tok-1' }, body: openRequestBody('dice') },
      },
    ]);
    const key = { url: 'https://api.test/graphql', body: openRequestBody('dice'), token: 'tok-1' };
    expect(await takePageEarlyOpen(key)).toBe(answer);
    expect(takePageEarlyOpen(key)).toBeNull();
  });

  it('sends nothing from a page without a token', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { search: '?lang=pt', origin: 'https://play.test' });
    vi.stubGlobal('document', { currentScript: { getAttribute: () => '{}' }, querySelector: () => ({ content: 'https://api.test' }) });
    new Function(EARLY_OPEN_SCRIPT)();
    expect(fetch).not.toHaveBeenCalled();
    expect(holder.__rgsEarlyOpen).toBeUndefined();
  });

  it('is left alone when the request about to be sent differs (another game, another token)', () => {
    holder.__rgsEarlyOpen = { url: 'https://api.test/graphql', body: openRequestBody('dice'), token: 'tok-1', response: Promise.resolve(new Response('{}')) };
    expect(takePageEarlyOpen({ url: 'https://api.test/graphql', body: openRequestBody('mines'), token: 'tok-1' })).toBeNull();
    expect(takePageEarlyOpen({ url: 'https://api.test/graphql', body: openRequestBody('dice'), token: 'tok-2' })).toBeNull();
    expect(holder.__rgsEarlyOpen).toBeDefined();
  });
});
