import type { Decimal } from '@rgs/schema';

/** One accepted wallet movement (or round close), as the wallet keeps it for idempotency. */
export interface WalletRecord {
  readonly transactionId: string;
  readonly betId: string;
  readonly gameKey: string;
  readonly kind: 'bet' | 'win' | 'close';
  readonly amount: Decimal;
  readonly freeBet: boolean;
  /** True when this event made the round final (a close, a credit, or a bet sent with roundClosed: true). */
  readonly roundClosed: boolean;
  readonly at: number;
}

/** A value now, or once a storage's query answers. */
export type Awaitable<T> = T | Promise<T>;

/**
 * A player's view inside one atomic unit of work. Methods may answer at once (memory) or after a
 * query (a database); the handler awaits each, in order, inside the unit.
 */
export interface PlayerUnit {
  /** The player's balance, or undefined when the wallet does not know the player. */
  readonly balance: Decimal | undefined;
  /** Creates the player (auto-creating storages) or returns false. */
  createIfAllowed(): Awaitable<boolean>;
  setBalance(balance: Decimal): Awaitable<void>;
  /** True when the customer already accepted this transactionId (for any player). */
  hasTransaction(transactionId: string): Awaitable<boolean>;
  /** The player's records of one round (`betId`), in order. */
  roundRecords(betId: string): Awaitable<readonly WalletRecord[]>;
  record(record: WalletRecord): Awaitable<void>;
}

/**
 * Where a wallet keeps balances and records. `withPlayer` must run `work` atomically for one
 * (customer, user): no other unit for the same player may interleave (a database would use a
 * transaction holding the player's row lock).
 */
export interface WalletStorage {
  withPlayer<T>(customerId: string, userId: string, work: (unit: PlayerUnit) => T | Promise<T>): Promise<T>;
}
