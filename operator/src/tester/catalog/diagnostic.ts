import type { Scenario } from '../scenario';
import { closeWithoutDebit, latency, legacyHeaderAccepted, unknownUser, withinTolerance } from './advisories';
import { STAKE } from './approval-set';
import { balanceCheckWithoutToken, balanceShape } from './rounds';
import type { Credentials } from '../probe-client';

const AUTH = 'Authentication → Webhook requests; wallet-side requirement 1';

function refusedBalanceCheck(id: string, purpose: string, credentials: Credentials, foreignCustomer = false): Scenario {
  return {
    id,
    severity: 'required',
    rule: foreignCustomer ? 'Authentication → Webhook requests (reject a `customerId` that is not its own)' : AUTH,
    purpose,
    expected: 'Refused with a non-200 status.',
    async run(ctx) {
      await ctx.begin();
      const body = ctx.balanceCheck(foreignCustomer ? { customerId: `${ctx.identity.customerId}-other` } : {});
      await ctx.refuse(body, 'the balance_check', credentials);
    },
  };
}

/**
 * The diagnostic for a user holding exactly 0.00: nothing a correct wallet would accept as a money
 * movement is sent, so nothing can move. It cannot approve an endpoint (the full suite needs money to
 * move); it tells an operator whether the endpoint is reachable, authenticates and refuses correctly.
 */
export function diagnosticScenarios(): Scenario[] {
  return [
    balanceShape('diagnostic.balance-shape'),
    refusedBalanceCheck('diagnostic.no-credentials', 'A `balance_check` with neither signature nor legacy header.', { kind: 'none' }),
    refusedBalanceCheck('diagnostic.wrong-signature', 'A `balance_check` signed with another secret.', { kind: 'signature-only', secret: 'whsec_not_your_secret' }),
    refusedBalanceCheck('diagnostic.stale-timestamp', 'A correctly signed `balance_check` whose `t` is 10 minutes old.', { kind: 'signature-only', skewSeconds: -600 }),
    refusedBalanceCheck('diagnostic.foreign-customer', 'A correctly signed `balance_check` naming another `customerId`.', { kind: 'valid' }, true),
    {
      id: 'diagnostic.unaffordable-debit',
      severity: 'required',
      rule: 'Wallet-side requirement 6 (an unaffordable debit is refused with a non-200 status)',
      purpose: 'A `dice_bet` of 0.05 against the balance of 0.00.',
      expected: 'Refused with a non-200 status (never 200 with success:false); nothing moves.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(ctx.bet('dice', ctx.newId('round'), STAKE), 'the unaffordable debit');
      },
    },
    {
      id: 'diagnostic.missing-betId',
      severity: 'required',
      rule: 'Wallet-side requirement 2',
      purpose: 'A `dice_bet` without `betId`.',
      expected: 'Refused with a non-200 status; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(ctx.event('dice_bet', { betId: null, roundClosed: false, actions: [{ type: 'bet', amount: STAKE }] }), 'the debit without betId');
      },
    },
    legacyHeaderAccepted,
    withinTolerance,
    unknownUser,
    closeWithoutDebit,
    balanceCheckWithoutToken('diagnostic.balance-check-without-token', 'advisory'),
    latency,
  ];
}
