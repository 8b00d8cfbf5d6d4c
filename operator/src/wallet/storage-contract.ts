import { Decimal, DomainError, sign, stringifyExact } from '@rgs/schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../options/check-options';
import { createWalletHandler } from './wallet-handler';
import type { Awaitable, WalletRecord, WalletStorage } from './wallet-storage';

/** A storage with the admin helpers the contract reads and seeds through (memory and Postgres both have them). */
export interface ContractStorage extends WalletStorage {
  getPlayer(customerId: string, userId: string): Awaitable<{ balance: Decimal } | undefined>;
  setBalance(customerId: string, userId: string, balance: string): Awaitable<unknown>;
  listTransactions(customerId: string, userId?: string): Awaitable<(WalletRecord & { userId: string })[]>;
}

/** How the contract asks for a fresh storage. */
export type ContractStorageFactory = (options: { autoCreatePlayers?: boolean; openingBalance?: string }) => Awaitable<ContractStorage>;

const SECRET = 'whsec_storage_contract_secret';
const NOW = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
let customerSeq = 0;

/**
 * The wallet handler's rules, run against one storage. Each test has its own customerId, so a
 * storage shared by a test file (one database) starts every test empty.
 */
export function describeStorageContract(name: string, makeStorage: ContractStorageFactory): void {
  describe(`the ${name} storage keeps the wallet handler's rules`, () => {
    let customer: string;
    let storage: ContractStorage;
    let handler: ReturnType<typeof createWalletHandler>;
    let txn = 0;

    const use = async (options: Parameters<ContractStorageFactory>[0] = {}) => {
      storage = await makeStorage(options);
      handler = createWalletHandler({ customerId: customer, webhookSecret: SECRET, storage, now: () => NOW });
    };
    beforeEach(async () => {
      customer = `cus_contract_${process.pid}_${++customerSeq}`;
      await use();
      await storage.setBalance(customer, 'alice', '100');
    });

    async function send(body: Record<string, unknown>) {
      const rawBody = stringifyExact({ customerId: customer, userId: 'alice', ...body });
      const res = await handler.handle({ headers: { 'x-service-signature': sign({ secret: SECRET, payload: rawBody, now: () => NOW }) }, rawBody });
      return { status: res.status, raw: res.body, body: JSON.parse(res.body) as Record<string, unknown> };
    }
    const money = (game: string, kind: 'bet' | 'win', amount: string, extra: Record<string, unknown> = {}) => ({
      event: `${game}_${kind}`,
      betId: 'rnd_1',
      transactionId: `txn_${++txn}`,
      roundClosed: kind === 'win',
      actions: [{ type: kind, amount: new Decimal(amount) }],
      ...extra,
    });
    const close = (game: string, extra: Record<string, unknown> = {}) => ({ event: `${game}_close`, betId: 'rnd_1', transactionId: `txn_${++txn}`, roundClosed: true, actions: [], ...extra });
    const balance = async (user = 'alice') => (await storage.getPlayer(customer, user))?.balance.toFixed();
    const records = async () =>
      (await storage.listTransactions(customer)).map((r) => ({ user: r.userId, txn: r.transactionId, bet: r.betId, game: r.gameKey, kind: r.kind, amount: r.amount.toFixed(), freeBet: r.freeBet, closed: r.roundClosed, at: r.at }));
    const record = (user: string, txnId: string, bet: string, game: string, kind: string, amount: string, closed = kind !== 'bet', freeBet = false) => ({ user, txn: txnId, bet, game, kind, amount, freeBet, closed, at: NOW });
    const accepted = async (body: Record<string, unknown>, expectedBalance: string) => {
      const res = await send(body);
      expect({ status: res.status, raw: res.raw }).toEqual({ status: 200, raw: `{"success":true,"balance":${expectedBalance}}` });
    };
    /** Sends a request that must be refused with `status`, and proves it changed nothing. */
    const refused = async (body: Record<string, unknown>, status: number) => {
      const before = { balance: await balance(), records: await records() };
      const res = await send(body);
      expect({ status: res.status, success: res.body.success }).toEqual({ status, success: false });
      expect({ balance: await balance(), records: await records() }).toEqual(before);
    };

    it('refuses options it would not honour, before it stores anything', async () => {
      const where = `create${name[0]!.toUpperCase()}${name.slice(1)}Storage`;
      const make = async (options: Record<string, unknown>) => makeStorage(options as never);
      await expect(make({ autoCreate: true })).rejects.toThrow(new RegExp(`^${where}: unknown option autoCreate; known options: `));
      await expect(make({ autoCreate: true })).rejects.toBeInstanceOf(InvalidOptionError);
      await expect(make({ autoCreatePlayers: 'yes' })).rejects.toThrow(`${where}: option autoCreatePlayers must be true or false`);
      await expect(make({ openingBalance: 100 })).rejects.toThrow(`${where}: option openingBalance must be a non-empty string`);
      await expect(make({ autoCreatePlayers: true, openingBalance: '-1' })).rejects.toBeInstanceOf(DomainError);
      await expect(make({ autoCreatePlayers: true, openingBalance: '0.12345678901' })).rejects.toBeInstanceOf(DomainError);
    });

    it('debits, then credits, keeping one exact record of each', async () => {
      await accepted(money('dice', 'bet', '1.00', { transactionId: 'txn_a' }), '99');
      await accepted(money('dice', 'win', '2.5', { transactionId: 'txn_b' }), '101.5');
      expect(await balance()).toBe('101.5');
      expect(await records()).toEqual([record('alice', 'txn_a', 'rnd_1', 'dice', 'bet', '1'), record('alice', 'txn_b', 'rnd_1', 'dice', 'win', '2.5')]);
    });

    it('refuses a replayed transactionId, also from another player of the customer', async () => {
      await storage.setBalance(customer, 'bob', '10');
      const bet = money('dice', 'bet', '1');
      await accepted(bet, '99');
      await refused(bet, 409);
      await refused({ ...bet, userId: 'bob', betId: 'rnd_bob' }, 409);
      expect(await balance('bob')).toBe('10');
    });

    it('refuses a second debit on an ordinary round, also under another game', async () => {
      await accepted(money('dice', 'bet', '1'), '99');
      await refused(money('dice', 'bet', '1'), 409);
      await refused(money('mines', 'bet', '1'), 409);
    });

    it('refuses a second credit, an orphan credit, a cross-game credit and a credit after a refused debit', async () => {
      await refused(money('dice', 'win', '2'), 400);
      await accepted(money('dice', 'bet', '1'), '99');
      await refused(money('mines', 'win', '2'), 400);
      await accepted(money('dice', 'win', '2'), '101');
      await refused(money('dice', 'win', '2'), 409);
      await refused(money('dice', 'bet', '1000', { betId: 'rnd_poor' }), 402);
      await refused(money('dice', 'win', '5', { betId: 'rnd_poor' }), 400);
    });

    it('closes a round without moving money; nothing is taken after the close', async () => {
      await refused(close('mines', { transactionId: 'txn_early' }), 400);
      await accepted(money('mines', 'bet', '2', { transactionId: 'txn_m' }), '98');
      await accepted(close('mines', { transactionId: 'txn_c' }), '98');
      await refused(money('mines', 'win', '5'), 409);
      await refused(close('mines'), 409);
      expect(await records()).toEqual([record('alice', 'txn_m', 'rnd_1', 'mines', 'bet', '2'), record('alice', 'txn_c', 'rnd_1', 'mines', 'close', '0')]);
    });

    it('an instant loss (a bet with roundClosed: true) ends the round', async () => {
      await accepted(money('dice', 'bet', '1', { roundClosed: true }), '99');
      await refused(money('dice', 'win', '2'), 409);
      await refused(close('dice'), 409);
    });

    it('blackjack takes several debits of one round, then one credit, then nothing', async () => {
      const bj = (kind: 'bet' | 'win', amount: string) => money('blackjack', kind, amount, { betId: 'rnd_bj' });
      await accepted(bj('bet', '10'), '90');
      await accepted(bj('bet', '10'), '80');
      await accepted(bj('bet', '5'), '75');
      await accepted(bj('win', '40'), '115');
      await refused(bj('bet', '10'), 409);
      await refused(bj('win', '40'), 409);
      expect((await records()).map((r) => `${r.kind} ${r.amount}`)).toEqual(['bet 10', 'bet 10', 'bet 5', 'win 40']);
    });

    it('keeps 10 decimal places exactly', async () => {
      await storage.setBalance(customer, 'alice', '12345678901234.1234567891');
      await accepted(money('dice', 'bet', '0.0000000001', { transactionId: 'txn_tiny' }), '12345678901234.123456789');
      await accepted(money('dice', 'win', '0.0000000002', { transactionId: 'txn_tiny_win' }), '12345678901234.1234567892');
      expect(await balance()).toBe('12345678901234.1234567892');
      expect((await records()).map((r) => r.amount)).toEqual(['0.0000000001', '0.0000000002']);
    });

    it('a free-bet placement moves nothing, even at a zero balance; its win is paid', async () => {
      await storage.setBalance(customer, 'alice', '0');
      const free = { freeBet: true, freeBetId: 'fb_1', freeBetsRemaining: 0 };
      await accepted(money('dice', 'bet', '0', { ...free, transactionId: 'txn_fb' }), '0');
      await accepted(money('dice', 'win', '1.98', { ...free, transactionId: 'txn_fbw' }), '1.98');
      expect(await records()).toEqual([record('alice', 'txn_fb', 'rnd_1', 'dice', 'bet', '0', false, true), record('alice', 'txn_fbw', 'rnd_1', 'dice', 'win', '1.98', true, true)]);
    });

    it('answers 404 for an unknown player and creates nothing', async () => {
      expect((await send({ event: 'balance_check', userId: 'nobody', actions: [] })).status).toBe(404);
      await refused(money('dice', 'bet', '1', { userId: 'nobody' }), 404);
      expect(await storage.getPlayer(customer, 'nobody')).toBeUndefined();
    });

    it('auto-creates an unknown player with the opening balance when allowed', async () => {
      await use({ autoCreatePlayers: true, openingBalance: '7.5' });
      expect((await send({ event: 'balance_check', userId: 'new', actions: [] })).raw).toBe('{"success":true,"balance":7.5}');
      await accepted(money('dice', 'bet', '2.5', { userId: 'other_new', transactionId: 'txn_new' }), '5');
      expect({ new: await balance('new'), other: await balance('other_new') }).toEqual({ new: '7.5', other: '5' });
      expect(await records()).toEqual([record('other_new', 'txn_new', 'rnd_1', 'dice', 'bet', '2.5')]);
    });

    it('50 concurrent debits of 3 on 100 accept exactly 33', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(money('dice', 'bet', '3', { betId: `rnd_c${i}` }))));
      expect(results.map((r) => r.status).sort()).toEqual([...Array(33).fill(200), ...Array(17).fill(402)]);
      expect(await balance()).toBe('1');
      expect(await records()).toHaveLength(33);
    });

    it('one transactionId sent for 20 players at once is accepted once; the others are refused as replays', async () => {
      const users = Array.from({ length: 20 }, (_, i) => `player_${i}`);
      for (const user of users) await storage.setBalance(customer, user, '10');
      const results = await Promise.all(users.map((user) => send({ ...money('dice', 'bet', '1', { betId: `rnd_${user}`, transactionId: 'txn_shared' }), userId: user })));
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect((await storage.listTransactions(customer)).map((r) => r.transactionId)).toEqual(['txn_shared']);
    });

    it('20 concurrent credits of one round: exactly one is paid', async () => {
      await accepted(money('dice', 'bet', '1'), '99');
      const results = await Promise.all(Array.from({ length: 20 }, () => send(money('dice', 'win', '2'))));
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect(await balance()).toBe('101');
    });
  });
}
