import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runWebhookTester } from './run-tester';
import { TesterInputError } from './tester-input';
import { formatSummary, type ScenarioResult } from './tester-report';

export const USAGE = `Usage: rgs-webhook-tester --url <webhook URL> --secret <webhook secret> --customer <customerId>
                          --user <test user id> --balance <0.00 | 0.10 to 1.00>
                          [--session-token <token>] [--time-limit <seconds>] [--json <file | ->]

Tests your wallet endpoint as the service will use it, and approves it when every required scenario
passes and the test user's balance ends exactly where it started.

  --balance 0.00       the diagnostic: 13 checks that move no money; it cannot approve
  --balance 0.10–1.00  the full suite: 205 scenarios over 32 games (181 required, 24 advisories)
  --session-token      a session token of the test user, sent where the service sends one
  --time-limit         stop starting scenarios after this many seconds (default 600); the rest are not run
  --json <file>        also write the JSON report to a file (- for standard output)

The secret may be given in RGS_WEBHOOK_SECRET instead of --secret. Like live webhooks, the tester
reaches a plain-HTTP or private address only when WEBHOOK_ALLOW_PRIVATE names its host:port
(comma-separated; development only).

Exit status: 0 approved; 1 not approved; 2 refused before anything was sent.`;

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const OPTIONS = {
  url: { type: 'string' },
  secret: { type: 'string' },
  customer: { type: 'string' },
  user: { type: 'string' },
  balance: { type: 'string' },
  'session-token': { type: 'string' },
  'time-limit': { type: 'string' },
  json: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const MARK: Record<ScenarioResult['outcome'], string> = { passed: 'passed ', failed: 'FAILED ', warning: 'warning', 'not-run': 'not run' };

/** The command: parses flags, runs the tester with live progress, prints the summary; answers the exit status. */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let values: { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    io.err(`rgs-webhook-tester: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const secret = values.secret ?? env.RGS_WEBHOOK_SECRET;
  const given = { ...values, secret };
  const missing = (['url', 'secret', 'customer', 'user', 'balance'] as const)
    .filter((name) => !given[name])
    .map((name) => (name === 'secret' ? '--secret (or RGS_WEBHOOK_SECRET)' : `--${name}`));
  if (missing.length > 0) {
    io.err(`rgs-webhook-tester: missing ${missing.join(', ')}\n\n${USAGE}\n`);
    return 2;
  }
  const timeLimit = values['time-limit'];
  if (timeLimit !== undefined && !/^[1-9]\d{0,6}$/.test(timeLimit)) {
    io.err(`rgs-webhook-tester: --time-limit must be a whole number of seconds from 1, not ${JSON.stringify(timeLimit)}\n`);
    return 2;
  }
  const jsonToStdout = values.json === '-';
  const say = jsonToStdout ? io.err : io.out;
  try {
    const report = await runWebhookTester({
      url: values.url!,
      secret: secret!,
      customerId: values.customer!,
      userId: values.user!,
      balance: values.balance!,
      sessionToken: values['session-token'],
      timeLimitMs: timeLimit === undefined ? undefined : Number(timeLimit) * 1000,
      allowPrivate: (env.WEBHOOK_ALLOW_PRIVATE ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
      onProgress: ({ index, total, result }) => {
        const width = String(total).length;
        io.err(`[${String(index).padStart(width)}/${total}] ${MARK[result.outcome]} ${result.id}\n`);
      },
    });
    say(formatSummary(report));
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (jsonToStdout) io.out(json);
    else if (values.json) writeFileSync(values.json, json);
    return report.approved ? 0 : 1;
  } catch (error) {
    if (!(error instanceof TesterInputError)) throw error;
    io.err(`rgs-webhook-tester: ${error.message}\n`);
    return 2;
  }
}
