import { fill } from '@rgs/game-kit/ui';
import type { DoorView, LevelView } from './corridor-view';

/** How labels are written: the game's strings and the player's numbers. */
export interface Words {
  readonly t: (key: string) => string;
  readonly number: (n: number) => string;
  readonly multiplier: (text: string) => string;
  /** An amount of money in the player's currency. */
  readonly amount: (text: string) => string;
}

/** A door's accessible name: its number, the wall's door count and what it showed ("Door 2 of 3, opened, safe"). */
export function doorLabel(words: Words, door: number, doors: number, view: DoorView): string {
  let state = 'closed';
  if (view.kind !== 'closed') state = view.picked ? (view.kind === 'safe' ? 'safeOpened' : 'trapOpened') : view.kind === 'safe' ? 'safeUnopened' : 'trapUnopened';
  return fill(words.t('door'), { n: words.number(door + 1), total: words.number(doors), state: words.t(state) });
}

/** A level of the map, in words: what it pays, where the player has been, and its trap once the round is over. */
export function levelLabel(words: Words, level: LevelView): string {
  const door = (n: number | null) => words.number((n ?? 0) + 1);
  let state: string;
  if (level.status === 'trapped') state = fill(words.t('mapTrapped'), { door: door(level.trap ?? level.opened) });
  else if (level.status === 'passed') state = fill(words.t('mapPassed'), { door: door(level.opened) });
  else if (level.status === 'current') state = words.t('mapCurrent');
  else state = words.t('mapAhead');
  if (level.trap !== null && level.status !== 'trapped') state = `${state}; ${fill(words.t('mapTrapWas'), { door: door(level.trap) })}`;
  return fill(words.t('mapLevel'), { n: words.number(level.level + 1), multiplier: words.multiplier(level.multiplier), state });
}
