import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { constantTimeEqual, pickValidTheme, type Theme } from '@rgs/schema';
import type { Clock } from '../common/clock';
import { newId } from '../common/ids';
import type { SealedBox } from '../common/sealed-box';
import type { Database } from '../db';
import { checkWebhookUrl } from '@rgs/schema/webhook-transport';
import type { Account, AccountOptIns } from './account';
import { AccountInputError, AccountNotFoundError, UnauthorizedError } from './account-errors';
import {
  findCustomerByClientId,
  findCustomerById,
  insertCustomer,
  updateCustomerSecret,
  type CustomerRow,
} from './account-store';

/** The contract's webhook configuration cache: five minutes. */
export const ACCOUNT_CACHE_TTL_MS = 5 * 60 * 1000;

/** Input of {@link AccountService.create}. */
export interface CreateAccountInput {
  readonly clientId: string;
  readonly webhookUrl: string;
  /** Defaults to a new random secret. */
  readonly secret?: string;
  readonly optIns?: Partial<AccountOptIns>;
  readonly balanceInMutationResponse?: boolean;
  readonly theme?: Partial<Theme>;
  readonly logoUrl?: string;
  readonly cardLogoUrl?: string;
}

/** Operator accounts: creation, secret rotation, cached lookup and operator authentication. */
export interface AccountService {
  /** Creates an account; returns it with its secret (shown once). */
  create(input: CreateAccountInput): Promise<Account & { secret: string }>;
  /** Replaces the secret; the old one stops working at once in this process. */
  rotateSecret(clientId: string): Promise<Account & { secret: string }>;
  /** The account by client id (cached for five minutes), or undefined. */
  findByClientId(clientId: string): Promise<Account | undefined>;
  /** The account by customer id (cached for five minutes), or undefined. */
  findByCustomerId(customerId: string): Promise<Account | undefined>;
  /**
   * The account whose secret equals `presentedSecret`. Throws `UnauthorizedError` for an unknown
   * client, an unprovisioned secret, or a wrong or empty one. Every client id costs the same work
   * (one lookup, one sealed secret opened, one constant-time compare), so the time taken does not
   * tell which client ids exist.
   */
  authenticate(clientId: string, presentedSecret: string | null | undefined): Promise<Account>;
  /** Forgets cached accounts (all, or one client's). */
  invalidate(clientId?: string): void;
}

/** Dependencies of the account service. */
export interface AccountServiceDeps {
  readonly db: Database;
  readonly secrets: SealedBox;
  readonly clock: Clock;
  /** `host:port` pairs allowed plain HTTP on private addresses (development and tests). */
  readonly webhookAllowPrivate: readonly string[];
  readonly cacheTtlMs?: number;
  /** The secret comparison; constant-time over digests by default (tests count its calls). */
  readonly secretsEqual?: (expected: string, presented: string) => boolean;
}

const MIN_SECRET_LENGTH = 16;

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** True for a well-formed client id: 1 to 128 letters, digits or `. _ : -`. */
export function isClientId(value: string): boolean {
  return CLIENT_ID.test(value);
}

/**
 * Compares two secrets in constant time. Both are hashed first, so the comparison runs over equal
 * lengths and reveals nothing about the length of the expected secret either.
 */
export function secretsMatch(expected: string, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  return constantTimeEqual(digest(expected), digest(presented));
}

/** Builds the account service. */
export function createAccountService(deps: AccountServiceDeps): AccountService {
  const ttl = deps.cacheTtlMs ?? ACCOUNT_CACHE_TTL_MS;
  const secretsEqual = deps.secretsEqual ?? secretsMatch;
  // Opened in place of a real secret when there is none, so an unknown client costs the same work.
  const dummySealed = deps.secrets.seal(generateSecret(), DUMMY_CONTEXT);
  // One cache keyed by both ids; a rotation deletes both keys. Misses (unknown ids) are not cached,
  // so an account created in another process is found immediately.
  // ttlResolution 0: ask the injected clock every time instead of caching "now" for a millisecond of real time.
  const cache = new LRUCache<string, Account>({ max: 10_000, ttl, ttlResolution: 0, perf: { now: () => deps.clock.now() } });

  const toAccount = (row: CustomerRow, openedSecret?: Buffer): Account => {
    const opened = openedSecret ?? (row.secretSealed ? deps.secrets.open(row.secretSealed, row.id) : undefined);
    return {
      customerId: row.id,
      clientId: row.clientId,
      webhookUrl: row.webhookUrl,
      secret: opened ? opened.toString('utf8') : null,
      theme: pickValidTheme(row.theme),
      logoUrl: row.logoUrl,
      cardLogoUrl: row.cardLogoUrl,
      optIns: { roundClose: row.optInRoundClose, playerCurrency: row.optInPlayerCurrency, usdRate: row.optInUsdRate },
      balanceInMutationResponse: row.balanceInMutationResponse,
    };
  };

  const remember = (account: Account): Account => {
    cache.set(`client:${account.clientId}`, account);
    cache.set(`customer:${account.customerId}`, account);
    return account;
  };

  const forget = (clientId: string): void => {
    const cached = cache.get(`client:${clientId}`);
    cache.delete(`client:${clientId}`);
    if (cached) cache.delete(`customer:${cached.customerId}`);
  };

  const service: AccountService = {
    async create(input) {
      const clientId = input.clientId.trim();
      if (!isClientId(clientId)) {
        throw new AccountInputError('client id must be 1 to 128 letters, digits or . _ : -');
      }
      const urlCheck = checkWebhookUrl(input.webhookUrl, deps.webhookAllowPrivate);
      if (!urlCheck.ok) throw new AccountInputError(`webhook URL refused: ${urlCheck.message}`);
      const secret = input.secret ?? generateSecret();
      if (secret.length < MIN_SECRET_LENGTH) throw new AccountInputError(`secret must be at least ${MIN_SECRET_LENGTH} characters`);
      if (await findCustomerByClientId(deps.db, clientId)) throw new AccountInputError(`client id ${clientId} already exists`);
      const customerId = newId('cus');
      const row = await insertCustomer(deps.db, {
        id: customerId,
        clientId,
        webhookUrl: urlCheck.url.toString(),
        secretSealed: deps.secrets.seal(secret, customerId),
        theme: pickValidTheme(input.theme) as Record<string, string>,
        logoUrl: input.logoUrl ?? null,
        cardLogoUrl: input.cardLogoUrl ?? null,
        optInRoundClose: input.optIns?.roundClose ?? false,
        optInPlayerCurrency: input.optIns?.playerCurrency ?? false,
        optInUsdRate: input.optIns?.usdRate ?? false,
        balanceInMutationResponse: input.balanceInMutationResponse ?? true,
      });
      return { ...remember(toAccount(row)), secret };
    },

    async rotateSecret(clientId) {
      const existing = await findCustomerByClientId(deps.db, clientId);
      if (!existing) throw new AccountNotFoundError(clientId);
      const secret = generateSecret();
      const row = await updateCustomerSecret(deps.db, clientId, deps.secrets.seal(secret, existing.id), new Date(deps.clock.now()));
      if (!row) throw new AccountNotFoundError(clientId);
      forget(clientId);
      return { ...remember(toAccount(row)), secret };
    },

    async findByClientId(clientId) {
      const cached = cache.get(`client:${clientId}`);
      if (cached) return cached;
      const row = await findCustomerByClientId(deps.db, clientId);
      return row ? remember(toAccount(row)) : undefined;
    },

    async findByCustomerId(customerId) {
      const cached = cache.get(`customer:${customerId}`);
      if (cached) return cached;
      const row = await findCustomerById(deps.db, customerId);
      return row ? remember(toAccount(row)) : undefined;
    },

    async authenticate(clientId, presentedSecret) {
      // A malformed id can exist nowhere; saying so early reveals nothing about which ids exist.
      if (!presentedSecret || !isClientId(clientId)) throw new UnauthorizedError();
      // Always read the row, never the cache: a cached known client would answer faster than an
      // unknown one (which is never cached), and a rotation elsewhere takes effect at once here.
      const row = await findCustomerByClientId(deps.db, clientId);
      const sealed = row?.secretSealed ? { value: row.secretSealed, context: row.id } : { value: dummySealed, context: DUMMY_CONTEXT };
      const opened = deps.secrets.open(sealed.value, sealed.context);
      const matches = secretsEqual(opened ? opened.toString('utf8') : '', presentedSecret);
      if (!row?.secretSealed || !opened || !matches) throw new UnauthorizedError();
      return remember(toAccount(row, opened));
    },

    invalidate(clientId) {
      if (clientId === undefined) cache.clear();
      else forget(clientId);
    },
  };
  return service;
}

const DUMMY_CONTEXT = 'no-such-customer';

/** A new webhook secret: 32 random bytes, base64url, with a recognisable prefix. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
