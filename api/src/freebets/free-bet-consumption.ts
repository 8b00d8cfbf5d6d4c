import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { Decimal, DomainError, ErrorCodes, MONEY_DECIMALS } from '@rgs/schema';
import type { CurrencyRates } from '../currencies';
import type { Database } from '../db';
import { freeBetGrants } from '../db/schema';
import { UnsupportedCurrencyError } from '../sessions/session-errors';
import { OLDEST_GRANT_FIRST, usableGrant, usableGrantsOf } from './free-bet-queries';

/** `placeBet(freeBet: true)` found no usable grant (active, not expired, bets left) for the player and game. */
export class NoFreeBetsError extends DomainError {
  constructor(game: string) {
    super(ErrorCodes.NO_FREE_BETS, `No free bets left for ${game}; nothing was placed`, { game });
  }
}

/** Whose free bets, for which game. */
export interface FreeBetHolder {
  readonly customerId: string;
  readonly userId: string;
  readonly game: string;
}

/** One free bet taken from its grant. */
export interface ConsumedFreeBet {
  /** The grant's `freeBetId`. */
  readonly grantId: string;
  /** The grant's stake, in USD. */
  readonly betAmountUsd: Decimal;
  /** What the grant has left after this bet (the webhooks' `freeBetsRemaining`). */
  readonly remaining: number;
}

// A grant can be emptied or cancelled between reading it and taking from it; each miss means one
// grant fewer, so a handful of tries settles it. Past that, answering "none" is the honest answer.
const ATTEMPTS = 20;

/**
 * Takes one free bet from the player's OLDEST usable grant for the game, inside the caller's
 * transaction: `remaining_count - 1` only while the grant still has one, is not cancelled and has not
 * expired. A concurrent placement that emptied the grant first makes the update change nothing, and
 * the next oldest grant is tried; none left throws NO_FREE_BETS. The grant's row stays locked until
 * the caller's transaction ends, so the round that uses the bet and the bet itself commit together
 * (or neither does), and concurrent placements never take more than `remainingCount`.
 */
export async function consumeFreeBet(tx: Database, holder: FreeBetHolder, now: Date): Promise<ConsumedFreeBet> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [oldest] = await tx
      .select({ id: freeBetGrants.id })
      .from(freeBetGrants)
      .where(usableGrantsOf(holder, now))
      .orderBy(...OLDEST_GRANT_FIRST)
      .limit(1)
      .prepare('oldest_usable_grant')
      .execute();
    if (!oldest) break;
    const [taken] = await tx
      .update(freeBetGrants)
      .set({ remainingCount: sql`${freeBetGrants.remainingCount} - 1` })
      .where(and(eq(freeBetGrants.id, oldest.id), usableGrant(now)))
      .returning({ id: freeBetGrants.id, betAmount: freeBetGrants.betAmount, remaining: freeBetGrants.remainingCount })
      .prepare('take_free_bet')
      .execute();
    if (taken) return { grantId: taken.id, betAmountUsd: new Decimal(taken.betAmount), remaining: taken.remaining };
  }
  throw new NoFreeBetsError(holder.game);
}

/**
 * Gives a free bet back to its grant (its round failed before placement), inside the caller's
 * transaction. A cancelled grant stays at 0, and a grant never holds more than it was issued with.
 * Returns whether the bet went back.
 */
export async function restoreFreeBet(tx: Database, grantId: string): Promise<boolean> {
  const restored = await tx
    .update(freeBetGrants)
    .set({ remainingCount: sql`${freeBetGrants.remainingCount} + 1` })
    .where(and(eq(freeBetGrants.id, grantId), isNull(freeBetGrants.cancelledAt), lt(freeBetGrants.remainingCount, freeBetGrants.quantity)))
    .returning({ id: freeBetGrants.id });
  return restored.length > 0;
}

/**
 * A grant's USD stake in a wire currency, given the USD value of one unit of it: divided and
 * rounded DOWN to the wire's 10 places, as every conversion is (docs/decisions/0002), so a free bet
 * never stakes more than the operator granted.
 */
export function wireStake(betAmountUsd: Decimal, usdRate: Decimal): Decimal {
  return betAmountUsd.dividedBy(usdRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
}

/** The USD value of one unit of the wire currency now; UNSUPPORTED_CURRENCY when it has none. */
export async function wireRate(rates: CurrencyRates, currency: string): Promise<Decimal> {
  const rate = await rates.usdRate(currency);
  if (!rate) throw new UnsupportedCurrencyError(currency);
  return rate;
}

/**
 * A grant's stake in the session's wire currency at today's rate: what `freeBets(game)` shows as
 * `stake` and what a free bet placed now stakes (one conversion for both).
 */
export async function freeBetStake(rates: CurrencyRates, betAmountUsd: Decimal, currency: string): Promise<Decimal> {
  return wireStake(betAmountUsd, await wireRate(rates, currency));
}
