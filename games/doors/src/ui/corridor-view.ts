import type { PlayedRound } from '@rgs/game-kit/ui';
import { DOORS_LEVELS } from '../corridor';
import type { DoorsOutcome, DoorsState } from '../rules';
import { multiplierAfter } from './doors-odds';

/** What one door of the wall in view shows. `picked`: the player opened it. */
export interface DoorView {
  readonly kind: 'closed' | 'safe' | 'trap';
  readonly picked: boolean;
}

/** The wall of doors in view: its level (0 = level 1) and its doors, left to right. */
export interface WallView {
  readonly level: number;
  readonly doors: readonly DoorView[];
}

/** One level of the corridor map. */
export interface LevelView {
  /** 0 = level 1. */
  readonly level: number;
  /** What a cashout pays once it is passed. */
  readonly multiplier: string;
  readonly status: 'passed' | 'current' | 'ahead' | 'trapped';
  /** The door opened on it, if any. */
  readonly opened: number | null;
  /** The trapped door, once the round is over (the outcome is public then). */
  readonly trap: number | null;
}

/** The state of a round, or the resting corridor of `doors` doors when there is none. */
function stateOf(round: PlayedRound | null, doors: number): DoorsState {
  return (round?.state as DoorsState | null | undefined) ?? { doors, opened: [], hit: null };
}

/** The traps, once the round is closed; null while they are hidden. */
function trapsOf(round: PlayedRound | null): readonly number[] | null {
  return round?.status === 'CLOSED' ? ((round.outcome as DoorsOutcome | null)?.traps ?? null) : null;
}

/** The level the player stands before: the one whose door was (or will be) opened last. */
export function currentLevel(state: DoorsState): number {
  return Math.min(state.opened.length, DOORS_LEVELS - 1);
}

/**
 * The wall in view. While the round is open: the current level's closed doors. Once it is over: the
 * level where it ended, every door open, the player's marked (the trap that ended it, the door of the
 * tenth level, or, after a cashout, the next level's doors showing where its trap was).
 */
export function wallOf(round: PlayedRound | null, doors: number): WallView {
  const state = stateOf(round, doors);
  const traps = trapsOf(round);
  const level = currentLevel(state);
  const picked = state.hit ?? (state.opened.length === DOORS_LEVELS ? state.opened[level]! : null);
  return {
    level,
    doors: Array.from({ length: state.doors }, (_, door): DoorView => {
      if (!traps) return { kind: 'closed', picked: false };
      return { kind: traps[level] === door ? 'trap' : 'safe', picked: door === picked };
    }),
  };
}

/** The wall of `level` with `door` just opened safely: shown while the player walks through it. */
export function passedWall(doors: number, level: number, door: number): WallView {
  return { level, doors: Array.from({ length: doors }, (_, d): DoorView => (d === door ? { kind: 'safe', picked: true } : { kind: 'closed', picked: false })) };
}

/** The corridor map: every level with its multiplier, where the player has been and, once the round is over, every trap. */
export function mapOf(round: PlayedRound | null, doors: number): LevelView[] {
  const state = stateOf(round, doors);
  const traps = trapsOf(round);
  const open = round?.status === 'OPEN';
  return Array.from({ length: DOORS_LEVELS }, (_, level): LevelView => {
    const opened = state.opened[level] ?? (state.hit !== null && level === state.opened.length ? state.hit : null);
    let status: LevelView['status'] = 'ahead';
    if (level < state.opened.length) status = 'passed';
    else if (state.hit !== null && level === state.opened.length) status = 'trapped';
    else if (open && level === state.opened.length) status = 'current';
    return { level, multiplier: multiplierAfter(state.doors, level + 1)!, status, opened, trap: traps?.[level] ?? null };
  });
}
