import type { Scenario } from '../scenario';
import { advisoryScenarios } from './advisories';
import { authenticationScenarios } from './authentication';
import { diagnosticScenarios } from './diagnostic';
import { moneyScenarios } from './money';
import { perGameScenarios } from './per-game';
import { roundScenarios } from './rounds';
import { shapeScenarios } from './shapes';

export { APPROVAL_GAMES, EXCLUDED_GAME_KEYS, MULTI_ROUND_GAMES, STAKE } from './approval-set';
export { LATENCY_WARNING_MS } from './advisories';
export { diagnosticScenarios };

/**
 * The full suite, in the order it runs: the balance read first (a wallet that cannot answer it
 * cannot pass anything), every game, the generic rules, then the advisories (latency last).
 */
export function fullSuite(): Scenario[] {
  const rounds = roundScenarios();
  const balanceShape = rounds.filter((s) => s.id === 'balance.shape');
  return [
    ...balanceShape,
    ...perGameScenarios(),
    ...authenticationScenarios(),
    ...shapeScenarios(),
    ...moneyScenarios(),
    ...rounds.filter((s) => s.id !== 'balance.shape'),
    ...advisoryScenarios(),
  ];
}
