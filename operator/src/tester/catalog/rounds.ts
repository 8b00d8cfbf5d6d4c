import { amountText, ScenarioFailure, type Scenario } from '../scenario';
import { STAKE } from './approval-set';

const freeBetFields = (grant: string, remaining: number) => ({ freeBet: true, freeBetId: grant, freeBetsRemaining: remaining });

/** The first read of a run: the contract's answer, holding the balance the tester was told. */
export function balanceShape(id: string): Scenario {
  return {
    id,
    severity: 'required',
    rule: 'Endpoints → `balance_check` response',
    purpose: 'A `balance_check` for the test user.',
    expected: 'Exactly HTTP 200 with {success: true, balance: <finite number>}, equal to the opening balance given to the tester.',
    async run(ctx) {
      const balance = await ctx.begin();
      if (!balance.eq(ctx.openingBalance)) {
        throw new ScenarioFailure(`the wallet reports ${amountText(balance)}, but the tester was told the user holds ${amountText(ctx.openingBalance)}`);
      }
    },
  };
}

/** A `balance_check` that is not session-originated carries no session token, and must be answered all the same. */
export function balanceCheckWithoutToken(id: string, severity: Scenario['severity']): Scenario {
  return {
    id,
    severity,
    rule: 'Resources → Webhook request (`sessionToken` only on session-originated `balance_check`)',
    purpose: 'A `balance_check` without `sessionToken`.',
    expected: 'Exactly HTTP 200 with the balance.',
    async run(ctx) {
      await ctx.begin();
      const answer = await ctx.send(ctx.balanceCheck({ session: false }));
      if (answer.status !== 200) throw new ScenarioFailure(`expected HTTP 200, got ${answer.status ?? answer.failure}`);
    },
  };
}

/** Free bets, closes, settlement without a session, unknown events and the balance read itself. */
export function roundScenarios(): Scenario[] {
  return [
    balanceShape('balance.shape'),
    {
      id: 'freebet.placement-moves-nothing',
      severity: 'required',
      rule: 'Events → free-bet events (the operator must not debit)',
      purpose: 'A free-bet `dice_bet` of amount 0 with `freeBet`, `freeBetId`, `freeBetsRemaining`, then its `dice_win`.',
      expected: 'The placement is accepted and moves nothing; the credit is paid in full; a lost round then restores the balance.',
      async run(ctx) {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        const grant = ctx.newId('round').replace('-round-', '-grant-');
        await ctx.accept(ctx.bet('dice', betId, '0', { extra: freeBetFields(grant, 2) }), 'the free-bet dice_bet', '0');
        await ctx.accept(ctx.win('dice', betId, STAKE, { extra: freeBetFields(grant, 2) }), 'the free-bet dice_win', STAKE);
        await ctx.restoreTo(start);
      },
    },
    {
      id: 'freebet.multi-round-close',
      severity: 'required',
      rule: 'Events → free-bet events (a losing multi-round free bet is closed by `*_close`)',
      purpose: 'A free-bet `mines_bet` of amount 0, then its `mines_close`.',
      expected: 'Both accepted with exactly HTTP 200; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        const grant = ctx.newId('round').replace('-round-', '-grant-');
        await ctx.accept(ctx.bet('mines', betId, '0', { extra: freeBetFields(grant, 0) }), 'the free-bet mines_bet', '0');
        await ctx.accept(ctx.close('mines', betId, { extra: freeBetFields(grant, 0) }), 'mines_close', '0');
      },
    },
    {
      id: 'close.credit-after-close',
      severity: 'required',
      rule: 'Wallet-side requirement 3 (a `*_close` marks the round final)',
      purpose: 'A `mines_win` on a round already ended by `mines_close`.',
      expected: 'The close is accepted; the credit after it is refused with a non-200 status.',
      async run(ctx) {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('mines', betId, STAKE), 'mines_bet', STAKE.neg());
        await ctx.accept(ctx.close('mines', betId), 'mines_close');
        await ctx.refuse(ctx.win('mines', betId, STAKE), 'a mines_win after the close');
        await ctx.restoreTo(start, 'mines');
      },
    },
    {
      id: 'session.settle-without-token',
      severity: 'required',
      rule: 'Resources → Webhook request (`sessionToken` may be absent on a later settlement)',
      purpose: 'A `dice_win` without `sessionToken` settling a `dice_bet` (settlement is not bound to a session).',
      expected: 'Accepted with exactly HTTP 200 and the full credit.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
        await ctx.accept(ctx.win('dice', betId, STAKE, { session: false }), 'dice_win without sessionToken', STAKE);
      },
    },
    balanceCheckWithoutToken('session.balance-check-without-token', 'required'),
    {
      id: 'unknown.consistent-policy',
      severity: 'required',
      rule: 'Wallet-side requirement 9 (one policy for unknown events)',
      purpose: 'A round of an event name outside the catalog: `zeppelin_bet` then `zeppelin_win`.',
      expected: 'Either both accepted and moved as their actions say, or both refused with nothing moved.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        const debit = await ctx.send(ctx.bet('zeppelin', betId, STAKE));
        if (debit.status === 200) {
          ctx.adjust(STAKE.neg());
          await ctx.checkBalance('zeppelin_bet accepted, so it debits');
          await ctx.accept(ctx.win('zeppelin', betId, STAKE), 'zeppelin_win, under the same accept policy', STAKE);
        } else {
          await ctx.checkBalance('zeppelin_bet refused, so nothing moved');
          await ctx.refuse(ctx.win('zeppelin', betId, STAKE), 'zeppelin_win, under the same reject policy');
        }
      },
    },
    {
      id: 'unknown.malformed-rejected',
      severity: 'required',
      rule: 'Wallet-side requirement 9 (malformed unknown events are rejected)',
      purpose: 'An unknown `zeppelin_bet` with a negative amount.',
      expected: 'Refused with a non-200 status; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(ctx.event('zeppelin_bet', { roundClosed: false, actions: [{ type: 'bet', amount: STAKE.neg() }] }), 'the malformed unknown event');
      },
    },
  ];
}
