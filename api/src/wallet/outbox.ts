import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Decimal } from '@rgs/schema';
import type { Clock } from '../common/clock';
import { createGroupCommit } from '../common/group-commit';
import { newId } from '../common/ids';
import { fixedStatement } from '../db/fixed-statement';
import type { Database } from '../db';
import { transactions } from '../db/schema';
import { abandonDelivery } from '../reconciliation';
import type { WalletClient, WebhookTarget } from './wallet-client';

/** Retry timing of the outbox. */
export interface OutboxTiming {
  /** Delay after the first failed attempt; doubles each time. */
  readonly baseDelayMs: number;
  /** Ceiling of the delay: retries go on forever at this pace until the operator answers 200. */
  readonly maxDelayMs: number;
  /**
   * How long a row stays out of the worker's reach while one delivery is in flight; long enough to
   * outlast the 4 s webhook deadline, short enough that a crashed process's rows are picked up soon.
   */
  readonly leaseMs: number;
  /** How often the worker looks for due rows. */
  readonly pollMs: number;
  /**
   * After this many attempts, a definite refusal (a 4xx that is not about timing or rate) ends the
   * retries: the row becomes a reconciliation case. A wallet that says no five times means it.
   */
  readonly giveUpAfterRefusals: number;
  /** An item still undelivered this long after it was written becomes a case, whatever the answers were. */
  readonly giveUpAfterMs: number;
}

/** Production timing: 1 s, 2 s, 4 s … up to 5 minutes; a case after 5 refusals or 24 hours. */
export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
  leaseMs: 30_000,
  pollMs: 1000,
  giveUpAfterRefusals: 5,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
};

// Answers that say "not now" rather than "no": retried until the item is too old.
const TRANSIENT_STATUSES = new Set([408, 425, 429]);

/** Whether an HTTP status refuses an item for good (given a few attempts). */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && !TRANSIENT_STATUSES.has(status);
}

/** A credit or close waiting in the outbox. */
export interface OutboxItem {
  readonly id: string;
  readonly customerId: string;
  readonly payload: string;
  /** Attempts made before this one. */
  readonly attempts: number;
  /** When the item was written: past `giveUpAfterMs` it stops being retried. */
  readonly createdAt: Date;
}

/** What one delivery attempt achieved. */
export interface DeliveryReport {
  readonly delivered: boolean;
  /** The balance the operator reported after the credit, when it did. */
  readonly balance?: Decimal;
}

/** The durable outbox of credits and closes: delivered at once, retried by a worker until 200. */
export interface Outbox {
  /** One delivery attempt of an item now; records success or schedules the next try. */
  deliver(item: OutboxItem): Promise<DeliveryReport>;
  /** Claims due rows (`FOR UPDATE SKIP LOCKED`, so many workers share the table) and delivers them. */
  runOnce(): Promise<number>;
  /** Starts the polling worker. */
  start(): void;
  /** Stops the worker and waits for the batch in flight. */
  stop(): Promise<void>;
}

/** Dependencies of the outbox. */
export interface OutboxDeps {
  readonly db: Database;
  readonly wallet: WalletClient;
  /** The delivery target of a customer (cached account lookup). */
  readonly targetOf: (customerId: string) => Promise<WebhookTarget | undefined>;
  readonly clock: Clock;
  readonly timing?: Partial<OutboxTiming>;
  readonly batchSize?: number;
  /** Jitter source in [0, 1); injected so tests are exact. */
  readonly random?: () => number;
  readonly onError?: (error: unknown) => void;
}

/** Builds the outbox. */
export function createOutbox(deps: OutboxDeps): Outbox {
  const timing = { ...DEFAULT_OUTBOX_TIMING, ...deps.timing };
  const batchSize = deps.batchSize ?? 50;
  const random = deps.random ?? Math.random;
  const now = () => new Date(deps.clock.now());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  const retryDelay = (attempt: number): number => {
    const exponential = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(exponential * (0.8 + 0.4 * random()));
  };

  // Deliveries are recorded in batches (group commit, a 20 ms window) and nobody waits for the
  // record: the player's answer does not depend on it. Until it is written the row stays leased, so
  // the worker leaves it alone; if the process dies first, the lease runs out, the credit goes once
  // more, the operator answers 409, and that counts as delivered.
  const deliveries = createGroupCommit<{ id: string; attempts: number; lastStatus: number }>(
    async (rows) => {
      // Array literals of our own ids (txn_ and hex) and integers: nothing in them needs quoting.
      const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
      await RECORD_DELIVERIES.run(deps.db, {
        now: now().toISOString(),
        ids: list(rows.map((r) => r.id)),
        attempts: list(rows.map((r) => r.attempts)),
        statuses: list(rows.map((r) => r.lastStatus)),
      });
    },
    { windowMs: 20 },
  );
  const recordDelivered = (row: { id: string; attempts: number; lastStatus: number }) => void deliveries.add(row).catch((error) => deps.onError?.(error));

  const deliver = async (item: OutboxItem): Promise<DeliveryReport> => {
    const attempt = item.attempts + 1;
    const target = await deps.targetOf(item.customerId);
    const outcome = target
      ? await deps.wallet.sendMutation(target, item.payload)
      : ({ kind: 'not-sent', reason: 'unknown customer' } as const);
    // On a retry, 409 means an earlier attempt got through and only its answer was lost.
    const delivered = outcome.kind === 'committed' || (attempt > 1 && outcome.kind === 'rejected' && outcome.status === 409);
    if (delivered) {
      recordDelivered({ id: item.id, attempts: attempt, lastStatus: outcome.kind === 'committed' ? 200 : 409 });
      return { delivered: true, balance: outcome.kind === 'committed' ? outcome.balance : undefined };
    }
    const lastStatus = outcome.kind === 'rejected' ? outcome.status : null;
    const lastError = outcome.kind === 'rejected' ? outcome.body.slice(0, 500) : outcome.reason;
    const refused = lastStatus !== null && isRefusal(lastStatus) && attempt >= timing.giveUpAfterRefusals;
    const tooOld = deps.clock.now() - item.createdAt.getTime() >= timing.giveUpAfterMs;
    if (refused || tooOld) {
      // Retrying forever would hide a debt: a person settles it from the case instead.
      await abandonDelivery(deps.db, {
        caseId: newId('rec'),
        transactionId: item.id,
        attempts: attempt,
        lastStatus,
        lastError,
        reason: refused
          ? `the operator refused it ${attempt} times (last HTTP ${lastStatus}); retries stopped`
          : `undelivered ${Math.round(timing.giveUpAfterMs / 3_600_000)} h after it was written; retries stopped`,
        now: now(),
      });
      return { delivered: false };
    }
    await deps.db
      .update(transactions)
      .set({
        attempts: attempt,
        nextAttemptAt: new Date(deps.clock.now() + retryDelay(attempt)),
        lastStatus,
        lastError,
      })
      .where(and(eq(transactions.id, item.id), eq(transactions.status, 'pending')));
    return { delivered: false };
  };

  const runOnce = async (): Promise<number> => {
    const due = deps.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(eq(transactions.status, 'pending'), inArray(transactions.kind, ['win', 'close']), lte(transactions.nextAttemptAt, now())),
      )
      .orderBy(transactions.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    // The claim pushes each row's next attempt past the lease, so no other worker takes it meanwhile.
    const claimed = await deps.db
      .update(transactions)
      .set({ nextAttemptAt: new Date(deps.clock.now() + timing.leaseMs) })
      .where(inArray(transactions.id, due))
      .returning({
        id: transactions.id,
        customerId: transactions.customerId,
        payload: transactions.payload,
        attempts: transactions.attempts,
        createdAt: transactions.createdAt,
      });
    await Promise.all(claimed.map((item) => deliver(item).catch((error) => deps.onError?.(error))));
    return claimed.length;
  };

  const tick = (): void => {
    if (stopped) return;
    running = runOnce()
      .catch((error) => deps.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, timing.pollMs);
      });
  };

  return {
    deliver,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await deliveries.flush();
    },
  };
}

/** A new outbox row's first `next_attempt_at`: leased, so the worker leaves the immediate delivery alone. */
export function initialLease(clock: Clock, timing: Partial<OutboxTiming> = {}): Date {
  return new Date(clock.now() + (timing.leaseMs ?? DEFAULT_OUTBOX_TIMING.leaseMs));
}

/**
 * Marks a batch of delivered credits committed: one statement however many, each still only if
 * pending. Planned on every run (one run per batch, not per bet), so it looks the ids up by key
 * however small the table was when the connection first ran it.
 */
const RECORD_DELIVERIES = fixedStatement<{ now: string; ids: string; attempts: string; statuses: string }>('record_deliveries', (p) => sql`
  UPDATE transactions AS t
  SET status = 'committed', attempts = d.attempts, last_status = d.last_status, last_error = NULL, committed_at = ${p('now')}::timestamptz
  FROM unnest(${p('ids')}::text[], ${p('attempts')}::int[], ${p('statuses')}::int[]) AS d(id, attempts, last_status)
  WHERE t.id = d.id AND t.status = 'pending'`, { planEachRun: true });
