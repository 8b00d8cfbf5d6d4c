import { describe, expect, it } from 'vitest';
import type { PlayServices } from './context';
import { createPlayApi } from './yoga';

// A preflight is answered before any resolver or context runs: no services are needed to ask it.
const noServices = {} as PlayServices;
const PLAY_ORIGIN = 'https://play.test';

const preflight = (production: boolean) =>
  createPlayApi(noServices, { production, corsOrigins: [PLAY_ORIGIN] }).fetch('http://api.test/graphql', {
    method: 'OPTIONS',
    headers: { origin: PLAY_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
  });

describe('the play API’s CORS preflight', () => {
  it('is cached by the browser for ten minutes in production, so going live pays it once', async () => {
    const res = await preflight(true);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PLAY_ORIGIN);
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('is cached for ten minutes outside production too, where any origin may call', async () => {
    const res = await preflight(false);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PLAY_ORIGIN);
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });
});
