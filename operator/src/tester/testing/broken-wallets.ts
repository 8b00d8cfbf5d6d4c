import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decimal, LEGACY_SECRET_HEADER, SIGNATURE_HEADER, parseExact, sign, stringifyExact } from '@rgs/schema';
import { APPROVAL_GAMES, MULTI_ROUND_GAMES } from '../catalog';
import { createMemoryStorage, createWalletHandler, toNodeListener, type MemoryStorage, type WalletHandler, type WalletResponse, type WalletStorage } from '../../index';

/**
 * Wallets with one deliberate defect each, as operators have shipped them: the correct handler with
 * exactly one rule broken, so the tester's verdict on each can be checked scenario by scenario.
 */
export type WalletDefect =
  | 'none'
  | 'accepts-replays'
  | 'pays-second-credit'
  | 'accepts-orphan-credit'
  | 'unaffordable-200'
  | 'rounds-to-cents'
  | 'skips-signatures'
  | 'rejects-close'
  | 'mutates-on-bad-signature'
  /** Correct, but each answer takes a quarter of a second: a run of 1,200 probes would take five minutes. */
  | 'answers-slowly';

const perGame = (suffix: string, games = APPROVAL_GAMES) => games.map((g) => `${g.key}.${suffix}`);

/** Each defect, the required scenarios it must fail and the advisories it must warn on: no more, no fewer. */
export const DEFECT_VERDICTS: readonly (readonly [WalletDefect, readonly string[], readonly string[]])[] = [
  ['accepts-replays', [...perGame('replayed-debit'), 'money.blackjack-replayed-second-debit'], ['replay.credit-409', 'replay.debit-409']],
  ['pays-second-credit', perGame('second-credit'), ['replay.credit-409', 'second-credit.409']],
  // An unknown `zeppelin_win` after its refused `zeppelin_bet` is an orphan credit too.
  ['accepts-orphan-credit', [...perGame('orphan-credit'), 'money.credit-after-rejected-debit', 'money.cross-game-credit', 'unknown.consistent-policy'], []],
  ['unaffordable-200', ['money.concurrent-debits', 'money.credit-after-rejected-debit', 'money.unaffordable-debit'], ['unaffordable.402']],
  // Its parser still refuses 11 decimal places; only the stored balances are rounded.
  ['rounds-to-cents', ['money.large-credit', 'money.ten-decimals'], []],
  [
    'skips-signatures',
    ['auth.bad-signature-balance-check', 'auth.bad-signature-credit', 'auth.future-timestamp', 'auth.malformed-signature-header', 'auth.no-credentials', 'auth.stale-timestamp', 'auth.tampered-body', 'auth.wrong-legacy-secret', 'auth.wrong-signature'],
    [],
  ],
  ['rejects-close', [...perGame('close', MULTI_ROUND_GAMES), 'close.credit-after-close', 'freebet.multi-round-close'], []],
  [
    'mutates-on-bad-signature',
    ['auth.bad-signature-credit', 'auth.future-timestamp', 'auth.malformed-signature-header', 'auth.no-credentials', 'auth.stale-timestamp', 'auth.tampered-body', 'auth.wrong-legacy-secret', 'auth.wrong-signature'],
    [],
  ],
];

export interface TestWallet {
  readonly url: string;
  readonly allowPrivate: string;
  readonly storage: MemoryStorage;
  stop(): Promise<void>;
}

type Request = Parameters<WalletHandler['handle']>[0];
const ok = (balance: Decimal): WalletResponse => ({ status: 200, body: stringifyExact({ success: true, balance }) });

/** Starts a wallet on a free loopback port with one defect (or none). */
export async function startTestWallet(options: { customerId: string; secret: string; defect: WalletDefect }): Promise<TestWallet> {
  const storage = createMemoryStorage();
  const handler = createWalletHandler({ customerId: options.customerId, webhookSecret: options.secret, storage: defectiveStorage(storage, options.defect) });
  const resigned = (request: Request): Request => ({
    rawBody: request.rawBody,
    headers: { [SIGNATURE_HEADER]: sign({ secret: options.secret, payload: request.rawBody }), [LEGACY_SECRET_HEADER]: options.secret },
  });

  const handle = async (request: Request): Promise<WalletResponse> => {
    const event = readEvent(typeof request.rawBody === 'string' ? request.rawBody : new TextDecoder().decode(request.rawBody));
    const amount = event?.actions[0]?.amount ?? new Decimal(0);
    const records = event?.betId ? storage.listTransactions(options.customerId, event.userId) : [];
    const round = records.filter((r) => r.betId === event?.betId);
    switch (options.defect) {
      case 'skips-signatures':
        return handler.handle(resigned(request));
      case 'mutates-on-bad-signature': {
        const answer = await handler.handle(request);
        if (answer.status !== 401) return answer;
        await handler.handle(resigned(request));
        return answer;
      }
      case 'unaffordable-200': {
        const answer = await handler.handle(request);
        return answer.status === 402 ? { status: 200, body: '{"success":false,"message":"Insufficient funds"}' } : answer;
      }
      case 'answers-slowly':
        await new Promise((resolve) => setTimeout(resolve, 250));
        return handler.handle(request);
      case 'rejects-close':
        if (event?.event.endsWith('_close')) return { status: 400, body: '{"success":false,"message":"Unknown event"}' };
        return handler.handle(request);
      case 'accepts-replays':
        // No idempotency: a transactionId seen before is applied again.
        if (event?.actions[0] && records.some((r) => r.transactionId === event.transactionId)) {
          return ok(move(storage, options.customerId, event.userId, event.actions[0].type === 'win' ? amount : amount.neg()));
        }
        return handler.handle(request);
      case 'pays-second-credit':
        if (event?.event.endsWith('_win') && round.some((r) => r.kind === 'win')) return ok(move(storage, options.customerId, event.userId, amount));
        return handler.handle(request);
      case 'accepts-orphan-credit': {
        const game = event?.event.replace(/_win$/, '');
        if (event?.event.endsWith('_win') && !round.some((r) => r.kind === 'bet' && r.gameKey === game)) return ok(move(storage, options.customerId, event.userId, amount));
        return handler.handle(request);
      }
      default:
        return handler.handle(request);
    }
  };

  const server = createServer(toNodeListener({ handle }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/wallet`,
    allowPrivate: `127.0.0.1:${port}`,
    storage,
    stop: () => close(server),
  };
}

interface LooseEvent {
  readonly event: string;
  readonly userId: string;
  readonly betId?: string;
  readonly transactionId?: string;
  readonly actions: readonly { readonly type: string; readonly amount: Decimal }[];
}

/** Just enough of a body for the defects to decide (the correct handler still judges the rest). */
function readEvent(rawBody: string): LooseEvent | undefined {
  try {
    const body = parseExact(rawBody) as { event?: unknown; userId?: unknown; betId?: unknown; transactionId?: unknown; actions?: unknown };
    if (typeof body.event !== 'string' || typeof body.userId !== 'string' || !Array.isArray(body.actions)) return undefined;
    const actions = body.actions.map((a: { type?: unknown; amount?: unknown }) => ({ type: String(a?.type), amount: new Decimal(String(a?.amount ?? 0)) }));
    return { event: body.event, userId: body.userId, betId: body.betId as string | undefined, transactionId: body.transactionId as string | undefined, actions };
  } catch {
    return undefined;
  }
}

/** Moves a balance outside the handler's rules (what the defective wallets do). */
function move(storage: MemoryStorage, customerId: string, userId: string, delta: Decimal): Decimal {
  const balance = storage.getPlayer(customerId, userId)!.balance.plus(delta);
  storage.setBalance(customerId, userId, balance);
  return balance;
}

/** The storage of a wallet that keeps balances in cents: every new balance is rounded to 2 places. */
function defectiveStorage(storage: MemoryStorage, defect: WalletDefect): WalletStorage {
  if (defect !== 'rounds-to-cents') return storage;
  return {
    withPlayer: (customerId, userId, work) =>
      storage.withPlayer(customerId, userId, (unit) =>
        work(
          Object.create(unit, {
            setBalance: { value: (balance: Decimal) => unit.setBalance(balance.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)) },
          }),
        ),
      ),
  };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
