import { fill, type PlayedRound } from '@rgs/game-kit/ui';
import { CHAMBERS, MAX_BULLETS, MIN_BULLETS } from '../cylinder';
import type { RussianRouletteOutcome, RussianRouletteState } from '../rules';
import type { StripCell } from './chamber-strip';
import type { ChamberKind } from './cylinder-scene';
import { multiplierAfter, nextClickChance } from './roulette-odds';

/** How the page writes words and numbers in the player's language. */
export interface Words {
  readonly t: (key: string) => string;
  readonly number: (n: number) => string;
  readonly times: (multiplier: string) => string;
  readonly percent: (chance: number) => string;
  /** "3 and 5", in the player's language. */
  readonly list: (items: readonly string[]) => string;
}

/** The round on the board, as the page reads it: none, open or closed, with its bullets. */
export interface ShownRound {
  readonly round: PlayedRound | null;
  /** The round's state, when it is one the page can draw. */
  readonly state: RussianRouletteState | null;
  /** The round's bullets, or those chosen when no round is shown. */
  readonly bullets: number;
}

/** Whether `state` is a russian roulette state the page can draw. */
export function isState(state: unknown): state is RussianRouletteState {
  const s = state as RussianRouletteState | null;
  return !!s && Number.isInteger(s.bullets) && s.bullets >= MIN_BULLETS && s.bullets <= MAX_BULLETS && Number.isInteger(s.survived);
}

/** Empty chambers fired in the round shown. */
export const clicksOf = (shown: ShownRound): number => shown.state?.survived ?? 0;

/** The loaded chambers, once the round is closed and its outcome shown; null while hidden. */
export function loadedOf({ round }: ShownRound): readonly number[] | null {
  if (round?.status !== 'CLOSED') return null;
  const loaded = (round.outcome as RussianRouletteOutcome | null | undefined)?.loaded;
  return Array.isArray(loaded) ? loaded : null;
}

/** Each chamber as shown, chamber 1 first: fired ones by what they did, and once the round is over the rest by what they held. */
export function chamberKinds(shown: ShownRound): ChamberKind[] {
  const { state } = shown;
  const loaded = loadedOf(shown);
  return Array.from({ length: CHAMBERS }, (_, i): ChamberKind => {
    const chamber = i + 1;
    if (state && chamber <= state.survived) return 'click';
    if (state?.bang && chamber === state.survived + 1) return 'bang';
    if (loaded) return loaded.includes(chamber) ? 'bullet' : 'empty';
    return 'hidden';
  });
}

/** Once the round is over: "The bullets were in chambers 3 and 5."; null while the outcome is hidden. */
export function fateText(shown: ShownRound, words: Words): string | null {
  const loaded = loadedOf(shown);
  if (!loaded) return null;
  const chambers = words.list([...loaded].sort((a, b) => a - b).map(words.number));
  return fill(words.t(loaded.length === 1 ? 'bulletWas' : 'bulletsWere'), { chambers });
}

/** The cylinder's accessible name: the round as it stands, and once it is over, where the bullets were. */
export function sceneLabel(shown: ShownRound, words: Words): string {
  const { round, state, bullets } = shown;
  const clicks = clicksOf(shown);
  if (!round || !state) return fill(words.t('sceneIdle'), { n: words.number(bullets), chance: words.percent(nextClickChance(bullets, 0)!) });
  const values = { n: words.number(clicks), max: words.number(CHAMBERS - bullets), multiplier: words.times(round.multiplier), fate: fateText(shown, words) ?? '' };
  if (round.status === 'OPEN') return fill(words.t(clicks === 0 ? 'sceneReady' : 'sceneOpen'), { ...values, n: clicks === 0 ? words.number(bullets) : values.n });
  if (state.bang) return fill(words.t('sceneBang'), { ...values, n: words.number(clicks + 1) });
  return fill(words.t(clicks >= CHAMBERS - bullets ? 'sceneFull' : 'sceneCashed'), values);
}

/** The six chambers in firing order: what surviving each pays, which fires next, what each did or held. */
export function stripCells(shown: ShownRound, words: Words): StripCell[] {
  const open = shown.round?.status === 'OPEN';
  const clicks = clicksOf(shown);
  return chamberKinds(shown).map((kind, i) => {
    const chamber = i + 1;
    const multiplier = multiplierAfter(shown.bullets, chamber);
    const shownMultiplier = multiplier === null ? null : words.times(multiplier);
    const next = open && chamber === clicks + 1;
    const n = words.number(chamber);
    const key =
      kind === 'click' ? 'chamberClick'
      : kind === 'bang' ? 'chamberBang'
      : kind === 'bullet' ? 'chamberBullet'
      : kind === 'empty' ? 'chamberEmpty'
      : shownMultiplier === null ? 'chamberNever'
      : next ? 'chamberNext'
      : 'chamberAhead';
    return { chamber: n, multiplier: shownMultiplier, kind, next, label: fill(words.t(key), { n, multiplier: shownMultiplier ?? '' }) };
  });
}
