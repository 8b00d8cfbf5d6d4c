import { CHANCE_PLACES, MAX_CHANCE, MAX_TARGET, MIN_CHANCE, MIN_TARGET, chanceText, chanceUnits, fixed, targetForChance } from './limbo-odds';

/** The two linked fields: editing one moves the other. */
export type LimboField = 'target' | 'chance';

/** Decimal places each field takes: a target has 2, a win chance 6. */
export const FIELD_PLACES: Readonly<Record<LimboField, number>> = { target: 2, chance: CHANCE_PLACES };

/** Why the target cannot be played: a key of the limbo strings and the field it is in (the page fills in the values). */
export interface Problem {
  readonly key: 'notNumber' | 'tooManyPlaces' | 'targetRange' | 'chanceRange';
  readonly field: LimboField;
}

/** What a field's text asks for: a target in hundredths, or the reason it cannot be played. */
export type Reading = { readonly target: number } | { readonly problem: Problem };

/**
 * Decimal text as a whole number of 10^-places ("2.5" → 250 for 2 places). Either mark is read as
 * the decimal point, as players type it; the language's grouping mark is dropped when it groups
 * thousands ("1,000" in English and "1.000" in Portuguese and Spanish are a thousand), so a large
 * target can be typed as it is read.
 */
export function parseFixed(text: string, places: number, lang: string): number | 'notNumber' | 'tooManyPlaces' {
  const group = lang === 'pt' || lang === 'es' ? '.' : ',';
  let plain = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const grouped = group === ',' ? /^\d{1,3}(,\d{3})+(\.\d*)?$/ : /^\d{1,3}(\.\d{3})+(,\d*)?$/;
  if (grouped.test(plain)) plain = plain.split(group).join('');
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(plain);
  if (!match || (match[1] === '' && !match[2])) return 'notNumber';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > places) return 'tooManyPlaces';
  const units = Number((match[1] || '0') + fraction.padEnd(places, '0'));
  return Number.isSafeInteger(units) ? units : 'notNumber';
}

/** The text a field shows for a target, with a point: "2.00", "1000000.00"; "49.50", "0.000099". */
export function fieldText(field: LimboField, target: number): string {
  return field === 'target' ? fixed(target, 2) : chanceText(chanceUnits(target));
}

/** Reads one field's text into the target it asks for, with the game's exact limits. */
export function readField(field: LimboField, text: string, lang: string): Reading {
  const units = parseFixed(text, FIELD_PLACES[field], lang);
  if (units === 'notNumber') return { problem: { key: 'notNumber', field } };
  if (units === 'tooManyPlaces') return { problem: { key: 'tooManyPlaces', field } };
  if (field === 'target') return units < MIN_TARGET || units > MAX_TARGET ? { problem: { key: 'targetRange', field } } : { target: units };
  return units < MIN_CHANCE || units > MAX_CHANCE ? { problem: { key: 'chanceRange', field } } : { target: targetForChance(units) };
}
