import { Decimal, stringifyExact } from '@rgs/schema';
import type { Credentials } from '../probe-client';
import { amountText, ScenarioFailure, tryParse, type Scenario, type ScenarioContext } from '../scenario';
import { STAKE } from './approval-set';

const ALIASES = 'Events → compatibility-only names (an operator supporting aliases classifies by action type)';

/** The latency above which the advisory warns: the contract's 4 s deadline also covers DNS and connect. */
export const LATENCY_WARNING_MS = 1000;

function advisory(id: string, rule: string, purpose: string, expected: string, run: (ctx: ScenarioContext) => Promise<void>): Scenario {
  return { id, severity: 'advisory', rule, purpose, expected, run };
}

/** A compatibility credit name on an open round: a credit if accepted, nothing if refused. */
function creditAlias(alias: string, game: string): Scenario {
  return advisory(alias === 'videopoker_bet' ? 'alias.videopoker_bet-credit' : `alias.${alias}`, ALIASES, `\`${alias}\` carrying a \`win\` action on an open ${game} round.`,
    'Either classified by its action as a credit (HTTP 200, +payout) or refused with nothing moved.', async (ctx) => {
      await ctx.begin();
      const betId = ctx.newId('round');
      await ctx.accept(ctx.bet(game, betId, STAKE), `${game}_bet`, STAKE.neg());
      const answer = await ctx.send(ctx.event(alias, { betId, roundClosed: true, actions: [{ type: 'win', amount: STAKE }] }));
      if (answer.status === 200) {
        ctx.adjust(STAKE);
        await ctx.checkBalance(`${alias} was accepted, so it must credit by its win action`);
      } else {
        await ctx.checkBalance(`${alias} was refused, so nothing may move`);
        await ctx.settle(game, betId, STAKE, `the canonical ${game}_win`);
      }
    });
}

/** The one debit alias: a debit if accepted, nothing if refused. */
function debitAlias(alias: string, game: string): Scenario {
  return advisory(`alias.${alias}`, ALIASES, `\`${alias}\` carrying a \`bet\` action on a new ${game} round.`,
    'Either classified by its action as a debit (HTTP 200, −stake) or refused with nothing moved.', async (ctx) => {
      await ctx.begin();
      const betId = ctx.newId('round');
      const answer = await ctx.send(ctx.event(alias, { betId, roundClosed: false, actions: [{ type: 'bet', amount: STAKE }] }));
      if (answer.status !== 200) return ctx.checkBalance(`${alias} was refused, so nothing may move`);
      ctx.adjust(STAKE.neg());
      await ctx.checkBalance(`${alias} was accepted, so it must debit by its bet action`);
      await ctx.settle(game, betId, STAKE, `the canonical ${game}_win`);
    });
}

/** Sends `body` and warns unless it is refused with nothing moved (a check some wallets skip). */
function refusedOrWarn(id: string, rule: string, purpose: string, body: (ctx: ScenarioContext) => object): Scenario {
  return advisory(id, rule, purpose, 'Refused with a non-200 status; nothing moves.', async (ctx) => {
    const start = await ctx.begin();
    const answer = await ctx.send(body(ctx));
    const after = await ctx.readBalance();
    if (answer.status === 200) {
      ctx.adjust(after.minus(ctx.expected));
      await ctx.restoreTo(start);
      throw new ScenarioFailure(`accepted with HTTP 200 and moved ${amountText(after.minus(start))}`);
    }
    if (!after.eq(start)) throw new ScenarioFailure(`refused with HTTP ${answer.status ?? answer.failure}, but the balance moved by ${amountText(after.minus(start))}`);
  });
}

/** Sends a valid `balance_check` variant and warns unless it is answered 200. */
function balanceCheckAccepted(id: string, rule: string, purpose: string, credentials: Credentials): Scenario {
  return advisory(id, rule, purpose, 'Exactly HTTP 200 with the balance.', async (ctx) => {
    await ctx.begin();
    const answer = await ctx.send(ctx.balanceCheck(), credentials);
    if (answer.status !== 200) throw new ScenarioFailure(`got HTTP ${answer.status ?? answer.failure}`);
  });
}

/** Expects an exact status for something a correct wallet refuses anyway. */
async function expectStatus(ctx: ScenarioContext, body: object | string, status: number, why: string): Promise<void> {
  const answer = await ctx.send(body);
  await ctx.checkBalance('the refusal moved nothing');
  if (answer.status !== status) throw new ScenarioFailure(`answered HTTP ${answer.status ?? answer.failure}, not ${status}: ${why}`);
}

export const legacyHeaderAccepted = balanceCheckAccepted('auth.legacy-header-accepted', 'Authentication → Helper library (`requireSignature` default false)',
  'A `balance_check` with only the legacy `x-webhook-secret` header (no signature).', { kind: 'legacy-only' });
export const withinTolerance = balanceCheckAccepted('auth.within-tolerance', 'Authentication → Webhook requests (300 s either way)',
  'A `balance_check` signed 200 seconds ago (clock skew inside the tolerance).', { kind: 'signature-only', skewSeconds: -200 });
export const unknownUser = advisory('unknown-user.balance-check', 'Errors → Session creation (`User not recognized by operator.`)',
  'A `balance_check` for a user id the wallet has never seen.', 'Refused with a non-200 status, so no session starts for a player the operator does not know.', async (ctx) => {
    const answer = await ctx.send(ctx.balanceCheck({ userId: `${ctx.identity.userId}-${ctx.newId('round')}` }));
    if (answer.status === 200) throw new ScenarioFailure('answered HTTP 200 for a user it had never seen (a wallet that creates players on first contact lets a session start for any id)');
  });
export const closeWithoutDebit = refusedOrWarn('close.without-debit', 'Wallet-side requirement 5 (nothing settles a round that has no debit)',
  'A `mines_close` for a betId that was never debited.', (ctx) => ctx.close('mines', ctx.newId('round')));

export const latency = advisory('response.latency', 'Limits → Webhook deadline (DNS and the request share 4 s)',
  `Every answer of this run, timed: the 95th percentile stays under ${LATENCY_WARNING_MS} ms.`, 'p95 under 1 s, leaving the 4 s deadline for DNS, TLS and the network.', async (ctx) => {
    const sorted = [...ctx.client.timings].sort((a, b) => a - b);
    const p95 = sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
    if (p95 >= LATENCY_WARNING_MS) throw new ScenarioFailure(`p95 ${p95.toFixed(0)} ms over ${sorted.length} answers`);
  });

/** The 24 advisories of the full suite (the last one reads the whole run's timings, so it runs last). */
export function advisoryScenarios(): Scenario[] {
  return [
    creditAlias('hilo_cashout', 'hilo'),
    creditAlias('crash_cashout', 'crash'),
    creditAlias('mines_cashout', 'mines'),
    creditAlias('slide_resolve', 'slide'),
    creditAlias('double_resolve', 'double'),
    creditAlias('futures_close_position', 'futures'),
    debitAlias('futures_open_position', 'futures'),
    creditAlias('videopoker_bet', 'videopoker'),
    advisory('replay.debit-409', 'Errors → Webhook responses; our reading of ambiguous debits (README: Replays)',
      'A replayed `dice_bet` transactionId.', 'Exactly 409: the service reads a 409 to its retry as "the first attempt committed"; any other refusal voids the round if an answer was lost.', async (ctx) => {
        await ctx.begin();
        const betId = ctx.newId('round');
        const debit = stringifyExact(ctx.bet('dice', betId, STAKE));
        await ctx.accept(debit, 'dice_bet', STAKE.neg());
        await expectStatus(ctx, debit, 409, 'a lost answer to this debit would void the round and open a reconciliation case');
        await ctx.settle('dice', betId, STAKE, 'settling');
      }),
    advisory('replay.credit-409', 'Errors → Webhook responses (409 already credited or duplicate)', 'A replayed `dice_win` transactionId.', 'Exactly 409.', async (ctx) => {
      await ctx.begin();
      const betId = ctx.newId('round');
      await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
      const credit = stringifyExact(ctx.win('dice', betId, STAKE));
      await ctx.accept(credit, 'dice_win', STAKE);
      await expectStatus(ctx, credit, 409, 'the contract names 409 for a duplicate');
    }),
    advisory('second-credit.409', 'Wallet-side requirement 5 (a second credit is rejected, for example 409)', 'A second `dice_win` with a new transactionId.', 'Exactly 409.', async (ctx) => {
      await ctx.begin();
      const betId = ctx.newId('round');
      await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
      await ctx.accept(ctx.win('dice', betId, STAKE), 'dice_win', STAKE);
      await expectStatus(ctx, ctx.win('dice', betId, STAKE), 409, 'the contract names 409 for a round already credited');
    }),
    advisory('unaffordable.402', 'Errors → Webhook responses (402 insufficient funds)', 'A `dice_bet` of more than the balance.', 'Exactly 402.', async (ctx) => {
      const start = await ctx.begin();
      await expectStatus(ctx, ctx.bet('dice', ctx.newId('round'), start.plus(1)), 402, 'the contract names 402 for insufficient funds');
    }),
    advisory('balance.in-mutation-response', 'Wallet-side requirement 11; Endpoints (recommended mutation body)',
      'A `dice_bet` and its `dice_win`, reading each answer body.', 'Each answers {success: true, balance: <post-action balance>}, which spares a balance_check per bet.', async (ctx) => {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        for (const [body, balance, step] of [[ctx.bet('dice', betId, STAKE), start.minus(STAKE), 'dice_bet'], [ctx.win('dice', betId, STAKE), start, 'dice_win']] as const) {
          const answer = await ctx.accept(body, step, balance.minus(ctx.expected));
          const json = tryParse(answer.body) as { success?: unknown; balance?: unknown } | undefined;
          if (json?.success !== true || json.balance === undefined) throw new ScenarioFailure(`${step} answered ${answer.body.slice(0, 120) || 'an empty body'}, without {success: true, balance}`);
        }
      }),
    legacyHeaderAccepted,
    withinTolerance,
    unknownUser,
    closeWithoutDebit,
    advisory('zero-win.no-movement', 'Wallet-side requirement 10 (accepting a zero win is optional)', 'A `dice_win` of amount 0 on an open round.',
      'Accepted or refused, it moves nothing.', async (ctx) => {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
        const answer = await ctx.send(ctx.win('dice', betId, '0'));
        await ctx.checkBalance(`the zero win (HTTP ${answer.status ?? answer.failure}) moved nothing`);
        if (answer.status === 200) await ctx.restoreTo(start);
        else await ctx.settle('dice', betId, STAKE, 'settling');
      }),
    advisory('optional-fields.ignored', 'Versioning (additive changes; opt-in `currency`, `playerAmount`, `playerCurrency`, `rate`)',
      'A round whose events carry every optional field a USD session can carry.', 'Accepted as usual; the amounts moved are the `actions` amounts.', async (ctx) => {
        await ctx.begin();
        const betId = ctx.newId('round');
        const extra = { currency: 'USD', playerAmount: new Decimal('0.25'), playerCurrency: 'BRL', rate: new Decimal('5') };
        await ctx.accept(ctx.bet('dice', betId, STAKE, { extra }), 'dice_bet with optional fields', STAKE.neg());
        await ctx.accept(ctx.win('dice', betId, STAKE, { extra }), 'dice_win with optional fields', STAKE);
      }),
    refusedOrWarn('shape.two-actions', 'Limits → one action per webhook request', 'A `dice_bet` carrying two `bet` actions.', (ctx) =>
      ctx.event('dice_bet', { roundClosed: false, actions: [{ type: 'bet', amount: STAKE }, { type: 'bet', amount: STAKE }] })),
    advisory('event-name.case-sensitive', 'Events (event names are case-sensitive)', 'A `Dice_bet` (capital D), then a `dice_win` on its betId.',
      'Refused, or accepted only as an unknown event: never as a Dice debit that a `dice_win` can settle.', async (ctx) => {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        const answer = await ctx.send(ctx.event('Dice_bet', { betId, roundClosed: false, actions: [{ type: 'bet', amount: STAKE }] }));
        if (answer.status !== 200) return ctx.checkBalance('Dice_bet was refused, so nothing may move');
        ctx.adjust((await ctx.readBalance()).minus(ctx.expected));
        const credit = await ctx.send(ctx.win('dice', betId, STAKE));
        ctx.adjust((await ctx.readBalance()).minus(ctx.expected));
        await ctx.restoreTo(start);
        if (credit.status === 200) throw new ScenarioFailure('`Dice_bet` was taken as a dice debit: a `dice_win` settled it');
      }),
    refusedOrWarn('shape.amount-as-string', 'Resources → Action (`amount` is a number)', 'A `dice_bet` whose amount is the string "0.05".', (ctx) =>
      ctx.event('dice_bet', { roundClosed: true, actions: [{ type: 'bet', amount: '0.05' }] })),
    refusedOrWarn('shape.eleven-decimals', 'Limits → amount precision (up to 10 decimal places)', 'A `dice_bet` of 0.01234567891 (11 decimal places).', (ctx) =>
      ctx.event('dice_bet', { roundClosed: true, actions: [{ type: 'bet', amount: new Decimal('0.01234567891') }] })),
    latency,
  ];
}
