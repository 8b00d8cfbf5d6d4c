import { LRUCache } from 'lru-cache';
import {
  Decimal,
  MONEY_DECIMALS,
  pickValidTheme,
  resolveLanguage,
  resolveTheme,
  sessionRequestSchema,
  type SessionRequest,
  type SessionResponse,
} from '@rgs/schema';
import type { Account, AccountService } from '../accounts';
import type { Clock } from '../common/clock';
import { newId } from '../common/ids';
import { parseOrThrow, ValidationError } from '../common/validation';
import type { CurrencyRates } from '../currencies';
import type { Database } from '../db';
import type { CurrencyMode } from '../db/schema';
import type { WalletClient } from '../wallet/wallet-client';
import { buildBalanceCheck, serializeWebhook } from '../wallet/webhook-payload';
import { buildGameUrl } from './game-url';
import { toPlayerSession, type PlayerSession } from './player-session';
import { PLAYER_TOKEN_TTL_MS, type PlayerTokens } from './player-token';
import { UnauthenticatedError, UnsupportedCurrencyError, UserNotRecognizedError } from './session-errors';
import { findSession, insertSession } from './session-store';

/** A request to `POST /session` from an operator already authenticated by its secret. */
export interface CreateSessionInput {
  readonly account: Account;
  /** The raw (losslessly parsed) body. */
  readonly body: unknown;
}

/** A player resolved from a token: the session and its operator account. */
export interface PlayerContext {
  readonly session: PlayerSession;
  readonly account: Account;
}

/** Sessions: creation (the contract's `POST /session`) and resolution of player tokens. */
export interface SessionService {
  /**
   * Creates a session for an authenticated operator: fields are validated (400), then the operator's
   * wallet must report a valid balance (400 `User not recognized by operator.`); only then is
   * anything stored.
   */
  create(input: CreateSessionInput): Promise<SessionResponse & { session: PlayerSession }>;
  /** The player behind a `Bearer` token; throws `UnauthenticatedError` (missing, expired, rejected). */
  resolve(authorization: string | null | undefined): Promise<PlayerContext>;
}

/** Dependencies of the session service. */
export interface SessionServiceDeps {
  readonly db: Database;
  readonly accounts: AccountService;
  readonly rates: CurrencyRates;
  readonly wallet: WalletClient;
  readonly tokens: PlayerTokens;
  readonly clock: Clock;
  readonly playUrl: string;
  readonly tokenTtlMs?: number;
}

/** Builds the session service. */
export function createSessionService(deps: SessionServiceDeps): SessionService {
  const ttl = deps.tokenTtlMs ?? PLAYER_TOKEN_TTL_MS;
  // Sessions never change after creation, so any process may keep them for their whole life.
  const cache = new LRUCache<string, PlayerSession>({ max: 50_000 });

  const resolveCurrency = async (currency: SessionRequest['currency']) => {
    if (!currency) {
      return { mode: 'none' as CurrencyMode, wire: 'USD', display: null, prefix: null, rate: null };
    }
    if (currency.rate !== undefined) {
      // Legacy display conversion: the wire stays USD and the operator's own rate only converts what is shown.
      return { mode: 'display' as CurrencyMode, wire: 'USD', display: currency.code, prefix: currency.prefix ?? null, rate: currency.rate };
    }
    const usdRate = await deps.rates.usdRate(currency.code);
    if (!usdRate) throw new UnsupportedCurrencyError(currency.code);
    const rate = new Decimal(1).dividedBy(usdRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
    return { mode: 'wallet' as CurrencyMode, wire: currency.code, display: currency.code, prefix: null, rate };
  };

  return {
    async create(input) {
      const { account, body } = input;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError('The body must be a JSON object');
      const request = parseOrThrow(sessionRequestSchema, body, 'session request');
      if (request.clientId !== account.clientId) throw new ValidationError('Invalid client id');
      const currency = await resolveCurrency(request.currency);
      const now = deps.clock.now();
      const session: PlayerSession = {
        id: newId('ses'),
        customerId: account.customerId,
        userId: request.userId,
        operatorToken: request.operatorToken ?? null,
        currencyMode: currency.mode,
        hasCurrency: currency.mode !== 'none',
        wireCurrency: currency.wire,
        displayCurrency: currency.display,
        displayPrefix: currency.prefix,
        displayRate: currency.rate,
        language: resolveLanguage(request.language),
        theme: resolveTheme(pickValidTheme(request.theme), account.theme),
        logoUrl: request.logoUrl ?? account.logoUrl,
        cardLogoUrl: request.cardLogoUrl ?? account.cardLogoUrl ?? request.logoUrl ?? account.logoUrl,
        showBalance: request.showBalance ?? false,
        showRules: request.showRules ?? false,
        userName: request.userName ?? null,
        expiresAt: new Date(now + ttl),
      };

      let balance: Decimal;
      try {
        balance = await deps.wallet.checkBalance(account, serializeWebhook(buildBalanceCheck(session)));
      } catch (error) {
        throw new UserNotRecognizedError(error instanceof Error ? error.message : 'balance check failed');
      }

      await insertSession(deps.db, {
        id: session.id,
        customerId: session.customerId,
        userId: session.userId,
        currencyMode: session.currencyMode,
        wireCurrency: session.wireCurrency,
        displayCurrency: session.displayCurrency,
        displayPrefix: session.displayPrefix,
        displayRate: session.displayRate?.toFixed() ?? null,
        language: session.language,
        theme: { ...session.theme },
        logoUrl: session.logoUrl,
        cardLogoUrl: session.cardLogoUrl,
        operatorToken: session.operatorToken,
        showBalance: session.showBalance,
        showRules: session.showRules,
        userName: session.userName,
        createdAt: new Date(now),
        expiresAt: session.expiresAt,
      });
      cache.set(session.id, session);

      const token = deps.tokens.issue({
        sessionId: session.id,
        customerId: session.customerId,
        userId: session.userId,
        expiresAt: session.expiresAt.getTime(),
      });
      return {
        token,
        gameUrl: buildGameUrl(deps.playUrl, token, session),
        sessionUser: {
          sessionId: session.id,
          userId: session.userId,
          userName: session.userName,
          currency: session.displayCurrency ?? session.wireCurrency,
          wireCurrency: session.wireCurrency,
          language: session.language,
          balance: balance.toFixed(),
          expiresAt: session.expiresAt.toISOString(),
        },
        session,
      };
    },

    async resolve(authorization) {
      const check = deps.tokens.check(authorization);
      if (!check.ok) throw new UnauthenticatedError(check.reason);
      const { claims } = check;
      let session = cache.get(claims.sessionId);
      if (!session) {
        const row = await findSession(deps.db, claims.sessionId);
        if (!row) throw new UnauthenticatedError('rejected');
        session = toPlayerSession(row);
        cache.set(session.id, session);
      }
      // The token is sealed by us, but check its scope against the stored session all the same.
      if (session.customerId !== claims.customerId || session.userId !== claims.userId) throw new UnauthenticatedError('rejected');
      const account = await deps.accounts.findByCustomerId(session.customerId);
      if (!account) throw new UnauthenticatedError('rejected');
      return { session, account };
    },
  };
}
