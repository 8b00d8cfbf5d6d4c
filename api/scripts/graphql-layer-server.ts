import { createServer, type RequestListener } from 'node:http';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { createSchema, createYoga } from 'graphql-yoga';
import { Decimal } from '@rgs/schema';
import { createPlayApi, type PlayServices } from '../src/graphql';
import { createSessionRateLimiter } from '../src/graphql/session-rate-limit';
import type { RoundResult } from '../src/rounds';
import type { PlayerContext } from '../src/sessions';

// One server of the bench's GraphQL-layer mode (`npm run bench -- --graphql-layer`), started as
// `graphql-layer-server.ts <kind> <port>`. Each kind answers the bench's dice bet with the same settled
// round and no database or wallet behind it, so what the three cost per request is the HTTP and GraphQL
// layers alone:
// - `raw`: node:http reading the JSON body and writing the answer: the floor of a request;
// - `yoga`: Yoga with its defaults (but the body limit) and a minimal schema of the same shape: Yoga's own cost;
// - `play-api`: the play API as production serves it (schema, plugins, masking, CORS, limits), over
//   services that answer at once.

const ROUND_ID = '0193e0a0-0000-7000-8000-000000000000';
const ANSWER = { balance: '1000.0000000000', round: { id: ROUND_ID, status: 'CLOSED', payout: '1.9800000000' } };
const NOTHING_BEHIND_IT = 'the GraphQL-layer bench serves placeBet only';

function rawListener(): RequestListener {
  const body = JSON.stringify({ data: { placeBet: { __typename: 'PlaceBetSuccess', ...ANSWER } } });
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  };
}

function bareYoga(): RequestListener {
  const schema = createSchema({
    typeDefs: /* GraphQL */ `
      scalar JSON
      enum RoundStatus { OPEN CLOSED VOID }
      type Round { id: ID! status: RoundStatus! payout: String! }
      type PlaceBetSuccess { balance: String round: Round! }
      type PlayError { message: String! }
      union PlaceBetResult = PlaceBetSuccess | PlayError
      input PlaceBetInput { game: String! amount: String! params: JSON }
      type Query { ok: Boolean }
      type Mutation { placeBet(input: PlaceBetInput!): PlaceBetResult! }
    `,
    resolvers: { PlaceBetResult: { __resolveType: () => 'PlaceBetSuccess' }, Mutation: { placeBet: () => ANSWER } },
  });
  // Without Yoga's own body limit, as the play API runs (its HTTP layer caps bodies): that limit alone
  // re-wraps every body in one more stream and Request (decision 0031).
  const yoga = createYoga({ schema, graphqlEndpoint: '/graphql', landingPage: false, graphiql: false, logging: false, maxRequestBodySize: false });
  return yoga as unknown as RequestListener;
}

function playApi(): RequestListener {
  const player = { session: { id: 'bench-session' }, account: {} } as unknown as PlayerContext;
  const result = { round: { ...ANSWER.round, payout: new Decimal(ANSWER.round.payout) }, balance: new Decimal(ANSWER.balance) } as unknown as RoundResult;
  const refuse = () => {
    throw new Error(NOTHING_BEHIND_IT);
  };
  const services = new Proxy(
    { sessions: { resolve: async () => player }, engine: { placeBet: async () => result } },
    { get: (target, name) => (name in target ? target[name as keyof typeof target] : new Proxy({}, { get: refuse })) },
  ) as unknown as PlayServices;
  // The bench's players bet as fast as they are answered, far over a real session's limit: lift it,
  // as the full bench does, so the limiter still counts every request but never refuses one.
  const rateLimiter = createSessionRateLimiter({ requests: 1e9, windowSeconds: 1, burst: 1, burstWindowSeconds: 1 });
  const yoga = createPlayApi(services, { production: true, corsOrigins: ['https://play.example'], rateLimiter });
  return yoga as unknown as RequestListener;
}

const LISTENERS: Record<string, () => RequestListener> = { raw: rawListener, yoga: bareYoga, 'play-api': playApi };

const [kind = '', port = ''] = process.argv.slice(2);
const listener = LISTENERS[kind];
if (!listener || !/^\d+$/.test(port)) throw new Error(`usage: graphql-layer-server.ts <${Object.keys(LISTENERS).join('|')}> <port>`);
// The main thread's GC pauses so far, young-generation collections apart from the rest, for the bench
// to read before and after its measured window: a request's objects that outlive it show here first.
const gcPauses = { youngMs: 0, otherMs: 0 };
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) {
    if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) gcPauses.youngMs += entry.duration;
    else gcPauses.otherMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });
process.on('message', (message) => {
  if (message === 'gc-pauses') process.send?.({ gcPauses });
});

const server = createServer(listener());
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
