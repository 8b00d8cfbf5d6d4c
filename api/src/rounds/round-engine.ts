import type { RoundStep } from '@rgs/game-kit';
import { Decimal, MONEY_DECIMALS, isDomainError, parseMoney } from '@rgs/schema';
import type { Clock } from '../common/clock';
import { newId } from '../common/ids';
import { parseOrThrow } from '../common/validation';
import type { CurrencyRates } from '../currencies';
import type { Database } from '../db';
import type { FairnessService } from '../fairness';
import type { PlayerContext } from '../sessions';
import type { Outbox, OutboxItem, OutboxTiming } from '../wallet/outbox';
import type { WalletClient } from '../wallet/wallet-client';
import { InsufficientFundsError, WalletUnavailableError } from '../wallet/wallet-errors';
import { buildBalanceCheck, serializeWebhook } from '../wallet/webhook-payload';
import type { BalanceHints } from './balance-hints';
import { betLimitsFor } from './bet-limits';
import { sendDebit } from './debit-sender';
import type { GameRegistry } from './game-registry';
import { idempotentBet } from './idempotent-bet';
import {
  ActiveRoundExistsError,
  BetLimitError,
  FreeBetsUnavailableError,
  RoundConflictError,
  RoundNotFoundError,
  RoundNotOpenError,
} from './round-errors';
import { enqueueRoundEvent, settleDebit, usdRateFor, type SettlementDeps } from './round-settlement';
import { newRound, payoutOf } from './new-round';
import { openRound } from './round-opening';
import { findPlayerRound, updateRoundIf, type RoundRow } from './round-store';
import { toRoundView, type RoundSeedFacts, type RoundView } from './round-view';
import { ACTIVE_ROUND_INDEX, uniqueViolationOf } from './unique-violation';

/** `placeBet` input as the play API receives it. */
export interface PlaceBetInput {
  readonly game: string;
  /** Decimal text; "0" plays a demo round. */
  readonly amount: string;
  readonly params: unknown;
  readonly freeBet?: boolean | null;
  /** The client's key for this bet attempt: the same key answers the round it first placed. */
  readonly idempotencyKey?: string | null;
}

/** `act` input. */
export interface ActInput {
  readonly roundId: string;
  readonly action: string;
  readonly params?: unknown;
}

/** What a move answers: the round and, when known, the player's balance. */
export interface RoundResult {
  readonly round: RoundView;
  readonly balance: Decimal | null;
}

/** Dependencies of the round engine. */
export interface RoundEngineDeps {
  readonly db: Database;
  readonly wallet: WalletClient;
  readonly outbox: Outbox;
  readonly rates: CurrencyRates;
  readonly fairness: FairnessService;
  readonly games: GameRegistry;
  readonly hints: BalanceHints;
  readonly clock: Clock;
  readonly outboxTiming?: Partial<OutboxTiming>;
}

/** The round engine: the one place where money and game state meet. */
export interface RoundEngine {
  placeBet(player: PlayerContext, input: PlaceBetInput): Promise<RoundResult>;
  act(player: PlayerContext, input: ActInput): Promise<RoundResult>;
  cashout(player: PlayerContext, roundId: string): Promise<RoundResult>;
  /** A fresh balance from the operator (`balance_check`). */
  balance(player: PlayerContext): Promise<Decimal>;
}

/** Builds the round engine. */
export function createRoundEngine(deps: RoundEngineDeps): RoundEngine {
  const settlement: SettlementDeps = { db: deps.db, rates: deps.rates, clock: deps.clock, outboxTiming: deps.outboxTiming };
  const owner = (player: PlayerContext) => ({ customerId: player.session.customerId, userId: player.session.userId });
  const now = () => new Date(deps.clock.now());

  const freshBalance = async (player: PlayerContext): Promise<Decimal> => {
    const balance = await deps.wallet.checkBalance(player.account, serializeWebhook(buildBalanceCheck(player.session)));
    deps.hints.set(player.session.id, balance);
    return balance;
  };

  // The courtesy pre-check: a remembered balance that covers the stake lets the debit go straight out
  // (the operator decides); otherwise a fresh balance_check must cover it or nothing is sent at all.
  const precheck = async (player: PlayerContext, amount: Decimal): Promise<void> => {
    const hint = deps.hints.get(player.session.id);
    if (player.account.balanceInMutationResponse && hint && hint.gte(amount)) return;
    const balance = await freshBalance(player);
    if (balance.lt(amount)) throw new InsufficientFundsError(balance.toFixed());
  };

  // After a credit: the operator's post-credit balance, else a fresh read; null if even that fails.
  const balanceAfter = async (player: PlayerContext, reported: Decimal | undefined): Promise<Decimal | null> => {
    if (reported) {
      deps.hints.set(player.session.id, reported);
      return reported;
    }
    return freshBalance(player).catch(() => null);
  };

  const deliver = async (item: OutboxItem | undefined): Promise<Decimal | undefined> => {
    if (!item) return undefined;
    const report = await deps.outbox.deliver(item);
    return report.balance;
  };

  const loadOpenRound = async (player: PlayerContext, roundId: string) => {
    const found = await findPlayerRound(deps.db, owner(player), roundId);
    if (!found) throw new RoundNotFoundError(roundId);
    if (found.round.status !== 'open') throw new RoundNotOpenError(roundId, toRoundView(found.round, found.seeds).status);
    const game = deps.games.get(found.round.game);
    return { ...found, rules: game.rules };
  };

  const explainLostRace = async (player: PlayerContext, roundId: string): Promise<never> => {
    const current = await findPlayerRound(deps.db, owner(player), roundId);
    if (current && current.round.status !== 'open') throw new RoundNotOpenError(roundId, toRoundView(current.round, current.seeds).status);
    throw new RoundConflictError(roundId);
  };

  // Applies a rules step to an open round: continue, or close it (credit or opt-in close via the outbox).
  const applyStep = async (
    player: PlayerContext,
    found: { round: RoundRow; seeds: RoundSeedFacts },
    step: RoundStep<unknown>,
  ): Promise<RoundResult> => {
    const { round } = found;
    const at = now();
    if (step.status === 'open') {
      const updated = await updateRoundIf(deps.db, round.id, { status: 'open', version: round.version }, { state: step.state, multiplier: step.multiplier }, at);
      if (!updated) return explainLostRace(player, round.id);
      return { round: toRoundView(updated, found.seeds), balance: null };
    }
    const payout = step.status === 'won' ? payoutOf(round.amount, step.multiplier) : new Decimal(0);
    const party = { session: player.session, account: player.account };
    const closing = await deps.db.transaction(async (tx) => {
      const closed = await updateRoundIf(
        tx,
        round.id,
        { status: 'open', version: round.version },
        { status: 'closed', state: step.state, multiplier: step.status === 'won' ? step.multiplier : '0', payout: payout.toFixed(), closedAt: at },
        at,
      );
      if (!closed) return undefined;
      if (closed.demo) return { closed, item: undefined };
      if (payout.gt(0)) return { closed, item: await enqueueRoundEvent(settlement, tx, party, closed, 'win') };
      // A multi-round loss sends a terminal close only to operators who opted in; otherwise nothing.
      if (player.account.optIns.roundClose) return { closed, item: await enqueueRoundEvent(settlement, tx, party, closed, 'close') };
      return { closed, item: undefined };
    });
    if (!closing) return explainLostRace(player, round.id);
    const reported = await deliver(closing.item);
    const won = payout.gt(0) && !closing.closed.demo;
    return { round: toRoundView(closing.closed, found.seeds), balance: won ? await balanceAfter(player, reported) : null };
  };

  return {
    async placeBet(player, input) {
      // Free-bet rounds are not built yet: refuse them before anything is read or sent, never play them for real money.
      if (input.freeBet) throw new FreeBetsUnavailableError();
      const idempotency = idempotentBet(deps.db, owner(player), input.idempotencyKey);
      const game = deps.games.get(input.game);
      const { definition, rules } = game;
      const params = parseOrThrow(rules.paramsSchema, input.params ?? {}, `${definition.key} params`);
      const amount = parseMoney(input.amount, { maxDecimals: Math.min(MONEY_DECIMALS, rules.stakeDecimals) });
      const request = { game: definition.key, amount, params };
      const earlier = await idempotency.earlier(request);
      if (earlier) return earlier;
      const demo = amount.isZero();
      const currency = player.session.wireCurrency;
      if (!demo) {
        const limits = await betLimitsFor(definition, currency, rules.stakeDecimals, deps.rates);
        if (amount.lt(limits.min) || amount.gt(limits.max)) throw new BetLimitError(limits.min.toFixed(), limits.max.toFixed(), currency);
        await precheck(player, amount);
      }

      const party = { session: player.session, account: player.account };
      const bet = {
        player,
        game,
        params,
        amount,
        roundId: newId('rnd'),
        debitId: newId('txn'),
        usdRate: demo ? null : await usdRateFor(settlement, party),
        at: now(),
      };
      let opened: Awaited<ReturnType<typeof openRound>>;
      try {
        opened = await openRound(deps, owner(player), idempotency.keyed((seeds) => newRound(bet, seeds)));
      } catch (error) {
        const winner = await idempotency.lostRace(error, request);
        if (winner) return winner;
        if (uniqueViolationOf(error) === ACTIVE_ROUND_INDEX) throw new ActiveRoundExistsError(definition.key);
        throw error;
      }
      const row = opened.round;
      const seedFacts: RoundSeedFacts = { serverSeedHash: opened.seeds.serverSeedHash, clientSeed: opened.seeds.clientSeed, serverSeed: null };

      if (demo) return { round: toRoundView(row, seedFacts), balance: null };

      const result = await sendDebit(deps.wallet, player.account, opened.debit!.payload);
      if (result.kind !== 'committed') deps.hints.forget(player.session.id);
      const settled = await settleDebit(settlement, party, row, bet.debitId, result);
      deps.hints.set(player.session.id, settled.balance);
      const reported = await deliver(settled.credit);
      const balance = settled.credit
        ? await balanceAfter(player, reported)
        : (settled.balance ?? (await freshBalance(player).catch(() => null)));
      return { round: toRoundView(settled.round, seedFacts), balance };
    },

    async act(player, input) {
      const found = await loadOpenRound(player, input.roundId);
      const step = found.rules.act({ params: found.round.params, outcome: found.round.outcome, state: found.round.state }, input.action, input.params ?? {});
      return applyStep(player, found, step);
    },

    async cashout(player, roundId) {
      const found = await loadOpenRound(player, roundId);
      const step = found.rules.cashout({ params: found.round.params, outcome: found.round.outcome, state: found.round.state });
      return applyStep(player, found, step);
    },

    async balance(player) {
      try {
        return await freshBalance(player);
      } catch (error) {
        if (isDomainError(error)) throw error;
        throw new WalletUnavailableError('balance_check failed');
      }
    },
  };
}
