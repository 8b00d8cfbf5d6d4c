import { localeOf } from '../format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a round was played, short, in the player's language: "now" and "3 min. ago" within the hour,
 * the time of day ("14:03") earlier the same day, else the short date and time. `timeZone` defaults to
 * the browser's; a time a little ahead of `now` (clock skew) reads as "now".
 */
export function roundTime(iso: string, now: number, lang: string | null | undefined, timeZone?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const locale = localeOf(lang);
  const ago = now - at;
  if (ago < HOUR) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    return ago < MINUTE ? relative.format(0, 'second') : relative.format(-Math.floor(ago / MINUTE), 'minute');
  }
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone });
  const options: Intl.DateTimeFormatOptions = day.format(at) === day.format(now) ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at);
}

/** The full date and time of a round ("Nov 24, 2025, 2:03:17 PM"), for its details. */
export function roundDateTime(iso: string, lang: string | null | undefined, timeZone?: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(at);
}
