import type { BlackjackStrings } from '../strings';
import type { BlackjackAction, BlackjackState } from '../state';

/** A button of the table: a move and, for insurance, the answer it gives. */
export type MoveId = 'hit' | 'stand' | 'double' | 'split' | 'takeInsurance' | 'noInsurance';

/** One move the player can make: the `act` it sends, its hotkey and its label. */
export interface Move {
  readonly id: MoveId;
  readonly action: BlackjackAction;
  readonly params: Readonly<Record<string, boolean>>;
  /** The hotkey, as `aria-keyshortcuts` names it. */
  readonly key: string;
  readonly label: keyof BlackjackStrings;
}

/** The moves on a hand, in the order of `allowed`. */
export const PLAY_MOVES: readonly Move[] = [
  { id: 'hit', action: 'hit', params: {}, key: 'H', label: 'hit' },
  { id: 'stand', action: 'stand', params: {}, key: 'S', label: 'stand' },
  { id: 'double', action: 'double', params: {}, key: 'D', label: 'doubleDown' },
  { id: 'split', action: 'split', params: {}, key: 'P', label: 'split' },
];

/** The two answers to insurance. */
export const INSURANCE_MOVES: readonly Move[] = [
  { id: 'takeInsurance', action: 'insurance', params: { take: true }, key: 'I', label: 'takeInsurance' },
  { id: 'noInsurance', action: 'insurance', params: { take: false }, key: 'N', label: 'noInsurance' },
];

/** The move a key press asks for (H, S, D, P, I, N, either case), if any. */
export function moveForKey(key: string): Move | undefined {
  const upper = key.toUpperCase();
  return [...PLAY_MOVES, ...INSURANCE_MOVES].find((move) => move.key === upper);
}

/**
 * The extra wager a move costs, exact decimal text read from the state (never computed): a double
 * the active hand's bet, a split the initial bet, insurance its amount; null for a move that is free.
 */
export function moveCost(state: BlackjackState, move: MoveId): string | null {
  switch (move) {
    case 'double':
      return state.activeHand === null ? null : (state.hands[state.activeHand]?.bet ?? null);
    case 'split':
      return state.bet;
    case 'takeInsurance':
      return state.insurance?.amount ?? null;
    default:
      return null;
  }
}
