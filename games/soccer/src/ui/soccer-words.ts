import { fill, localeOf, type MoneyFormat } from '@rgs/game-kit/ui';
import type { SoccerKick } from '../rules';
import { zoneStateKey, type ZoneMark } from './goal-zones';
import type { KickSlot } from './kick-strip';

/** What the board's words need from the page: its strings, its numbers and its language. */
export interface Speaker {
  readonly t: (key: string) => string;
  readonly money: MoneyFormat;
  readonly lang: string;
}

/** "zones 1 and 4", "zone 3": the zones' numbers as the goal shows them (1 … 6), ascending. */
export function zonesText(speaker: Speaker, zones: readonly number[]): string {
  const numbers = [...zones].sort((a, b) => a - b).map((zone) => speaker.money.number(zone + 1));
  const list = new Intl.ListFormat(localeOf(speaker.lang), { type: 'conjunction' }).format(numbers);
  return fill(speaker.t(numbers.length === 1 ? 'zoneWord' : 'zonesWord'), { list });
}

/** A multiplier short enough for the strip: 4 significant digits, cut, ten thousands and more compacted ("58.45K×"). */
export function shortTimes(lang: string, multiplier: string): string {
  const value = Number(multiplier);
  const notation = value >= 10_000 ? 'compact' : 'standard';
  return `${new Intl.NumberFormat(localeOf(lang), { maximumSignificantDigits: 4, roundingMode: 'trunc', notation }).format(value)}×`;
}

/** A kick of the strip in full, for screen readers: "Kick 2: next, a goal pays 2.2275×". */
export function describeKick(speaker: Speaker, slot: KickSlot, index: number): string {
  const values = { n: speaker.money.number(index + 1), multiplier: speaker.money.multiplier(slot.multiplier) };
  switch (slot.status) {
    case 'goal':
      return fill(speaker.t('kickGoal'), values);
    case 'saved':
      return fill(speaker.t('kickSaved'), values);
    case 'next':
      return fill(speaker.t('kickNext'), values);
    case 'later':
      return fill(speaker.t('kickLater'), values);
    case 'untaken':
      return fill(speaker.t('kickNotTaken'), { ...values, zones: zonesText(speaker, slot.keeper ?? []) });
  }
}

/**
 * The line under the pitch: what to do before the first kick, nothing while a ball flies, then how
 * kick `count` went and where the keeper was.
 */
export function captionOf(speaker: Speaker, last: SoccerKick | null, count: number, arrived: boolean, open: boolean): string {
  if (!last) return speaker.t(open ? 'pickZone' : 'captionIdle');
  if (!arrived) return '';
  return fill(speaker.t(last.goal ? 'captionGoal' : 'captionSaved'), { n: speaker.money.number(count), zones: zonesText(speaker, last.keeper) });
}

/** A zone's accessible name: its number, its place and what it is now ("Zone 1, top left: shoot here"). */
export function zoneLabel(speaker: Speaker, zone: number, mark: ZoneMark, canShoot: boolean, open: boolean): string {
  const state = speaker.t(zoneStateKey(mark, canShoot, open));
  return fill(speaker.t('zone'), { n: speaker.money.number(zone + 1), name: speaker.t(`zone${zone}`), state });
}
