import type { Severity } from './scenario';
import type { TesterMode } from './tester-input';

/** The tester's version, as published with `@rgs/operator`. */
export const TESTER_VERSION = '0.2.0';

export type ScenarioOutcome = 'passed' | 'failed' | 'warning' | 'not-run';

export interface ScenarioResult {
  readonly id: string;
  readonly severity: Severity;
  readonly rule: string;
  readonly purpose: string;
  readonly expected: string;
  /** `failed` for a required scenario, `warning` for an advisory that did not hold. */
  readonly outcome: ScenarioOutcome;
  readonly detail?: string;
  readonly ms: number;
}

/** The JSON report of one run. */
export interface TesterReport {
  readonly tester: 'rgs-webhook-tester';
  readonly version: string;
  readonly mode: TesterMode;
  readonly url: string;
  readonly customerId: string;
  readonly userId: string;
  readonly sessionToken: boolean;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly openingBalance: string;
  /** The balance read at the end, or null when it could not be read. */
  readonly closingBalance: string | null;
  readonly balanceRestored: boolean;
  readonly approved: boolean;
  /** One sentence: why approved or not. */
  readonly verdict: string;
  readonly counts: {
    readonly scenarios: number;
    readonly required: number;
    readonly advisory: number;
    readonly requiredPassed: number;
    readonly requiredFailed: number;
    readonly advisoriesPassed: number;
    readonly advisoryWarnings: number;
    readonly notRun: number;
  };
  readonly scenarios: readonly ScenarioResult[];
}

/** The human summary printed at the end of a run. */
export function formatSummary(report: TesterReport): string {
  const c = report.counts;
  const lines = [
    '',
    `rgs-webhook-tester ${report.version}: ${report.mode === 'full' ? 'full suite' : 'diagnostic (balance 0.00)'} against ${report.url}`,
    `  user ${report.userId}, customer ${report.customerId}${report.sessionToken ? ', with a session token' : ''}; ${(report.durationMs / 1000).toFixed(1)} s`,
    `  required:   ${c.requiredPassed} of ${c.required} passed${c.requiredFailed ? `, ${c.requiredFailed} failed` : ''}${c.notRun ? `, ${c.notRun} not run` : ''}`,
    `  advisories: ${c.advisoriesPassed} of ${c.advisory} passed${c.advisoryWarnings ? `, ${c.advisoryWarnings} warning${c.advisoryWarnings === 1 ? '' : 's'}` : ''}`,
    `  balance:    opening ${report.openingBalance}, closing ${report.closingBalance ?? 'unreadable'}${report.balanceRestored ? ' (restored exactly)' : ' (NOT restored)'}`,
  ];
  const failed = report.scenarios.filter((s) => s.outcome === 'failed');
  if (failed.length > 0) {
    lines.push('', 'Failed (required):');
    for (const s of failed) lines.push(`  ✗ ${s.id}: ${s.purpose}`, `      rule: ${s.rule}`, `      expected: ${s.expected}`, `      got: ${s.detail}`);
  }
  const warnings = report.scenarios.filter((s) => s.outcome === 'warning');
  if (warnings.length > 0) {
    lines.push('', 'Warnings (advisory):');
    for (const s of warnings) lines.push(`  ! ${s.id}: ${s.purpose}`, `      rule: ${s.rule}`, `      got: ${s.detail}`);
  }
  lines.push('', `${report.approved ? 'APPROVED' : 'NOT APPROVED'}: ${report.verdict}`, '');
  return lines.join('\n');
}
