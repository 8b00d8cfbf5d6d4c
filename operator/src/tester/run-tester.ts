import { randomUUID } from 'node:crypto';
import type { Decimal } from '@rgs/schema';
import { createWebhookTransport, type WebhookTransport } from '@rgs/schema/webhook-transport';
import { diagnosticScenarios, fullSuite } from './catalog';
import { ProbeClient } from './probe-client';
import { amountText, ScenarioContext, ScenarioFailure, type Scenario } from './scenario';
import { checkTesterTarget, testerMode, testerTimeLimit } from './tester-input';
import { TESTER_VERSION, type ScenarioResult, type TesterReport } from './tester-report';

/** Options of {@link runWebhookTester}. */
export interface WebhookTesterOptions {
  /** The operator's wallet endpoint (its `webhookUrl`). */
  readonly url: string;
  /** The account's webhook secret: it signs every probe. */
  readonly secret: string;
  /** The operator's `customerId`, which its wallet checks on every request. */
  readonly customerId: string;
  /** A test user whose balance is `balance`. */
  readonly userId: string;
  /** Sent as the service does (on `_bet`, `_win` and `balance_check`), except where a scenario proves settlement needs none. */
  readonly sessionToken?: string;
  /** The test user's opening balance: exactly 0.00 (diagnostic) or 0.10 to 1.00 (full suite). */
  readonly balance: string | Decimal;
  /** `host:port` entries that may be plain HTTP or private, as `WEBHOOK_ALLOW_PRIVATE` for live webhooks. */
  readonly allowPrivate?: readonly string[];
  /** How probes travel; default: the live webhooks' transport with `allowPrivate`, closed at the end. */
  readonly transport?: WebhookTransport;
  readonly now?: () => number;
  /** Prefix of every betId and transactionId of the run (default: random). */
  readonly runId?: string;
  readonly onProgress?: (progress: TesterProgress) => void;
  /**
   * How long the scenarios may run, in milliseconds (default 10 minutes; a whole integer from 1).
   * Checked before each scenario: once it has passed, the rest are reported not run, so a wallet that
   * answers each probe just inside its 4-second deadline ends the run in minutes, not the hours its
   * 1,200 probes would take, and the one asking is answered.
   */
  readonly timeLimitMs?: number;
}

export interface TesterProgress {
  /** 1-based position of the scenario in the run. */
  readonly index: number;
  readonly total: number;
  readonly result: ScenarioResult;
}

/**
 * Runs the diagnostic or the full suite against an operator's wallet endpoint and reports whether it
 * is approved: every required scenario passed and the opening balance is restored exactly.
 * Throws a TesterInputError, having sent nothing, when the options are refused.
 */
export async function runWebhookTester(options: WebhookTesterOptions): Promise<TesterReport> {
  const allowPrivate = options.allowPrivate ?? [];
  const { mode, balance } = testerMode(options.balance);
  checkTesterTarget({ ...options, allowPrivate });
  const timeLimitMs = testerTimeLimit(options.timeLimitMs);
  const now = options.now ?? Date.now;
  const transport = options.transport ?? createWebhookTransport({ allowPrivate });
  const client = new ProbeClient({ url: options.url, secret: options.secret }, transport, now);
  const identity = { customerId: options.customerId, userId: options.userId, sessionToken: options.sessionToken };
  const runId = options.runId ?? randomUUID().slice(0, 8);
  const ctx = new ScenarioContext(client, identity, `rgs-test-${runId}`, balance);
  const scenarios = mode === 'full' ? fullSuite() : diagnosticScenarios();
  const startedAt = now();
  const results: ScenarioResult[] = [];
  try {
    let unreachable: string | undefined;
    let outOfTime: string | undefined;
    for (const [i, scenario] of scenarios.entries()) {
      if (!unreachable && !outOfTime && now() - startedAt >= timeLimitMs) outOfTime = `not run: the run's time limit of ${timeLimitMs / 1000} s ran out`;
      const skipped = unreachable ?? outOfTime;
      let result = skipped ? notRun(scenario, skipped) : await runOne(scenario, ctx);
      if (i === 0 && result.outcome === 'failed' && client.lastAnswer?.status === undefined) {
        // A wallet that does not answer its first balance_check cannot pass anything else.
        unreachable = `not run: the endpoint did not answer (${result.detail})`;
      } else if (result.outcome === 'failed' || result.outcome === 'warning') {
        const relevelled = await ctx.relevel();
        if (relevelled) result = { ...result, detail: `${result.detail} (${relevelled})` };
      }
      results.push(result);
      options.onProgress?.({ index: i + 1, total: scenarios.length, result });
    }
    const closing = unreachable ? undefined : await ctx.readBalance('closing balance').catch(() => undefined);
    return report({ options, mode, balance, closing, results, startedAt, durationMs: now() - startedAt, timedOut: outOfTime !== undefined ? timeLimitMs : undefined });
  } finally {
    if (!options.transport) await transport.close();
  }
}

async function runOne(scenario: Scenario, ctx: ScenarioContext): Promise<ScenarioResult> {
  const started = performance.now();
  const base = { id: scenario.id, severity: scenario.severity, rule: scenario.rule, purpose: scenario.purpose, expected: scenario.expected };
  try {
    await scenario.run(ctx);
    return { ...base, outcome: 'passed', ms: Math.round(performance.now() - started) };
  } catch (error) {
    // An unexpected throw is the tester's own fault, reported as such rather than blamed on the wallet.
    const detail = error instanceof ScenarioFailure ? error.message : `tester error: ${error instanceof Error ? error.message : String(error)}`;
    return { ...base, outcome: scenario.severity === 'required' ? 'failed' : 'warning', detail, ms: Math.round(performance.now() - started) };
  }
}

function notRun(scenario: Scenario, detail: string): ScenarioResult {
  return { id: scenario.id, severity: scenario.severity, rule: scenario.rule, purpose: scenario.purpose, expected: scenario.expected, outcome: 'not-run', detail, ms: 0 };
}

function report(input: {
  options: WebhookTesterOptions;
  mode: 'full' | 'diagnostic';
  balance: Decimal;
  closing: Decimal | undefined;
  results: ScenarioResult[];
  startedAt: number;
  durationMs: number;
  /** The time limit that stopped the run, when one did. */
  timedOut: number | undefined;
}): TesterReport {
  const { results, mode, balance, closing } = input;
  const count = (severity: string, outcome: string) => results.filter((r) => r.severity === severity && r.outcome === outcome).length;
  const counts = {
    scenarios: results.length,
    required: results.filter((r) => r.severity === 'required').length,
    advisory: results.filter((r) => r.severity === 'advisory').length,
    requiredPassed: count('required', 'passed'),
    requiredFailed: count('required', 'failed'),
    advisoriesPassed: count('advisory', 'passed'),
    advisoryWarnings: count('advisory', 'warning'),
    notRun: results.filter((r) => r.outcome === 'not-run').length,
  };
  const restored = closing !== undefined && closing.eq(balance);
  const allRequired = counts.requiredPassed === counts.required;
  const approved = mode === 'full' && allRequired && restored;
  const stopped = input.timedOut === undefined ? '' : `The run stopped at its time limit of ${input.timedOut / 1000} s: a wallet should answer each probe in well under a second. `;
  const verdict =
    stopped +
    (mode === 'diagnostic'
      ? `the diagnostic cannot approve; ${allRequired ? 'its required checks passed' : `${counts.required - counts.requiredPassed} of its ${counts.required} required checks did not pass`}. Give the test user 0.10 to 1.00 and run the full suite.`
      : approved
        ? `all ${counts.required} required scenarios passed and the opening balance was restored exactly.`
        : [
            allRequired ? '' : `${counts.required - counts.requiredPassed} of ${counts.required} required scenarios did not pass`,
            restored ? '' : `the balance was not restored (opening ${amountText(balance)}, closing ${closing ? amountText(closing) : 'unreadable'})`,
          ]
            .filter(Boolean)
            .join('; ') + '.');
  return {
    tester: 'rgs-webhook-tester',
    version: TESTER_VERSION,
    mode,
    url: input.options.url,
    customerId: input.options.customerId,
    userId: input.options.userId,
    sessionToken: input.options.sessionToken !== undefined,
    startedAt: new Date(input.startedAt).toISOString(),
    durationMs: Math.round(input.durationMs),
    openingBalance: amountText(balance),
    closingBalance: closing ? amountText(closing) : null,
    balanceRestored: restored,
    approved,
    verdict,
    counts,
    scenarios: results,
  };
}
