import type { Playbook } from '@rgs/game-kit';
import type { BridgeParams, BridgeState } from './rules';

/**
 * How the service's tests play bridge: medium (2 panels a row, one breaks: a row is crossed 1 time in
 * 2), always the left panel. Repeated, it ends every round: broken glass, or the eighth row crossed.
 */
export const bridgePlaybook: Playbook<BridgeParams, BridgeState> = {
  params: { difficulty: 'medium' },
  next: () => ({ action: 'step', params: { panel: 0 } }),
};
