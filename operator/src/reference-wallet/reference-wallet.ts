import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseExact, stringifyExact } from '@rgs/schema';
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
  /** More routes served on the same port (the demo operator site); return true when handled. */
  readonly extraRoutes?: (req: IncomingMessage, res: ServerResponse, url: URL, rawBody: string) => boolean | Promise<boolean>;
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

/**
 * The reference wallet: the contract's wallet endpoint over HTTP on the in-memory storage, plus
 * small admin endpoints (balances, deposits, history) for the demo site and tests, and fault
 * injection for the service's failure tests.
 */
export function createReferenceWallet(options: ReferenceWalletOptions): ReferenceWallet {
  const storage = options.storage ?? createMemoryStorage({ autoCreatePlayers: true, openingBalance: options.openingBalance ?? '1000' });
  const path = options.path ?? '/wallet';
  const faults = new FaultPlan();
  faults.set(options.faults ?? null);
  const requests: RecordedRequest[] = [];
  let port = 0;

  const handlerFor = () =>
    createWalletHandler({
      customerId: value(options.customerId),
      webhookSecret: value(options.webhookSecret),
      storage,
      requireSignature: options.requireSignature,
    });

  const server = createServer((req, res) => {
    readBody(req)
      .then((rawBody) => route(req, res, rawBody))
      .catch((error: unknown) => send(res, 500, { success: false, message: String(error) }));
  });

  async function route(req: IncomingMessage, res: ServerResponse, rawBody: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://wallet');
    if (req.method === 'POST' && url.pathname === path) return webhook(req, res, rawBody);
    if (options.extraRoutes && (await options.extraRoutes(req, res, url, rawBody))) return;
    if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { ok: true });
    if (req.method === 'GET' && url.pathname === '/transactions') {
      return send(res, 200, storage.listTransactions(value(options.customerId), url.searchParams.get('userId') ?? undefined));
    }
    const player = /^\/players\/([^/]+)(\/deposit)?$/.exec(url.pathname);
    if (player) return admin(req, res, decodeURIComponent(player[1]!), Boolean(player[2]), rawBody);
    send(res, 404, { message: 'Not found' });
  }

  async function webhook(req: IncomingMessage, res: ServerResponse, rawBody: string): Promise<void> {
    const body = tryParse(rawBody);
    const entry = { body, rawBody, headers: flatHeaders(req), status: undefined as number | undefined, at: Date.now() };
    requests.push(entry);
    const fault = faults.take(typeof body?.event === 'string' ? body.event : undefined);
    if (fault && 'respond' in fault && !fault.afterProcessing) {
      entry.status = fault.respond;
      res.writeHead(fault.respond, { 'content-type': 'application/json' }).end(fault.body ?? '{"success":false,"message":"injected fault"}');
      return;
    }
    if (fault && 'hang' in fault) return; // the socket stays open until stop()
    if (fault && 'drop' in fault) return void req.socket.destroy();
    if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    const answer = await handlerFor().handle({ headers: entry.headers, rawBody });
    if (fault && 'respond' in fault) {
      // The event was processed as usual (money moved); only the answer is the test's.
      entry.status = fault.respond;
      res.writeHead(fault.respond, { 'content-type': 'application/json' }).end(fault.body ?? answer.body);
      return;
    }
    entry.status = answer.status;
    if (fault && 'processThen' in fault) {
      if (fault.processThen === 'drop') req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  }

  function admin(req: IncomingMessage, res: ServerResponse, userId: string, deposit: boolean, rawBody: string): void {
    const customerId = value(options.customerId);
    try {
      if (req.method === 'GET' && !deposit) {
        const found = storage.getPlayer(customerId, userId);
        return found ? send(res, 200, { userId, balance: found.balance }) : send(res, 404, { message: 'Unknown user' });
      }
      const input = tryParse(rawBody) ?? {};
      if (req.method === 'PUT' && !deposit) {
        storage.setBalance(customerId, userId, String(input.balance));
        return send(res, 200, { userId, balance: storage.getPlayer(customerId, userId)!.balance });
      }
      if (req.method === 'POST' && deposit) return send(res, 200, { userId, balance: storage.deposit(customerId, userId, String(input.amount)) });
      send(res, 405, { message: 'Method not allowed' });
    } catch (error) {
      send(res, 400, { message: error instanceof Error ? error.message : String(error) });
    }
  }

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

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(stringifyExact(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function tryParse(text: string): any {
  try {
    return parseExact(text);
  } catch {
    return undefined;
  }
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(req.headers)) if (v !== undefined) out[name] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}
