import type { Intent, Move } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import type { Account } from '../accounts';
import { newId } from '../common/ids';
import type { FairnessSealing } from '../fairness';
import type { PlayerSession } from '../sessions/player-session';
import type { WalletClient } from '../wallet/wallet-client';
import { InsufficientFundsError } from '../wallet/wallet-errors';
import { buildMoneyEvent, serializeWebhook } from '../wallet/webhook-payload';
import { sendNewDebit } from './debit-sender';
import type { GameRegistry } from './game-registry';
import { lockAndAdvance } from './locked-move';
import { RoundConflictError } from './round-errors';
import { settleDebit, usdRateFor, type SettledDebit, type SettlementDeps } from './round-settlement';
import { insertTransaction, reserveDebitRetry, updateRoundIf, type RoundOwner, type RoundWithSeeds } from './round-store';

/** What an extra wager needs from the engine. */
export interface ExtraWagerDeps extends SettlementDeps {
  readonly wallet: WalletClient;
  readonly games: GameRegistry;
  readonly sealing: FairnessSealing;
  /** A fresh `balance_check` (the contract sends one before every balance-requiring action). */
  readonly freshBalance: () => Promise<Decimal>;
}

/** The single extra debit a move asks for, if any (a rule asking for two in one move is a bug). */
export function extraDebitOf(intents: readonly Intent[]): Extract<Intent, { kind: 'debit' }> | undefined {
  const debits = intents.filter((i): i is Extract<Intent, { kind: 'debit' }> => i.kind === 'debit');
  if (debits.length > 1) throw new Error('a move may ask for one extra wager at most');
  return debits[0];
}

/**
 * A move that asks for an extra wager (Blackjack's double, split, insurance). A fresh `balance_check`
 * must cover it, or the move is refused with no debit sent. Then, under the round's row lock, the
 * move is worked out again, the debit is stored (its own `transactionId`, the round's `betId`, its
 * first attempt counted) together with the move's result held back, and the round is marked
 * `pending`, so no other move and no second wager can start. The debit goes out as an opening debit
 * does (one retry, a 409 to it means held); once committed the held-back move is applied in the same
 * statement that marks the debit (and writes the credit if the move ended the round). Refused, the
 * round goes on exactly as it was. A process killed in between leaves a pending round with a pending
 * debit: recovery retries it and settles it the same way.
 */
export async function placeExtraWager(
  deps: ExtraWagerDeps,
  party: { session: PlayerSession; account: Account },
  owner: RoundOwner,
  roundId: string,
  next: Move,
  amount: string,
  version: number | null = null,
): Promise<SettledDebit & { seeds: RoundWithSeeds['seeds'] }> {
  const balance = await deps.freshBalance();
  if (balance.lt(amount)) throw new InsufficientFundsError(balance.toFixed());

  const debitId = newId('txn');
  const usdRate = await usdRateFor(deps, party);
  const at = new Date(deps.clock.now());
  const held = await deps.db.transaction(async (tx) => {
    const { found, round: after, intents } = await lockAndAdvance(tx, deps, owner, roundId, next, version);
    const { round } = found;
    const debit = extraDebitOf(intents);
    // The round moved between the balance check and the lock: the player decides again on what it is now.
    if (!debit || debit.amount !== amount) throw new RoundConflictError(roundId);
    const payload = serializeWebhook(
      buildMoneyEvent({
        session: party.session,
        optIns: party.account.optIns,
        game: round.game,
        kind: 'bet',
        betId: round.id,
        transactionId: debitId,
        amount: new Decimal(debit.amount),
        roundClosed: false,
        usdRate,
      }),
    );
    const onCommit = { state: after.state, multiplier: after.multiplier, amount: after.wagered, payout: after.payout, opens: after.status === 'open' };
    const pending = await updateRoundIf(tx, round.id, { status: 'open', version: round.version }, { status: 'pending' }, at);
    if (!pending) throw new RoundConflictError(roundId);
    // Counted as the first attempt before it leaves, as an opening debit is.
    await insertTransaction(tx, { id: debitId, roundId: round.id, customerId: round.customerId, kind: 'bet', amount: debit.amount, status: 'pending', payload, attempts: 1, onCommit, createdAt: at });
    return { round: pending, seeds: found.seeds, payload, onCommit };
  });

  const result = await sendNewDebit(deps.wallet, party.account, held.payload, () => reserveDebitRetry(deps.db, debitId, new Date(deps.clock.now())));
  const settled = await settleDebit(deps, party, held.round, { id: debitId, amount, onCommit: held.onCommit }, result);
  return { ...settled, seeds: held.seeds };
}
