import type { PlayedRound } from '@rgs/game-kit/ui';
import { KICKS, type SoccerDifficulty } from '../pitch';
import type { SoccerKick, SoccerOutcome, SoccerState } from '../rules';
import { hasArrived } from './kick-moments';
import { kickSlots, type KickSlot } from './kick-strip';
import { multiplierAfter } from './soccer-odds';

/** A kick on the board: the round after it, and which kick it was. */
export interface ShownKick {
  readonly round: PlayedRound;
  readonly index: number;
  readonly duration: number;
}

/** Where the board stands: the round as it really is, the one before its last kick, and that kick's animation. */
export interface BoardInput {
  readonly round: PlayedRound | null;
  readonly preKick: PlayedRound | null;
  /** The kick the animation shows, while it plays (null once it has landed). */
  readonly playing: ShownKick | null;
  /** How far that animation has played, 0 … 1. */
  readonly progress: number;
}

/** What the board draws and tells. */
export interface BoardView {
  /** The kicks really taken: the scene plays the last of them. */
  readonly taken: readonly SoccerKick[];
  /** How far the last kick has played: 1 unless its animation runs. */
  readonly progress: number;
  /** Whether the last kick's ball is still in the air: nothing of its result is told before it arrives. */
  readonly flying: boolean;
  /** The round the words and figures tell: the one before the kick in the air, else the round. */
  readonly told: PlayedRound | null;
  readonly open: boolean;
  /** The kicks of the round told. */
  readonly kicks: readonly SoccerKick[];
}

const kicksOf = (round: PlayedRound | null): readonly SoccerKick[] => (round?.state as SoccerState | null | undefined)?.kicks ?? [];

/** Goals among `kicks`. */
export const goalsIn = (kicks: readonly SoccerKick[]) => kicks.filter((kick) => kick.goal).length;

/** The board of `input`: while a kick flies, everything but the scene tells the round before it. */
export function boardView({ round, preKick, playing, progress }: BoardInput): BoardView {
  const taken = kicksOf(round);
  const own = playing !== null && playing.round.id === round?.id && playing.index === taken.length - 1;
  const shown = own ? progress : 1;
  const flying = taken.length > 0 && !hasArrived(shown);
  const told = flying && preKick?.id === round?.id ? preKick : round;
  return { taken, progress: shown, flying, told, open: told?.status === 'OPEN', kicks: kicksOf(told) };
}

/** The strip's 10 kicks for the round told (before a round: those of `chosen`, the difficulty picked for the next bet). */
export function slotsOf(view: BoardView, chosen: SoccerDifficulty): KickSlot[] {
  const round = view.told;
  const difficulty = round ? (round.state as SoccerState).difficulty : chosen;
  const outcome = round?.status === 'CLOSED' ? ((round.outcome as SoccerOutcome | null)?.keeper ?? null) : null;
  const table = Array.from({ length: KICKS + 1 }, (_, k) => multiplierAfter(difficulty, k)!);
  return kickSlots(view.kicks, outcome, view.open, table);
}
