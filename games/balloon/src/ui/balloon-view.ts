import { fill, type PlayedRound } from '@rgs/game-kit/ui';
import { DIFFICULTIES, type BalloonDifficulty } from '../difficulty';
import type { BalloonOutcome, BalloonState } from '../rules';
import { multiplierAfter, popChance } from './balloon-odds';
import type { LadderCell } from './balloon-ladder';
import type { ScenePhase } from './balloon-scene';

/** How the page writes words and numbers in the player's language. */
export interface Words {
  readonly t: (key: string) => string;
  readonly number: (n: number) => string;
  readonly times: (multiplier: string) => string;
  readonly percent: (chance: number) => string;
}

/** The round on the board, as the page reads it: none, open or closed, at its difficulty. */
export interface ShownRound {
  readonly round: PlayedRound | null;
  /** The round's state, when it is one the page can draw. */
  readonly state: BalloonState | null;
  /** The round's difficulty, or the one chosen when no round is shown. */
  readonly difficulty: BalloonDifficulty;
}

/** Pumps held in the round shown. */
export const pumpsOf = (shown: ShownRound): number => shown.state?.pumps ?? 0;

/** Where the round shown stands. */
export function phaseOf({ round, state }: ShownRound): ScenePhase {
  if (!round || !state) return 'idle';
  if (round.status === 'OPEN') return 'open';
  if (state.popped) return 'popped';
  return state.pumps >= DIFFICULTIES[state.difficulty].pumps ? 'full' : 'cashed';
}

/** The pump that pops the balloon, once the round is closed and its outcome shown; undefined while it is hidden. */
export function revealedPop({ round }: ShownRound): number | null | undefined {
  if (round?.status !== 'CLOSED') return undefined;
  const outcome = round.outcome as BalloonOutcome | null | undefined;
  return outcome && 'popAt' in outcome ? outcome.popAt : undefined;
}

/** Once a cashed-out round is over: "It would have popped on pump 7." (or held all its pumps); null otherwise. */
export function fateText(shown: ShownRound, words: Words): string | null {
  const popAt = revealedPop(shown);
  if (popAt === undefined || shown.state?.popped) return null;
  return popAt === null ? fill(words.t('wouldHold'), { n: words.number(DIFFICULTIES[shown.difficulty].pumps) }) : fill(words.t('wouldPop'), { n: words.number(popAt) });
}

/** The scene's accessible name: the balloon as it stands, and once cashed out, its fate. */
export function sceneLabel(shown: ShownRound, words: Words): string {
  const pumps = pumpsOf(shown);
  const cap = DIFFICULTIES[shown.difficulty].pumps;
  const values = { n: words.number(pumps), cap: words.number(cap), multiplier: shown.round ? words.times(shown.round.multiplier) : '' };
  switch (phaseOf(shown)) {
    case 'idle':
      return fill(words.t('sceneIdle'), { difficulty: words.t(shown.difficulty), chance: words.percent(popChance(shown.difficulty)), cap: values.cap });
    case 'open':
      return fill(words.t(pumps === 0 ? 'sceneReady' : 'sceneOpen'), values);
    case 'popped':
      return fill(words.t('scenePopped'), { n: words.number(pumps + 1) });
    case 'full':
      return fill(words.t('sceneFull'), values);
    case 'cashed':
      return fill(words.t('sceneCashed'), { ...values, fate: fateText(shown, words) ?? '' });
  }
}

/** Six pumps around the current one: those held, the next, those ahead, and once it is over the pop. */
export function ladderCells(shown: ShownRound, words: Words): LadderCell[] {
  const pumps = pumpsOf(shown);
  const cap = DIFFICULTIES[shown.difficulty].pumps;
  const size = Math.min(6, cap);
  const first = Math.max(1, Math.min(pumps, cap - size + 1));
  const popAt = revealedPop(shown);
  const popped = shown.state?.popped ?? false;
  const open = shown.round?.status === 'OPEN';
  return Array.from({ length: size }, (_, i) => {
    const pump = first + i;
    const multiplier = words.times(multiplierAfter(shown.difficulty, pump)!);
    const kind: LadderCell['kind'] =
      pump <= pumps ? 'held'
      : popped && pump === pumps + 1 ? 'popped'
      : popAt !== undefined && popAt === pump ? 'would-pop'
      : open && pump === pumps + 1 ? 'next'
      : 'ahead';
    const key = kind === 'held' ? 'ladderPumpDone' : kind === 'popped' ? 'ladderPumpPop' : kind === 'would-pop' ? 'ladderPumpWouldPop' : pump === cap ? 'ladderPumpAuto' : 'ladderPump';
    return { pump: words.number(pump), multiplier, kind, label: fill(words.t(key), { n: words.number(pump), multiplier }) };
  });
}
