import { localeOf } from '../format';
import type { MoneyFormat } from '../format/money-format';
import { fill, stringsFor } from '../i18n';

/** "3 left", "1 restante", "Quedan 3": the language's plural rules choose the form, the count in its digits. */
export function freeBetsLeftWords(count: number, lang: string | null | undefined, money: Pick<MoneyFormat, 'number'>): string {
  const strings = stringsFor(lang);
  const form = new Intl.PluralRules(localeOf(lang)).select(count) === 'one' ? strings.freeBetsLeftOne : strings.freeBetsLeftOther;
  return fill(form, { n: money.number(count) });
}

/** "Expires Nov 24, 2025, 2:03 PM" in the player's language; `timeZone` defaults to the browser's. Null for a date it cannot read. */
export function freeBetsExpiryWords(iso: string, lang: string | null | undefined, timeZone?: string): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const date = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  return fill(stringsFor(lang).freeBetsExpire, { date });
}
