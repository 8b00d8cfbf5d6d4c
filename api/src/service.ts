import type { Game } from '@rgs/game-kit';
import type { Hono } from 'hono';
import { createAccountService, type AccountService } from './accounts';
import { systemClock, type Clock } from './common/clock';
import { deriveKey } from './common/keys';
import { SealedBox } from './common/sealed-box';
import { createCurrencyRates } from './currencies';
import type { Database } from './db';
import { FairnessSealing, createFairnessService } from './fairness';
import { createFreeBetQueries } from './freebets';
import { createFreeBetIssuer } from './freebets/free-bet-issuer';
import { createPreferencesService } from './preferences';
import { createPlayApi, createSessionRateLimiter, DEFAULT_PLAY_RATE_LIMITS, type PlayRateLimitSettings } from './graphql';
import { createApp } from './http/app';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rate-limits';
import {
  BalanceHints,
  GameRegistry,
  createRoundEngine,
  createRoundQueries,
  expireIdleRounds,
  recoverPendingRounds,
  type RoundEngine,
} from './rounds';
import { PlayerTokens, createSessionService, type SessionService } from './sessions';
import { createOutbox, type Outbox, type OutboxTiming } from './wallet/outbox';
import { createWebhookTransport, type WebhookTransport, type WebhookTransportOptions } from '@rgs/schema/webhook-transport';
import { createWalletClient } from './wallet/wallet-client';
import { createRunLock, createWebhookTesterService } from './webhook-tester';

/** Everything the service needs from outside. */
export interface ServiceOptions {
  readonly db: Database;
  /** TOKEN_KEY: player tokens and secrets at rest each get a key derived from it. */
  readonly tokenKey: Buffer;
  readonly playUrl: string;
  readonly webhookAllowPrivate: readonly string[];
  readonly clock?: Clock;
  readonly transport?: WebhookTransport;
  readonly transportOptions?: Omit<WebhookTransportOptions, 'allowPrivate'>;
  readonly outboxTiming?: Partial<OutboxTiming>;
  /** Operator-endpoint limits; what is left out keeps its default. */
  readonly rateLimits?: Partial<RateLimitSettings>;
  /** Several processes: count session and free-bet floods in the database too (failed authentications always are). */
  readonly sharedRateLimits?: boolean;
  /** After how long a pending round counts as abandoned by a dead process. */
  readonly pendingStaleAfterMs?: number;
  readonly recoveryPollMs?: number;
  /** How long an open round may wait for its player's next move (default: the seam's 24 hours). */
  readonly openRoundTimeoutMs?: number;
  readonly graphiql?: boolean;
  /** Production hardening of the play API: no introspection, no field suggestions, CORS only for the play origin and `corsOrigins`. */
  readonly production?: boolean;
  /** Browser origins admitted in production besides the play origin (operators mounting games with the SDK). */
  readonly corsOrigins?: readonly string[];
  /** Per-session play-API request limits; counted in the database with `sharedRateLimits`. */
  readonly playRateLimits?: Partial<PlayRateLimitSettings>;
  readonly onError?: (error: unknown) => void;
  /** The games to play (default: every installed game folder); tests add fixture games here. */
  readonly games?: readonly Game[];
}

/** The wired service. */
export interface Service {
  readonly app: Hono;
  /** The play API's Yoga server, also usable as a Node request listener (the hot path). */
  readonly playApi: ReturnType<typeof createPlayApi>;
  readonly accounts: AccountService;
  readonly sessions: SessionService;
  readonly engine: RoundEngine;
  readonly outbox: Outbox;
  /** Runs one pass of the abandoned-round recovery. */
  recoverPendingRounds(): Promise<number>;
  /** Runs one pass of the expiry sweep: open rounds left without a move past the timeout are settled. */
  expireIdleRounds(): Promise<number>;
  /** Starts the outbox worker and the recovery loop. */
  startWorkers(): void;
  /** Stops the workers and closes the webhook connections. */
  stop(): Promise<void>;
}

/** The composition root: config → services → HTTP. Nothing here does I/O until a request or a worker runs. */
export function createService(options: ServiceOptions): Service {
  const clock = options.clock ?? systemClock;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const { db } = options;
  const transport =
    options.transport ?? createWebhookTransport({ ...options.transportOptions, allowPrivate: options.webhookAllowPrivate });
  const wallet = createWalletClient({ transport, clock });
  // One key for everything sealed at rest: operator secrets, unrevealed server seeds, hidden outcomes.
  const secretsAtRest = new SealedBox(deriveKey(options.tokenKey, 'secret-at-rest'));
  const sealing = new FairnessSealing(secretsAtRest);
  const accounts = createAccountService({
    db,
    clock,
    secrets: secretsAtRest,
    webhookAllowPrivate: options.webhookAllowPrivate,
  });
  const rates = createCurrencyRates({ db, clock });
  const tokens = new PlayerTokens(deriveKey(options.tokenKey, 'player-token'), clock);
  const sessions = createSessionService({ db, accounts, rates, wallet, tokens, clock, playUrl: options.playUrl });
  const outbox = createOutbox({
    db,
    wallet,
    clock,
    timing: options.outboxTiming,
    targetOf: (customerId) => accounts.findByCustomerId(customerId),
    onError,
  });
  const games = new GameRegistry(options.games);
  const fairness = createFairnessService({ db, clock, sealing });
  const engine = createRoundEngine({
    db,
    wallet,
    outbox,
    rates,
    fairness,
    sealing,
    games,
    hints: new BalanceHints(),
    clock,
    outboxTiming: options.outboxTiming,
  });
  const limits = createRateLimits({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, { db, shared: options.sharedRateLimits ?? false });
  // The tester's probes travel exactly as live webhooks do: the same transport and allow-list.
  const webhookTester = createWebhookTesterService({
    accounts,
    limits,
    lock: createRunLock({ keyPrefix: 'webhook_test', db: options.sharedRateLimits ? db : undefined }),
    transport,
    allowPrivate: options.webhookAllowPrivate,
    clock,
    onError,
  });
  const playApi = createPlayApi(
    {
      sessions,
      engine,
      queries: createRoundQueries(db, sealing),
      fairness,
      games,
      rates,
      freeBets: createFreeBetQueries({ db, clock }),
      preferences: createPreferencesService({ db, clock }),
      webhookTester,
    },
    {
      graphiql: options.graphiql,
      production: options.production,
      corsOrigins: [new URL(options.playUrl).origin, ...(options.corsOrigins ?? [])],
      rateLimiter: createSessionRateLimiter({ ...DEFAULT_PLAY_RATE_LIMITS, ...options.playRateLimits }, options.sharedRateLimits ? db : undefined),
    },
  );
  const freeBets = createFreeBetIssuer({ db, clock, rates });
  const app = createApp({ accounts, sessions, freeBets, limits, playApi, onError }) as unknown as Hono;

  const recovery = () =>
    recoverPendingRounds({
      db,
      wallet,
      outbox,
      accounts,
      rates,
      clock,
      outboxTiming: options.outboxTiming,
      staleAfterMs: options.pendingStaleAfterMs,
      onError,
    });
  const expiry = () =>
    expireIdleRounds({ db, outbox, accounts, games, sealing, rates, clock, outboxTiming: options.outboxTiming, timeoutMs: options.openRoundTimeoutMs, onError });
  let recoveryTimer: NodeJS.Timeout | undefined;
  let recoveryRun: Promise<unknown> = Promise.resolve();

  return {
    app,
    playApi,
    accounts,
    sessions,
    engine,
    outbox,
    recoverPendingRounds: recovery,
    expireIdleRounds: expiry,
    startWorkers() {
      outbox.start();
      if (recoveryTimer) return;
      // One pass at a time: the next is scheduled when the last has finished, never on top of it.
      const pass = () => {
        // The sweep of idle open rounds rides the same loop: both are rare, cheap when there is nothing to do.
        recoveryRun = Promise.all([recovery().catch(onError), expiry().catch(onError)])
          .finally(() => {
            if (recoveryTimer) recoveryTimer = setTimeout(pass, options.recoveryPollMs ?? 10_000);
          });
      };
      recoveryTimer = setTimeout(pass, options.recoveryPollMs ?? 10_000);
    },
    async stop() {
      if (recoveryTimer) clearTimeout(recoveryTimer);
      recoveryTimer = undefined;
      await outbox.stop();
      await recoveryRun;
      await transport.close();
    },
  };
}
