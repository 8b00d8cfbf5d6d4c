import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTokenKey } from './common/keys';
import type { PlayRateLimitSettings } from './graphql';
import type { OutboxTiming } from './wallet/outbox';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const ms = z.coerce.number().int().min(1).max(24 * 3600 * 1000);
const list = z
  .string()
  .optional()
  .transform((text) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean));
// A browser origin is scheme, host and port only; anything more (a path, a slash) would never match one.
const origins = list.pipe(
  z.array(
    z.string().refine((text) => URL.canParse(text) && new URL(text).origin === text, {
      message: 'each entry must be an origin such as https://casino.example (scheme, host, optional port; no path)',
    }),
  ),
);
const perSecond = z.coerce.number().int().min(1).max(1_000_000);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: port(4000),
  PLAY_URL: z.url().default('http://localhost:4001'),
  TOKEN_KEY: z.string().optional(),
  WEBHOOK_ALLOW_PRIVATE: list,
  /**
   * Extra browser origins allowed to call the play API in production, besides PLAY_URL's origin: the
   * pages of operators that mount games with the client SDK (their requests come from their own origin).
   */
  CORS_ORIGINS: origins,
  /** Play-API requests per player session: sustained per second, and the burst allowed above it per 10 s. */
  PLAY_RATE_LIMIT_PER_SECOND: perSecond.optional(),
  PLAY_RATE_LIMIT_BURST: z.coerce.number().int().min(0).max(10_000_000).optional(),
  /** API processes to run behind the shared port (the load-balanced shape on one machine). Default: see `sizing`. */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  /** Postgres connections per API process. Default: see `sizing`. */
  DATABASE_POOL: z.coerce.number().int().min(1).max(200).optional(),
  /** Operational tuning of the money path's background work (defaults suit production). */
  OUTBOX_RETRY_BASE_MS: ms.optional(),
  OUTBOX_RETRY_MAX_MS: ms.optional(),
  OUTBOX_LEASE_MS: ms.optional(),
  OUTBOX_POLL_MS: ms.optional(),
  PENDING_STALE_MS: ms.optional(),
  RECOVERY_POLL_MS: ms.optional(),
});

/** The service's configuration, parsed from the environment once at start. */
export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly database: { kind: 'postgres'; url: string; pool: number } | { kind: 'pglite'; dataDir: string };
  readonly dataDir: string;
  readonly host: string;
  readonly port: number;
  readonly playUrl: string;
  readonly tokenKey: Buffer;
  readonly webhookAllowPrivate: readonly string[];
  /** Browser origins the play API admits in production beyond the play origin. */
  readonly corsOrigins: readonly string[];
  readonly playRateLimits: Partial<PlayRateLimitSettings>;
  readonly processes: number;
  readonly outboxTiming: Partial<OutboxTiming>;
  readonly pendingStaleAfterMs?: number;
  readonly recoveryPollMs?: number;
}

/**
 * Reads the environment. Unset `DATABASE_URL` means PGlite under the data directory. Without
 * `TOKEN_KEY`, development generates a key once into the data directory (so tokens and sealed
 * secrets survive restarts); production refuses to start.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores: number = availableParallelism()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  // npm sets INIT_CWD to where the command was typed, so `.data/` lands at the repo root for every script.
  const dataDir = resolve(e.DATA_DIR ?? join(env.INIT_CWD ?? process.cwd(), '.data'));
  return {
    env: e.NODE_ENV,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, pool: e.DATABASE_POOL ?? defaultSizing(cores).pool }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    host: e.API_HOST,
    port: e.API_PORT,
    playUrl: e.PLAY_URL.replace(/\/+$/, ''),
    tokenKey: resolveTokenKey(e.TOKEN_KEY, e.NODE_ENV, dataDir),
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    corsOrigins: e.CORS_ORIGINS,
    playRateLimits: dropUndefined({
      ...(e.PLAY_RATE_LIMIT_PER_SECOND === undefined ? {} : { requests: e.PLAY_RATE_LIMIT_PER_SECOND, windowSeconds: 1 }),
      burst: e.PLAY_RATE_LIMIT_BURST,
    }),
    // The embedded database serves one process; several are for Postgres only (main.ts refuses them).
    processes: e.API_PROCESSES ?? (e.DATABASE_URL ? defaultSizing(cores).processes : 1),
    outboxTiming: dropUndefined({
      baseDelayMs: e.OUTBOX_RETRY_BASE_MS,
      maxDelayMs: e.OUTBOX_RETRY_MAX_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
      pollMs: e.OUTBOX_POLL_MS,
    }),
    pendingStaleAfterMs: e.PENDING_STALE_MS,
    recoveryPollMs: e.RECOVERY_POLL_MS,
  };
}

/**
 * The default shape on a machine of `cores` cores (docs/decisions/0031): one API process per two
 * cores, since a process's own work and the kernel's network work for it fill about two; and 8
 * Postgres connections per process, about 4 per core of a Postgres on a machine like this one. A
 * statement that commits waits for its WAL flush, and postgres.js pipelines the next statements of
 * that connection behind it, so a pool of only one connection per core left Postgres's cores idle
 * during flushes (measured: 5-10 % fewer bets/s and a higher p99 at 32 players with 2 than with 8).
 */
export function defaultSizing(cores: number): { readonly processes: number; readonly pool: number } {
  return { processes: Math.max(1, Math.floor(cores / 2)), pool: CONNECTIONS_PER_PROCESS };
}

const CONNECTIONS_PER_PROCESS = 8;

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function resolveTokenKey(text: string | undefined, env: string, dataDir: string): Buffer {
  if (text) return parseTokenKey(text);
  if (env === 'production') throw new Error('TOKEN_KEY is required in production (32 bytes, hex or base64)');
  const file = join(dataDir, 'token-key');
  if (existsSync(file)) return parseTokenKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
