import { openingWager, type Move } from '@rgs/game-kit';
import { Decimal, isDomainError, parseMoney } from '@rgs/schema';
import type { Clock } from '../common/clock';
import { newId } from '../common/ids';
import { parseOrThrow } from '../common/validation';
import type { CurrencyRates } from '../currencies';
import type { Database } from '../db';
import type { FairnessSealing, FairnessService } from '../fairness';
import type { PlayerContext } from '../sessions';
import type { Outbox, OutboxItem, OutboxTiming } from '../wallet/outbox';
import type { WalletClient } from '../wallet/wallet-client';
import { InsufficientFundsError, WalletUnavailableError } from '../wallet/wallet-errors';
import { buildBalanceCheck, serializeWebhook } from '../wallet/webhook-payload';
import type { BalanceHints } from './balance-hints';
import { betLimitsFor } from './bet-limits';
import { sendNewDebit } from './debit-sender';
import type { GameRegistry } from './game-registry';
import { idempotentBet } from './idempotent-bet';
import { ActiveRoundExistsError, BetLimitError } from './round-errors';
// The files, not the folder's index: free bets' REST side imports the rounds' limits and errors.
import { consumeFreeBet, wireRate, wireStake } from '../freebets/free-bet-consumption';
import { FreeBetsNotSupportedError } from '../freebets/free-bet-grant-errors';
import { settleDebit, usdRateFor, type SettlementDeps } from './round-settlement';
import { extraDebitOf, placeExtraWager } from './extra-wager';
import { applyMove } from './applied-move';
import { lockAndAdvance } from './locked-move';
import { newRound, type NewBet } from './new-round';
import { openRound, openRoundClaiming } from './round-opening';
import { reserveDebitRetry } from './round-store';
import { toRoundView, type RoundSeedFacts, type RoundView } from './round-view';
import { ACTIVE_ROUND_INDEX, uniqueViolationOf } from './unique-violation';

/** `placeBet` input as the play API receives it. */
export interface PlaceBetInput {
  readonly game: string;
  /** Decimal text; "0" plays a demo round. */
  readonly amount: string;
  readonly params: unknown;
  /** Play a free bet: the stake is the oldest usable grant's, whatever `amount` says. */
  readonly freeBet?: boolean | null;
  /** The client's key for this bet attempt: the same key answers the round it first placed. */
  readonly idempotencyKey?: string | null;
}

/** `act` input. */
export interface ActInput {
  readonly roundId: string;
  readonly action: string;
  readonly params?: unknown;
  /** The round's version the move is meant for: a round changed since is ROUND_CONFLICT. */
  readonly version?: number | null;
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
  /** Seals outcomes (and seeds) at rest. */
  readonly sealing: FairnessSealing;
  readonly games: GameRegistry;
  readonly hints: BalanceHints;
  readonly clock: Clock;
  readonly outboxTiming?: Partial<OutboxTiming>;
}

/** The round engine: the one place where money and game state meet. */
export interface RoundEngine {
  placeBet(player: PlayerContext, input: PlaceBetInput): Promise<RoundResult>;
  act(player: PlayerContext, input: ActInput): Promise<RoundResult>;
  cashout(player: PlayerContext, roundId: string, version?: number | null): Promise<RoundResult>;
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

  // Moves of one round run one at a time: each locks the round's row, reads it as the previous move
  // left it, applies the rules to THAT state and commits before the next one reads. A move that
  // lost a race therefore waits for the winner to commit and is judged on what the winner left; its
  // answer (and how long it takes) never depends on a tile it could not see. Credits and closes
  // enter the outbox in the same transaction and are delivered after the commit.
  const move = async (player: PlayerContext, roundId: string, next: Move, version: number | null): Promise<RoundResult> => {
    const party = { session: player.session, account: player.account };
    const moved = await deps.db.transaction(async (tx) => {
      const { found, round: after, intents } = await lockAndAdvance(tx, deps, owner(player), roundId, next, version);
      const { round } = found;
      // An extra wager takes its own path (balance_check, its own debit): nothing is written here.
      const wager = extraDebitOf(intents);
      if (wager) throw new WagerNeeded(wager.amount);
      const applied = await applyMove(settlement, tx, party, round, after, intents, now());
      return { ...applied, seeds: found.seeds };
    });
    const reported = await deliver(moved.item);
    return {
      round: toRoundView(moved.round, moved.seeds, deps.sealing),
      balance: moved.won ? await balanceAfter(player, reported) : null,
    };
  };

  const wagerDeps = { ...settlement, wallet: deps.wallet, games: deps.games, sealing: deps.sealing };
  const moveOrWager = async (player: PlayerContext, roundId: string, next: Move, version: number | null = null): Promise<RoundResult> => {
    try {
      return await move(player, roundId, next, version);
    } catch (error) {
      if (!(error instanceof WagerNeeded)) throw error;
      const party = { session: player.session, account: player.account };
      const settled = await placeExtraWager({ ...wagerDeps, freshBalance: () => freshBalance(player) }, party, owner(player), roundId, next, error.amount, version);
      if (settled.balance) deps.hints.set(player.session.id, settled.balance);
      const reported = await deliver(settled.credit);
      const balance = settled.credit ? await balanceAfter(player, reported) : (settled.balance ?? null);
      return { round: toRoundView(settled.round, settled.seeds, deps.sealing), balance };
    }
  };

  return {
    async placeBet(player, input) {
      const idempotency = idempotentBet(deps.db, deps.sealing, owner(player), input.idempotencyKey);
      const game = deps.games.get(input.game);
      const { definition } = game;
      const freeBet = input.freeBet === true;
      // A game with no single fixed stake takes no free bet (the catalog says which): refused before anything is read.
      if (freeBet && !definition.freeBets) throw new FreeBetsNotSupportedError(definition.key);
      // Everything the player sent is checked before a free bet is taken: a bad request uses none.
      const params = parseOrThrow(game.game.params, input.params ?? {}, `${definition.key} params`);
      const amount = parseMoney(input.amount);
      const request = { game: definition.key, amount, params, freeBet };
      const earlier = await idempotency.earlier(request);
      if (earlier) return earlier;
      const demo = !freeBet && amount.isZero();
      const currency = player.session.wireCurrency;
      // A free bet's stake is its grant's (checked against the limits in USD when issued) and costs the
      // player nothing, so neither the limits nor the balance are asked: a player with nothing can play it.
      if (!demo && !freeBet) {
        const limits = await betLimitsFor(definition, currency, deps.rates);
        if (amount.lt(limits.min) || amount.gt(limits.max)) throw new BetLimitError(limits.min.toFixed(), limits.max.toFixed(), currency);
        // The whole opening debit must be covered (Plinko: the amount per ball × the balls).
        await precheck(player, new Decimal(openingWager(game.game, params, amount.toFixed())));
      }

      const party = { session: player.session, account: player.account };
      // The rate of the placement, read once and before its transaction (inside it only the transaction
      // may query): a free bet's stake and the debit's opt-in usdRate come from the same reading.
      const rate = freeBet ? await wireRate(deps.rates, currency) : null;
      const bet: NewBet = {
        player,
        game,
        params,
        amount,
        roundId: newId('rnd'),
        debitId: newId('txn'),
        usdRate: demo ? null : await usdRateFor(settlement, party, rate),
        at: now(),
      };
      let opened: Awaited<ReturnType<typeof openRound>>;
      try {
        if (rate) {
          // The bet is taken from its grant and the round that plays it stored in one transaction: a
          // round that fails to open (a rule refusing it, a unique index) rolls the bet back.
          const holder = { ...owner(player), game: definition.key };
          opened = await openRoundClaiming(
            deps,
            owner(player),
            (tx) => consumeFreeBet(tx, holder, bet.at),
            (taken) => {
              const free: NewBet = { ...bet, amount: wireStake(taken.betAmountUsd, rate), freeBet: { grantId: taken.grantId, remaining: taken.remaining } };
              return idempotency.keyed((seeds) => newRound(free, seeds, deps.sealing));
            },
          );
        } else {
          opened = await openRound(deps, owner(player), idempotency.keyed((seeds) => newRound(bet, seeds, deps.sealing)));
        }
      } catch (error) {
        const winner = await idempotency.lostRace(error, request);
        if (winner) return winner;
        if (uniqueViolationOf(error) === ACTIVE_ROUND_INDEX) throw new ActiveRoundExistsError(definition.key);
        throw error;
      }
      const row = opened.round;
      const seedFacts: RoundSeedFacts = { serverSeedHash: opened.seeds.serverSeedHash, clientSeed: opened.seeds.clientSeed, serverSeed: null };

      if (demo) return { round: toRoundView(row, seedFacts, deps.sealing), balance: null };

      const result = await sendNewDebit(deps.wallet, player.account, opened.debit!.payload, () => reserveDebitRetry(deps.db, bet.debitId, now()));
      if (result.kind !== 'committed') deps.hints.forget(player.session.id);
      const settled = await settleDebit(settlement, party, row, { id: bet.debitId, amount: opened.debit!.amount, onCommit: null }, result);
      deps.hints.set(player.session.id, settled.balance);
      const reported = await deliver(settled.credit);
      const balance = settled.credit
        ? await balanceAfter(player, reported)
        : (settled.balance ?? (await freshBalance(player).catch(() => null)));
      return { round: toRoundView(settled.round, seedFacts, deps.sealing), balance };
    },

    act(player, input) {
      return moveOrWager(player, input.roundId, { kind: 'act', action: input.action, params: input.params ?? {} }, input.version ?? null);
    },

    cashout(player, roundId, version) {
      return moveOrWager(player, roundId, { kind: 'cashout' }, version ?? null);
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

// Thrown out of a move's transaction (rolling it back, nothing written) when the move needs an extra wager.
class WagerNeeded extends Error {
  constructor(readonly amount: string) {
    super('the move needs an extra wager');
  }
}
