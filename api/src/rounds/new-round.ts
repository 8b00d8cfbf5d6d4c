import { generateFloats, payoutOf } from '@rgs/game-kit';
import { Decimal, type Decimal as DecimalValue } from '@rgs/schema';
import type { FairnessSealing, ReservedNonce } from '../fairness';
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
  readonly amount: DecimalValue;
  readonly roundId: string;
  readonly debitId: string;
  readonly usdRate: DecimalValue | null;
  readonly at: Date;
}

/**
 * Plays the start of a round under `seeds` and writes it down: the round row (its outcome sealed:
 * hidden from the player until the round is closed, and from anyone reading the database) and,
 * unless it is a demo round, its debit with the exact webhook bytes.
 */
export async function newRound(bet: NewBet, seeds: ReservedNonce, sealing: FairnessSealing): Promise<RoundToOpen> {
  const { player, game, params, amount, at } = bet;
  const { rules, definition } = game;
  const demo = amount.isZero();
  const instant = rules.lifecycle === 'instant';
  const floats = await generateFloats(seeds, rules.floatCount(params));
  const { outcome, step } = rules.start(params, floats);
  const payout = instant && step.status === 'won' ? payoutOf(amount, step.multiplier) : new Decimal(0);
  const round: RoundRow = {
    id: bet.roundId,
    customerId: player.session.customerId,
    userId: player.session.userId,
    sessionId: player.session.id,
    game: definition.key,
    lifecycle: rules.lifecycle,
    status: demo ? (instant ? 'closed' : 'open') : 'pending',
    version: 0,
    currency: player.session.wireCurrency,
    amount: amount.toFixed(),
    payout: payout.toFixed(),
    multiplier: step.multiplier,
    demo,
    freeBet: false,
    freeBetId: null,
    params,
    state: step.state,
    outcome: sealing.sealOutcome(bet.roundId, outcome),
    seedPairId: seeds.seedPairId,
    nonce: seeds.nonce,
    balance: null,
    createdAt: at,
    updatedAt: at,
    closedAt: demo && instant ? at : null,
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
      amount,
      // An instant loss is final on its debit; a win or a multi-round bet is not.
      roundClosed: instant && !payout.gt(0),
      usdRate: bet.usdRate,
    }),
  );
  const debit = { id: bet.debitId, roundId: bet.roundId, customerId: player.session.customerId, kind: 'bet', amount: amount.toFixed(), status: 'pending', payload, createdAt: at } as const;
  return { round, debit };
}
