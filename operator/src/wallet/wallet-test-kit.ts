import { Decimal, sign, stringifyExact } from '@rgs/schema';
import { expect } from 'vitest';
import { createMemoryStorage, type MemoryStorage } from './memory-storage';
import { createWalletHandler, type WalletHandler, type WalletHandlerOptions } from './wallet-handler';

export const SECRET = 'whsec_handler_test_secret';
export const CUSTOMER = 'cus_1';

/** A wallet answer as a test reads it: status, the exact body text, and the parsed body. */
export interface SentAnswer {
  readonly status: number;
  readonly raw: string;
  readonly body: { success: boolean; balance?: number; message?: string };
}

/** A memory-storage wallet whose player `alice` holds 100, with helpers to send signed webhooks. */
export function walletUnderTest(options: Partial<Omit<WalletHandlerOptions, 'customerId' | 'storage'>> = {}) {
  let seq = 0;
  const storage: MemoryStorage = createMemoryStorage();
  storage.setBalance(CUSTOMER, 'alice', '100');
  const kit = {
    storage,
    handler: createWalletHandler({ customerId: CUSTOMER, webhookSecret: SECRET, storage, ...options }) as WalletHandler,
    /** Sends a signed webhook (body written with exact numbers, or `__raw` as is). */
    async send(body: Record<string, unknown>, headers?: Record<string, string>): Promise<SentAnswer> {
      const rawBody = typeof body.__raw === 'string' ? body.__raw : stringifyExact(body);
      const res = await kit.handler.handle({ headers: headers ?? { 'x-service-signature': sign({ secret: SECRET, payload: rawBody }) }, rawBody });
      return { status: res.status, raw: res.body, body: JSON.parse(res.body) };
    },
    /** A money event of `game` for alice on round rnd_1, with a fresh transactionId. */
    money(game: string, kind: 'bet' | 'win', amount: string, extra: Record<string, unknown> = {}) {
      return {
        event: `${game}_${kind}`,
        userId: 'alice',
        customerId: CUSTOMER,
        betId: 'rnd_1',
        transactionId: `txn_${++seq}`,
        roundClosed: kind === 'win',
        actions: [{ type: kind, amount: new Decimal(amount) }],
        ...extra,
      };
    },
    balance: () => storage.getPlayer(CUSTOMER, 'alice')!.balance.toFixed(),
    records: () => storage.listTransactions(CUSTOMER).length,
    /** Sends and proves the refusal changed nothing: same balance, no new record. */
    async refused(body: Record<string, unknown>, status: number, message?: string, headers?: Record<string, string>): Promise<SentAnswer> {
      const before = { balance: kit.balance(), records: kit.records() };
      const res = await kit.send(body, headers);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      if (message !== undefined) expect(res.body).toEqual({ success: false, message });
      expect({ balance: kit.balance(), records: kit.records() }).toEqual(before);
      return res;
    },
    /** Sends and expects 200 with exactly this post-action balance. */
    async accepted(body: Record<string, unknown>, balance: number): Promise<void> {
      const res = await kit.send(body);
      expect({ status: res.status, raw: res.raw }).toEqual({ status: 200, raw: stringifyExact({ success: true, balance: new Decimal(balance) }) });
    },
  };
  return kit;
}
