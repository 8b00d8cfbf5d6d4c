import { fill } from '@rgs/game-kit/ui';
import type { LaneKind } from './road-board';

/** The string of each lane kind's state. */
const STATE_KEY: Readonly<Record<LaneKind, string>> = {
  ahead: 'ahead', next: 'nextAhead', crossed: 'crossedLane', hit: 'hitLane', car: 'carUnreached', clear: 'clearUnreached',
};

/**
 * A lane's accessible name: its number, what crossing it makes the multiplier, its chance of a car
 * and, once known, what it held. It holds the cover's and the pill's words in their order (WCAG
 * 2.5.3, label in name): "Lane 6, 2.3498× · 15% chance of a car: a car came, not reached".
 */
export function laneLabel(t: (key: string) => string, lane: number, kind: LaneKind, values: { readonly chance: string; readonly multiplier: string }): string {
  const state = fill(t(STATE_KEY[kind]), values);
  const unreached = kind === 'car' || kind === 'clear';
  return fill(t('lane'), { n: String(lane + 1), state: unreached ? `${fill(t('ahead'), values)}: ${state}` : state });
}
