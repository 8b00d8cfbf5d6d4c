import { Decimal, stringifyExact } from '@rgs/schema';
import type { Credentials } from '../probe-client';
import type { Scenario } from '../scenario';
import { STAKE } from './approval-set';

const AUTH = 'Authentication → Webhook requests; wallet-side requirement 1';

/** A debit that must be refused because of how it is authenticated. */
function refusedDebit(id: string, purpose: string, credentials: Credentials): Scenario {
  return {
    id,
    severity: 'required',
    rule: AUTH,
    purpose,
    expected: 'Refused with a non-200 status before anything is parsed or moved.',
    async run(ctx) {
      await ctx.begin();
      await ctx.refuse(ctx.bet('dice', ctx.newId('round'), STAKE), 'the debit', credentials);
    },
  };
}

/** Signature and legacy-header checks (the first wallet-side requirement). */
export function authenticationScenarios(): Scenario[] {
  return [
    refusedDebit('auth.no-credentials', 'A `dice_bet` with neither `x-service-signature` nor `x-webhook-secret`.', { kind: 'none' }),
    refusedDebit('auth.wrong-signature', 'A `dice_bet` signed with another secret, without the legacy header.', {
      kind: 'signature-only',
      secret: 'whsec_not_your_secret',
    }),
    refusedDebit('auth.stale-timestamp', 'A correctly signed `dice_bet` whose `t` is 10 minutes old (tolerance 300 s).', {
      kind: 'signature-only',
      skewSeconds: -600,
    }),
    refusedDebit('auth.future-timestamp', 'A correctly signed `dice_bet` whose `t` is 10 minutes ahead (tolerance 300 s).', {
      kind: 'signature-only',
      skewSeconds: 600,
    }),
    refusedDebit('auth.malformed-signature-header', 'A `dice_bet` whose signature header is not `t=<seconds>,v1=<hex>`.', {
      kind: 'raw-signature',
      header: 't=now,v1=not-hex',
    }),
    refusedDebit('auth.wrong-legacy-secret', 'A `dice_bet` with no signature and a wrong `x-webhook-secret`.', { kind: 'legacy-only', secret: 'whsec_not_your_secret' }),
    {
      id: 'auth.tampered-body',
      severity: 'required',
      rule: `${AUTH}: recompute over the raw bytes`,
      purpose: 'A `dice_bet` whose amount was changed after signing (the signature covers other bytes).',
      expected: 'Refused with a non-200 status; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        const original = ctx.bet('dice', ctx.newId('round'), STAKE);
        const tampered = { ...original, actions: [{ type: 'bet', amount: new Decimal('0.01') }] };
        await ctx.refuse(tampered, 'the tampered debit', { kind: 'signature-only', signedBody: stringifyExact(original) });
      },
    },
    {
      id: 'auth.bad-signature-credit',
      severity: 'required',
      rule: AUTH,
      purpose: 'On an open round, a `dice_win` signed with another secret, then the genuine one.',
      expected: 'The forged credit is refused with nothing moved; the genuine credit is then accepted.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
        await ctx.refuse(ctx.win('dice', betId, STAKE), 'a forged dice_win', { kind: 'signature-only', secret: 'whsec_not_your_secret' });
        await ctx.settle('dice', betId, STAKE, 'the genuine dice_win');
      },
    },
    {
      id: 'auth.bad-signature-balance-check',
      severity: 'required',
      rule: AUTH,
      purpose: 'A `balance_check` signed with another secret.',
      expected: 'Refused with a non-200 status: a balance is not told to strangers.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(ctx.balanceCheck(), 'the forged balance_check', { kind: 'signature-only', secret: 'whsec_not_your_secret' });
      },
    },
    {
      id: 'identity.foreign-customer',
      severity: 'required',
      rule: 'Authentication → Webhook requests (reject a `customerId` that is not its own)',
      purpose: 'A correctly signed `dice_bet` naming another `customerId`.',
      expected: 'Refused with a non-200 status; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(ctx.bet('dice', ctx.newId('round'), STAKE, { customerId: `${ctx.identity.customerId}-other` }), 'the foreign debit');
      },
    },
    {
      id: 'identity.foreign-customer-balance-check',
      severity: 'required',
      rule: 'Authentication → Webhook requests (reject a `customerId` that is not its own)',
      purpose: 'A correctly signed `balance_check` naming another `customerId`.',
      expected: 'Refused with a non-200 status.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(ctx.balanceCheck({ customerId: `${ctx.identity.customerId}-other` }), 'the foreign balance_check');
      },
    },
  ];
}
