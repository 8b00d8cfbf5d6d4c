import { GraphQLError } from 'graphql';
import type { ScenarioResult, TesterReport } from '@rgs/operator/tester';
import { UnauthorizedError } from '../accounts';
import { RateLimitedError } from '../http/limiter-store';
import { WebhookTestBusyError, WebhookTestInputError, WebhookTestUrlError, type WebhookTestError } from '../webhook-tester';
import { builder } from './builder';
import { ErrorInterface, InvalidInputError, toPlayError } from './errors';

const ModeEnum = builder.enumType('TestWebhookMode', {
  values: {
    DIAGNOSTIC: { value: 'diagnostic', description: 'Balance 0.00: the non-mutating checks only. It never approves.' },
    FULL: { value: 'full', description: 'Balance 0.10 to 1.00: every scenario of the approval set.' },
  } as const,
});

const SeverityEnum = builder.enumType('TestWebhookSeverity', {
  values: {
    REQUIRED: { value: 'required', description: 'Approval needs it to pass.' },
    ADVISORY: { value: 'advisory', description: 'Reported, never blocks approval.' },
  } as const,
});

const OutcomeEnum = builder.enumType('TestWebhookOutcome', {
  values: {
    PASSED: { value: 'passed' },
    FAILED: { value: 'failed', description: 'A required scenario that did not hold.' },
    WARNING: { value: 'warning', description: 'An advisory that did not hold.' },
    NOT_RUN: { value: 'not-run', description: 'Skipped: the endpoint did not answer the first balance_check.' },
  } as const,
});

const ScenarioType = builder.objectRef<ScenarioResult>('TestWebhookScenario').implement({
  description: 'One scenario of a webhook test and what became of it.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'A stable name, such as `dice.replayed-debit`.' }),
    severity: t.field({ type: SeverityEnum, resolve: (s) => s.severity }),
    rule: t.exposeString('rule', { description: 'The contract rule it checks.' }),
    purpose: t.exposeString('purpose'),
    expected: t.exposeString('expected', { description: 'What a correct wallet does.' }),
    outcome: t.field({ type: OutcomeEnum, resolve: (s) => s.outcome }),
    detail: t.string({ nullable: true, description: 'What the wallet did instead, when it did not pass.', resolve: (s) => s.detail ?? null }),
  }),
});

const CountsType = builder.objectRef<TesterReport['counts']>('TestWebhookCounts').implement({
  fields: (t) => ({
    scenarios: t.exposeInt('scenarios'),
    required: t.exposeInt('required'),
    advisory: t.exposeInt('advisory'),
    requiredPassed: t.exposeInt('requiredPassed'),
    requiredFailed: t.exposeInt('requiredFailed'),
    advisoriesPassed: t.exposeInt('advisoriesPassed'),
    advisoryWarnings: t.exposeInt('advisoryWarnings'),
    notRun: t.exposeInt('notRun'),
  }),
});

const SuccessType = builder.objectRef<TesterReport>('TestWebhookSuccess').implement({
  description: 'The report of a finished run (approved or not).',
  fields: (t) => ({
    approved: t.exposeBoolean('approved', { description: 'Every required scenario passed and the opening balance was restored exactly (full suite only).' }),
    mode: t.field({ type: ModeEnum, resolve: (r) => r.mode }),
    verdict: t.exposeString('verdict', { description: 'One sentence: why it is approved or not.' }),
    openingBalance: t.field({ type: 'Decimal', resolve: (r) => r.openingBalance }),
    closingBalance: t.field({ type: 'Decimal', nullable: true, description: 'The balance read at the end; null when it could not be read.', resolve: (r) => r.closingBalance }),
    balanceRestored: t.exposeBoolean('balanceRestored'),
    counts: t.field({ type: CountsType, resolve: (r) => r.counts }),
    scenarios: t.field({ type: [ScenarioType], description: 'Every scenario, in the order it ran.', resolve: (r) => r.scenarios }),
  }),
});

builder.objectType(WebhookTestInputError, {
  name: 'TestWebhookInputError',
  description:
    'The run did not start and nothing was sent: INVALID_BALANCE or BALANCE_OUT_OF_WINDOW (give the test user exactly 0.00 for the diagnostic, or 0.10 to 1.00 for the full suite), or INVALID_OPTION (a blank userId, a sessionToken that is empty or over 512 characters).',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(WebhookTestUrlError, {
  name: 'TestWebhookUrlError',
  description:
    'URL_REFUSED: live webhooks would not reach the account’s webhook URL either (HTTPS to a public address only, unless WEBHOOK_ALLOW_PRIVATE names its host:port). Nothing was sent.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ webhookUrl: t.exposeString('webhookUrl') }),
});

builder.objectType(WebhookTestBusyError, {
  name: 'TestWebhookBusyError',
  description: 'WEBHOOK_TEST_BUSY: a run for the same client id has not finished. Nothing was sent.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

const TestWebhookInput = builder.inputType('TestWebhookInput', {
  fields: (t) => ({
    clientId: t.string({ required: true, description: 'The operator’s client id; its `x-operator-secret` header authenticates the call.' }),
    userId: t.string({ required: true, description: 'A test user of the wallet that holds exactly `balance`.' }),
    balance: t.field({ type: 'Decimal', required: true, description: 'The test user’s balance: exactly 0.00 (the diagnostic) or 0.10 to 1.00 (the full suite).' }),
    sessionToken: t.string({ required: false, description: 'Sent where the service sends one (bets, credits, balance_check), except where a scenario proves settlement needs none.' }),
  }),
});

/**
 * The operator-authentication failures as the API answers credential failures elsewhere: top-level
 * errors with the REST shims' codes and statuses (401, 429 with Retry-After). A malformed client id
 * is VALIDATION_FAILED, a typed InvalidInputError like every other bad field.
 */
function operatorAuthError(error: unknown): unknown {
  if (error instanceof UnauthorizedError) {
    return new GraphQLError(error.message, { extensions: { code: error.code, http: { status: 401 } } });
  }
  if (error instanceof RateLimitedError) {
    const { retryAfterSeconds } = error;
    return new GraphQLError(error.message, {
      extensions: { code: error.code, retryAfterSeconds, http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } } },
    });
  }
  return toPlayError(error);
}

builder.mutationFields((t) => ({
  testWebhook: t.field({
    type: SuccessType,
    description:
      'Runs the webhook tester against the operator’s own wallet endpoint (its webhook URL, secret and customerId, through the transport and WEBHOOK_ALLOW_PRIVATE of live webhooks) and answers its report. Authenticated by the operator’s `x-operator-secret` header with `clientId`, as the REST endpoints are (UNAUTHORIZED, RATE_LIMITED after failed attempts); no player token. One run at a time per client id. It can take a while: the full suite sends several hundred webhooks.',
    errors: {
      types: [WebhookTestInputError, WebhookTestUrlError, WebhookTestBusyError, InvalidInputError],
      union: { name: 'TestWebhookResult' },
    },
    args: { input: t.arg({ type: TestWebhookInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        return await ctx.services.webhookTester.test({
          credential: { secret: ctx.operator.secret, clientId: input.clientId, address: ctx.operator.address },
          userId: input.userId,
          balance: input.balance,
          sessionToken: input.sessionToken ?? undefined,
        });
      } catch (error) {
        throw operatorAuthError(error);
      }
    },
  }),
}));
