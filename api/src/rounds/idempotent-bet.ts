import { setTimeout as delay } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { Decimal } from '@rgs/schema';
import { z } from 'zod';
import type { Database } from '../db';
import type { FairnessSealing } from '../fairness';
import { rounds } from '../db/schema';
import type { RoundResult } from './round-engine';
import { IdempotencyKeyReusedError, InvalidIdempotencyKeyError } from './round-errors';
import type { RoundBuilder } from './round-opening';
import { findPlayerRound, type RoundOwner, type RoundWithSeeds } from './round-store';
import { toRoundView } from './round-view';
import { uniqueViolationOf } from './unique-violation';

// Same alphabet and length as a client seed (INTERFACES §4): a UUID fits, and so does any sane key.
const keySchema = z.string().regex(/^[\x20-\x7E]{1,64}$/);

/** How long a repeated key waits for the first request's debit to be confirmed before answering the round as it stands. */
const PENDING_WAIT_MS = 10_000;
const POLL_MS = { first: 20, max: 250 } as const;

/** What a keyed `placeBet` asks for; a repeat of the key must ask for exactly the same. */
export interface BetRequest {
  readonly game: string;
  /** The player's amount; ignored for a free bet, whose stake is its grant's. */
  readonly amount: Decimal;
  /** The params as the game's schema parsed them (what the round row keeps). */
  readonly params: unknown;
  readonly freeBet: boolean;
}

/** The idempotency side of one `placeBet`. Without a key every method is a no-op. */
export interface IdempotentBet {
  /** The round an earlier `placeBet` with this key placed, as it stands now; undefined when the key is new. */
  earlier(request: BetRequest): Promise<RoundResult | undefined>;
  /** The round builder, writing the key onto the new round so the unique index guards it. */
  keyed(build: RoundBuilder): RoundBuilder;
  /** After the round's insert failed: the winner's round when a concurrent request with this key placed it first. */
  lostRace(error: unknown, request: BetRequest): Promise<RoundResult | undefined>;
}

/**
 * Checks the client's `idempotencyKey` (1–64 printable ASCII characters, else a typed error) and
 * returns what `placeBet` does with it. The same key from the same player answers the round it first
 * created and never bets twice; reused for a different bet, it is refused and changes nothing.
 */
export function idempotentBet(db: Database, sealing: FairnessSealing, owner: RoundOwner, rawKey: string | null | undefined): IdempotentBet {
  if (rawKey === null || rawKey === undefined) {
    return { earlier: async () => undefined, keyed: (build) => build, lostRace: async () => undefined };
  }
  if (!keySchema.safeParse(rawKey).success) throw new InvalidIdempotencyKeyError();
  const key = rawKey;

  const answer = async (request: BetRequest): Promise<RoundResult | undefined> => {
    const found = await findKeyedRound(db, owner, key);
    if (!found) return undefined;
    if (!sameBet(found, request)) throw new IdempotencyKeyReusedError(found.round.id);
    const { round, seeds } = await awaitDebit(db, owner, found);
    // The row keeps the balance the operator reported for the debit: still the latest word unless a credit followed.
    const paid = new Decimal(round.payout).gt(0);
    return { round: toRoundView(round, seeds, sealing), balance: round.balance === null || paid ? null : new Decimal(round.balance) };
  };

  return {
    earlier: answer,
    keyed: (build) => async (seeds) => {
      const opening = await build(seeds);
      return { ...opening, round: { ...opening.round, idempotencyKey: key } };
    },
    async lostRace(error, request) {
      // The active-round index may be the one Postgres reports when the winner is a live stateful
      // round with the same key, so any unique violation looks the key up; only a found key answers.
      return uniqueViolationOf(error) === undefined ? undefined : answer(request);
    },
  };
}

async function findKeyedRound(db: Database, owner: RoundOwner, key: string): Promise<RoundWithSeeds | undefined> {
  const [row] = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.customerId, owner.customerId), eq(rounds.userId, owner.userId), eq(rounds.idempotencyKey, key)))
    .limit(1);
  return row ? findPlayerRound(db, owner, row.id) : undefined;
}

function sameBet(found: RoundWithSeeds, request: BetRequest): boolean {
  const { round } = found;
  if (round.game !== request.game || round.freeBet !== request.freeBet || !isDeepStrictEqual(round.params, request.params)) return false;
  // A free bet's stake came from its grant, so whatever amount the repeat sends, it is the same bet.
  return request.freeBet || new Decimal(round.amount).eq(request.amount);
}

// The first request may still be waiting for the operator's answer to its debit: wait for the round to
// leave `pending` (settled or void), up to a bound, then answer it as it stands (shown as OPEN).
async function awaitDebit(db: Database, owner: RoundOwner, found: RoundWithSeeds): Promise<RoundWithSeeds> {
  let current = found;
  let waited = 0;
  for (let pause: number = POLL_MS.first; current.round.status === 'pending' && waited < PENDING_WAIT_MS; pause = Math.min(pause * 2, POLL_MS.max)) {
    await delay(pause);
    waited += pause;
    current = (await findPlayerRound(db, owner, current.round.id)) ?? current;
  }
  return current;
}
