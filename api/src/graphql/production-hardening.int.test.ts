import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

// The harness's play origin is https://play.test; an operator mounting games with the SDK is allowed explicitly.
const PLAY_ORIGIN = 'https://play.test';
const SDK_HOST = 'https://casino.example';

let production: Harness;
let development: Harness;
let productionToken: string;
let developmentToken: string;

beforeAll(async () => {
  [production, development] = await Promise.all([createHarness({ production: true, corsOrigins: [SDK_HOST] }), createHarness()]);
  productionToken = await production.playerToken(await production.operator(), 'prod-player');
  developmentToken = await development.playerToken(await development.operator(), 'dev-player');
});
afterAll(() => Promise.all([production.close(), development.close()]));

const INTROSPECTION = 'query { __schema { queryType { name } types { name } } }';
const TYPE_PROBE = 'query { __type(name: "Round") { fields { name } } }';
const TYPO = 'query { sesion { userId } }';

describe('introspection and field suggestions', () => {
  it('production refuses introspection, by __schema and by __type', async () => {
    for (const query of [INTROSPECTION, TYPE_PROBE]) {
      const res = await production.gql(productionToken, query);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    }
  });

  it('development still answers introspection (GraphiQL and tooling)', async () => {
    const res = await development.gql(developmentToken, INTROSPECTION);
    expect(res.errors).toBeUndefined();
    expect(res.data.__schema.queryType).toEqual({ name: 'Query' });
  });

  it('production never suggests a field name; development does', async () => {
    const prod = await production.gql(productionToken, TYPO);
    expect(prod.errors).toEqual([expect.objectContaining({ message: 'Cannot query field "sesion" on type "Query". [Suggestion hidden]' })]);
    const dev = await development.gql(developmentToken, TYPO);
    expect(dev.errors?.[0]?.message).toBe('Cannot query field "sesion" on type "Query". Did you mean "session"?');
  });

  it('production hides suggestions for arguments, input fields and variable values too', async () => {
    const probes: [string, Record<string, unknown>?][] = [
      ['query { rounds(firs: 1) { nodes { id } } }'],
      ['mutation { placeBet(input: { gam: "dice", amount: "1" }) { __typename } }'],
      // Variables are coerced at execution, after validation: graphql-js suggests there too.
      ['mutation($input: PlaceBetInput!) { placeBet(input: $input) { __typename } }', { input: { gam: 'dice', amount: '1' } }],
    ];
    for (const [query, variables] of probes) {
      const prod = await production.gql(productionToken, query, variables);
      const dev = await development.gql(developmentToken, query, variables);
      expect(dev.errors?.some((e) => e.message.includes('Did you mean'))).toBe(true);
      expect(prod.errors?.length).toBe(dev.errors?.length);
      for (const error of prod.errors!) expect(error.message).not.toMatch(/did you mean/i);
      expect(prod.errors?.some((e) => e.message.endsWith('[Suggestion hidden]'))).toBe(true);
    }
  });
});

const preflight = (harness: Harness, origin: string) =>
  harness.service.app.request('/graphql', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
  });

describe('CORS in production', () => {
  it('a preflight from the play origin is allowed for POST with the Authorization header, without credentials', async () => {
    const res = await preflight(production, PLAY_ORIGIN);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PLAY_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('a preflight from an origin listed in CORS_ORIGINS (an SDK host page) is allowed', async () => {
    const res = await preflight(production, SDK_HOST);
    expect(res.headers.get('access-control-allow-origin')).toBe(SDK_HOST);
  });

  it('a preflight from any other origin is refused: the browser gets no grant for it', async () => {
    for (const origin of ['https://evil.example', 'https://play.test.evil.example', 'http://play.test']) {
      const res = await preflight(production, origin);
      expect(res.headers.get('access-control-allow-origin')).toBe('null');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('a GraphQL response to the play origin carries its grant; to another origin none that a browser accepts', async () => {
    const ask = (origin: string) =>
      production.service.app.request('/graphql', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${productionToken}` },
        body: JSON.stringify({ query: 'query { session { userId } }' }),
      });
    expect((await ask(PLAY_ORIGIN)).headers.get('access-control-allow-origin')).toBe(PLAY_ORIGIN);
    expect((await ask('https://evil.example')).headers.get('access-control-allow-origin')).toBe('null');
  });
});
