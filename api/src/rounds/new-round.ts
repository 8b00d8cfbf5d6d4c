import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { Decimal, type Decimal as DecimalValue } from '@rgs/schema';
import type { FairnessSealing, ReservedNonce } from '../fairness';
import { nodeBlockHmac } from '../fairness/node-block-hmac';
import type { PlayerContext } from '../sessions';
import { buildMoneyEvent, serializeWebhook } from '../wallet/webhook-payload';
import type { PlayableGame } from './game-registry';
import type { RoundToOpen } from './round-opening';
import type { RoundRow } from './round-store';

/** Everything about a new bet that does not depend on the seeds it will be played under. */
export interface NewBet {
  readonly player: PlayerContext;
  readonly game: PlayableGame;
  readonly params: unknown;
  /** The stake: the player's amount, or a free bet's (its grant's stake in the wire currency). */
  readonly amount: DecimalValue;
  /** The free bet this round plays, taken from its grant; absent for a round paid for. */
  readonly freeBet?: { readonly grantId: string; readonly remaining: number };
  readonly roundId: string;
  readonly debitId: string;
  readonly usdRate: DecimalValue | null;
  readonly at: Date;
}

/**
 * Plays the start of a round under `seeds` and writes it down: the round row (its outcome sealed:
 * hidden from the player until the round is closed, and from anyone reading the database) and,
 * unless it is a demo round, its debit with the exact webhook bytes (a free bet's: amount 0 with the
 * grant's id and what it has left).
 */
export async function newRound(bet: NewBet, seeds: ReservedNonce, sealing: FairnessSealing): Promise<RoundToOpen> {
  const { player, game: playable, params, amount, at } = bet;
  const { game, definition } = playable;
  const freeBet = bet.freeBet;
  const demo = !freeBet && amount.isZero();
  const floats = await generateFloats(seeds, game.floatCount(params), nodeBlockHmac);
  const snapshot = newRoundSnapshot(game, params, amount.toFixed(), { freeBet: freeBet !== undefined });
  const { round: started, intents } = advanceRound(game, snapshot, { kind: 'start', floats });
  const debit = intents.find((i) => i.kind === 'debit')!;
  const settled = started.status === 'closed';
  const round: RoundRow = {
    id: bet.roundId,
    customerId: player.session.customerId,
    userId: player.session.userId,
    sessionId: player.session.id,
    game: definition.key,
    lifecycle: game.lifecycle,
    exclusive: started.exclusive,
    opens: !settled,
    status: demo ? (settled ? 'closed' : 'open') : 'pending',
    version: 0,
    currency: player.session.wireCurrency,
    amount: started.wagered,
    stake: started.stake,
    payout: started.payout,
    multiplier: started.multiplier,
    demo,
    freeBet: started.freeBet,
    freeBetId: freeBet?.grantId ?? null,
    freeBetsRemaining: freeBet?.remaining ?? null,
    params,
    state: started.state,
    outcome: sealing.sealOutcome(bet.roundId, started.outcome),
    seedPairId: seeds.seedPairId,
    nonce: seeds.nonce,
    balance: null,
    createdAt: at,
    updatedAt: at,
    closedAt: demo && settled ? at : null,
    idempotencyKey: null,
  };
  if (demo) return { round };
  const payload = serializeWebhook(
    buildMoneyEvent({
      session: player.session,
      optIns: player.account.optIns,
      game: definition.key,
      kind: 'bet',
      betId: bet.roundId,
      transactionId: bet.debitId,
      amount: new Decimal(debit.amount),
      roundClosed: debit.roundClosed,
      usdRate: bet.usdRate,
      freeBet: freeBet && { freeBetId: freeBet.grantId, remaining: freeBet.remaining },
    }),
  );
  return {
    round,
    debit: { id: bet.debitId, kind: 'bet', amount: debit.amount, status: 'pending', payload },
  };
}
