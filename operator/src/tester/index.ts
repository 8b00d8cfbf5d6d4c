export { APPROVAL_GAMES, EXCLUDED_GAME_KEYS, LATENCY_WARNING_MS, diagnosticScenarios, fullSuite } from './catalog';
export type { Scenario, Severity } from './scenario';
export { runWebhookTester, type TesterProgress, type WebhookTesterOptions } from './run-tester';
export { DEFAULT_TIME_LIMIT_MS, TesterInputError, testerMode, type TesterInputErrorCode, type TesterMode } from './tester-input';
export { TESTER_VERSION, formatSummary, type ScenarioOutcome, type ScenarioResult, type TesterReport } from './tester-report';
