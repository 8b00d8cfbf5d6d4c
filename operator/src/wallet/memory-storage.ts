import { Decimal, parseMoney } from '@rgs/schema';
import { checkOptions, rule } from '../options/check-options';
import type { PlayerUnit, WalletRecord, WalletStorage } from './wallet-storage';

interface PlayerState {
  balance: Decimal;
  /** Every record, in order (the admin listing). */
  readonly records: WalletRecord[];
  /** The same records by round: each webhook reads its round's, and a scan of all would grow with every bet. */
  readonly rounds: Map<string, WalletRecord[]>;
}

const newPlayer = (balance: Decimal): PlayerState => ({ balance, records: [], rounds: new Map() });

/** Options of {@link createMemoryStorage}. */
export interface MemoryStorageOptions {
  /** Create unknown players on first contact with `openingBalance`. Default false. */
  readonly autoCreatePlayers?: boolean;
  readonly openingBalance?: string;
}

/** The in-memory storage, with admin helpers for demos and tests. */
export interface MemoryStorage extends WalletStorage {
  getPlayer(customerId: string, userId: string): { balance: Decimal } | undefined;
  setBalance(customerId: string, userId: string, balance: string | Decimal): void;
  deposit(customerId: string, userId: string, amount: string | Decimal): Decimal;
  listPlayers(customerId: string): { userId: string; balance: Decimal }[];
  listTransactions(customerId: string, userId?: string): (WalletRecord & { userId: string })[];
}

const key = (customerId: string, userId: string) => `${customerId}\u0000${userId}`;

/**
 * Balances and records in memory. Units run one at a time per customer (a promise-chain mutex), not
 * per player: a transactionId is unique across a customer's players, and the handler's check and
 * record of it span awaits, so two players' units must not interleave there either.
 */
export function createMemoryStorage(options: MemoryStorageOptions = {}): MemoryStorage {
  // The same options as the Postgres storage, refused the same way: a typo must not start a wallet
  // that quietly refuses every new player.
  checkOptions('createMemoryStorage', options, { autoCreatePlayers: { rule: rule.boolean }, openingBalance: { rule: rule.text } });
  const players = new Map<string, PlayerState>();
  const transactionIds = new Map<string, Set<string>>();
  const queues = new Map<string, Promise<unknown>>();
  const opening = parseMoney(options.openingBalance ?? '0', { field: 'openingBalance' });

  const txIds = (customerId: string) => {
    let set = transactionIds.get(customerId);
    if (!set) transactionIds.set(customerId, (set = new Set()));
    return set;
  };

  const unitFor = (customerId: string, userId: string): PlayerUnit => {
    const k = key(customerId, userId);
    return {
      get balance() {
        return players.get(k)?.balance;
      },
      createIfAllowed() {
        if (players.has(k)) return true;
        if (!options.autoCreatePlayers) return false;
        players.set(k, newPlayer(opening));
        return true;
      },
      setBalance(balance) {
        const state = players.get(k);
        if (!state) throw new Error('setBalance on an unknown player');
        state.balance = balance;
      },
      hasTransaction: (transactionId) => txIds(customerId).has(transactionId),
      roundRecords: (betId) => players.get(k)?.rounds.get(betId) ?? [],
      record(record) {
        const state = players.get(k);
        if (!state) throw new Error('record on an unknown player');
        state.records.push(record);
        const round = state.rounds.get(record.betId);
        if (round) round.push(record);
        else state.rounds.set(record.betId, [record]);
        txIds(customerId).add(record.transactionId);
      },
    };
  };

  return {
    async withPlayer(customerId, userId, work) {
      const k = customerId;
      const previous = queues.get(k) ?? Promise.resolve();
      const run = previous.then(() => work(unitFor(customerId, userId)));
      const settled = run.catch(() => undefined);
      queues.set(k, settled);
      void settled.then(() => {
        if (queues.get(k) === settled) queues.delete(k);
      });
      return run;
    },
    getPlayer(customerId, userId) {
      const state = players.get(key(customerId, userId));
      return state ? { balance: state.balance } : undefined;
    },
    setBalance(customerId, userId, balance) {
      const value = typeof balance === 'string' ? parseMoney(balance) : balance;
      const state = players.get(key(customerId, userId));
      if (state) state.balance = value;
      else players.set(key(customerId, userId), newPlayer(value));
    },
    deposit(customerId, userId, amount) {
      const value = typeof amount === 'string' ? parseMoney(amount) : amount;
      if (value.isNegative()) throw new RangeError('a deposit must not be negative');
      const k = key(customerId, userId);
      const state = players.get(k) ?? newPlayer(opening);
      state.balance = state.balance.plus(value);
      players.set(k, state);
      return state.balance;
    },
    listPlayers(customerId) {
      const prefix = `${customerId}\u0000`;
      return [...players.entries()]
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, s]) => ({ userId: k.slice(prefix.length), balance: s.balance }));
    },
    listTransactions(customerId, userId) {
      const prefix = `${customerId}\u0000`;
      return [...players.entries()]
        .filter(([k]) => k.startsWith(prefix) && (userId === undefined || k === key(customerId, userId)))
        .flatMap(([k, s]) => s.records.map((r) => ({ ...r, userId: k.slice(prefix.length) })));
    },
  };
}
