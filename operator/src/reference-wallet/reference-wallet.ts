import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { parseExact, stringifyExact } from '@rgs/schema';
import { readNodeBody } from '../adapters/adapter-support';
import { createMemoryStorage, type MemoryStorage } from '../wallet/memory-storage';
import { createWalletHandler } from '../wallet/wallet-handler';
import { FaultPlan, type Fault } from './faults';

/** A webhook as the reference wallet received and answered it. */
export interface RecordedRequest {
  /** The parsed body (exact numbers as lossless values), or undefined when it was not JSON. */
  readonly body: any;
  readonly rawBody: string;
  readonly headers: Readonly<Record<string, string>>;
  /** What the wallet's handler answered; undefined when a fault answered nothing. */
  readonly status: number | undefined;
  readonly at: number;
}

/** Options of {@link createReferenceWallet}. Ids and secret may be functions, read on each request. */
export interface ReferenceWalletOptions {
  readonly customerId: string | (() => string);
  readonly webhookSecret: string | (() => string);
  readonly storage?: MemoryStorage;
  /** Balance of players created on first contact (default "1000"). */
  readonly openingBalance?: string;
  readonly host?: string;
  readonly port?: number;
  readonly path?: string;
  readonly requireSignature?: boolean;
  /** Faults armed from the start, tried in order (see {@link Fault}). */
  readonly faults?: readonly Fault[];
  /** More routes served on the same port (the demo operator site), tried after the webhook's. */
  readonly extraRoutes?: Hono;
  /**
   * Keep each webhook in `requests` (default true, for tests that read them). A long-running wallet
   * (`npm start`, the bench) turns it off, or the log grows with every bet.
   */
  readonly recordRequests?: boolean;
}

export interface ReferenceWallet {
  /** The webhook URL (valid after `start`). */
  readonly url: string;
  readonly port: number;
  readonly storage: MemoryStorage;
  readonly requests: RecordedRequest[];
  start(): Promise<void>;
  stop(): Promise<void>;
  clearRequests(): void;
  /** Replaces all faults with this one or this queue (null: behave). */
  setFault(fault: Fault | readonly Fault[] | null): void;
  /** Queues one more fault behind the armed ones. */
  addFault(fault: Fault): void;
}

const value = (v: string | (() => string)) => (typeof v === 'function' ? v() : v);

/** The node adapter's bindings: the socket is the wallet's to drop (faults). */
type WalletEnv = { Bindings: HttpBindings };

const MAX_BODY_BYTES = 1024 * 1024;
const JSON_TYPE = { 'content-type': 'application/json' };

/** A JSON answer with exact numbers (balances are decimals, never floats). */
const send = (c: Context, status: ContentfulStatusCode, body: unknown, headers?: Record<string, string>) =>
  c.body(stringifyExact(body), status, headers ? { ...JSON_TYPE, ...headers } : JSON_TYPE);

/** The answer to a body over {@link MAX_BODY_BYTES}, on the webhook and on every other route. */
const TOO_LARGE = { success: false, message: 'body too large' } as const;

/**
 * The reference wallet: the contract's wallet endpoint over HTTP on the in-memory storage, plus
 * small admin endpoints (balances, deposits, history) for the demo site and tests, and fault
 * injection for the service's failure tests.
 */
export function createReferenceWallet(options: ReferenceWalletOptions): ReferenceWallet {
  const storage = options.storage ?? createMemoryStorage({ autoCreatePlayers: true, openingBalance: options.openingBalance ?? '1000' });
  const path = options.path ?? '/wallet';
  const customerId = () => value(options.customerId);
  const faults = new FaultPlan();
  faults.set(options.faults ?? null);
  const requests: RecordedRequest[] = [];
  let port = 0;

  // Ids and secret may change between requests (tests rotate them); the handler, whose options are
  // checked when it is built, is rebuilt only when they do.
  let built: { customerId: string; secret: string; handler: ReturnType<typeof createWalletHandler> } | undefined;
  const handlerFor = () => {
    const id = customerId();
    const secret = value(options.webhookSecret);
    if (built?.customerId !== id || built.secret !== secret) {
      built = { customerId: id, secret, handler: createWalletHandler({ customerId: id, webhookSecret: secret, storage, requireSignature: options.requireSignature }) };
    }
    return built.handler;
  };

  const app = new Hono<WalletEnv>();
  app.onError((error, c) => send(c, 500, { success: false, message: String(error) }));
  app.notFound((c) => send(c, 404, { message: 'Not found' }));

  // The webhook comes first, before the body limit below: it reads Node's request itself, as the
  // package's Node adapter does, because Hono's limit (and c.req's readers) build a fetch Request
  // with its stream and abort signal on every webhook, a quarter of the wallet's CPU per bet.
  app.post(path, async (c) => {
    const incoming = c.env.incoming;
    const bytes = await readNodeBody(incoming, MAX_BODY_BYTES);
    // The rest of an oversized body is not read: close the connection after answering.
    if (!bytes) return send(c, 413, TOO_LARGE, { connection: 'close' });
    // The signature covers the bytes as sent: decoded once, as they are, never re-serialised.
    const rawBody = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const recording = options.recordRequests !== false;
    // Parsed here only for the log and the faults (the handler parses what it verified).
    const body = recording || faults.armed ? tryParse(rawBody) : undefined;
    const entry = { body, rawBody, headers: recording ? headerRecord(incoming.headers) : {}, status: undefined as number | undefined, at: Date.now() };
    if (recording) requests.push(entry);
    const fault = faults.take(typeof body?.event === 'string' ? body.event : undefined);
    if (fault && 'respond' in fault && !fault.afterProcessing) {
      entry.status = fault.respond;
      return c.body(fault.body ?? '{"success":false,"message":"injected fault"}', fault.respond as ContentfulStatusCode, JSON_TYPE);
    }
    if (fault && 'hang' in fault) return silence(c);
    if (fault && 'drop' in fault) return drop(c);
    if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    const answer = await handlerFor().handle({ headers: incoming.headers, rawBody });
    if (fault && 'respond' in fault) {
      // The event was processed as usual (money moved); only the answer is the test's.
      entry.status = fault.respond;
      return c.body(fault.body ?? answer.body, fault.respond as ContentfulStatusCode, JSON_TYPE);
    }
    entry.status = answer.status;
    if (fault && 'processThen' in fault) return fault.processThen === 'drop' ? drop(c) : silence(c);
    return c.body(answer.body, answer.status as ContentfulStatusCode, JSON_TYPE);
  });
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => send(c, 413, TOO_LARGE) }));
  if (options.extraRoutes) app.route('/', options.extraRoutes);
  app.get('/health', (c) => send(c, 200, { ok: true }));
  app.get('/transactions', (c) => send(c, 200, storage.listTransactions(customerId(), c.req.query('userId'))));
  app.get('/players/:userId', (c) => {
    const userId = c.req.param('userId');
    const found = storage.getPlayer(customerId(), userId);
    return found ? send(c, 200, { userId, balance: found.balance }) : send(c, 404, { message: 'Unknown user' });
  });
  app.put('/players/:userId', async (c) => {
    const userId = c.req.param('userId');
    const input = tryParse(await c.req.text()) ?? {};
    return refusingBadInput(c, () => {
      storage.setBalance(customerId(), userId, String(input.balance));
      return send(c, 200, { userId, balance: storage.getPlayer(customerId(), userId)!.balance });
    });
  });
  app.post('/players/:userId/deposit', async (c) => {
    const userId = c.req.param('userId');
    const input = tryParse(await c.req.text()) ?? {};
    return refusingBadInput(c, () => send(c, 200, { userId, balance: storage.deposit(customerId(), userId, String(input.amount)) }));
  });
  for (const route of ['/players/:userId', '/players/:userId/deposit']) app.all(route, (c) => send(c, 405, { message: 'Method not allowed' }));

  const server = createServer(getRequestListener(app.fetch));
  return {
    get url() {
      return `http://${options.host ?? '127.0.0.1'}:${port}${path}`;
    },
    get port() {
      return port;
    },
    storage,
    requests,
    async start() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
      });
      port = (server.address() as AddressInfo).port;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    clearRequests: () => void requests.splice(0),
    setFault: (fault) => faults.set(fault),
    addFault: (fault) => faults.add(fault),
  };
}

/** A refused amount or balance (storage throws) is the caller's mistake: 400 with the reason. */
function refusingBadInput(c: Context, act: () => Response): Response {
  try {
    return act();
  } catch (error) {
    return send(c, 400, { message: error instanceof Error ? error.message : String(error) });
  }
}

/** Answers nothing: the connection stays open until the client gives up or the wallet stops. */
function silence(c: Context<WalletEnv>): Promise<Response> {
  return new Promise((resolve) => c.env.incoming.socket.once('close', () => resolve(RESPONSE_ALREADY_SENT)));
}

/** Closes the connection without an answer. */
function drop(c: Context<WalletEnv>): Response {
  c.env.incoming.socket.destroy();
  return RESPONSE_ALREADY_SENT;
}

/** Node's headers as the log keeps them: one string per name (a repeated header joined, as fetch does). */
function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : value;
  return record;
}

function tryParse(text: string): any {
  try {
    return parseExact(text);
  } catch {
    return undefined;
  }
}
