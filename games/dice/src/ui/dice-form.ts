import type { DiceCondition } from '../rules';
import {
  MAX_HUNDREDTHS,
  MAX_MULTIPLIER_UNITS,
  MIN_HUNDREDTHS,
  MIN_MULTIPLIER_UNITS,
  chanceForMultiplier,
  chanceOf,
  fixed,
  multiplierText,
  multiplierUnits,
  targetFor,
} from './dice-odds';

/** The three linked fields: editing one moves the other two. */
export type TrioField = 'multiplier' | 'target' | 'chance';

/** Decimal places each field takes: a multiplier has 4, a target and a chance 2. */
export const FIELD_PLACES: Readonly<Record<TrioField, number>> = { multiplier: 4, target: 2, chance: 2 };

/** Why the target cannot be played: a key of the dice strings, the field it is in, and the values its text needs. */
export interface Problem {
  readonly key: 'notNumber' | 'tooManyPlaces' | 'targetRange' | 'chanceRange' | 'multiplierRange';
  readonly field: TrioField;
  readonly values?: Readonly<Record<string, string>>;
}

/** What a field's text asks for: a target in hundredths, or the reason it cannot be played. */
export type Reading = { readonly target: number } | { readonly problem: Problem };

/**
 * Decimal text as a whole number of 10^-places ("50.5" → 5050 for 2 places). A comma is read as the
 * decimal point, as Portuguese and Spanish players type it.
 */
export function parseFixed(text: string, places: number): number | 'notNumber' | 'tooManyPlaces' {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return 'notNumber';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > places) return 'tooManyPlaces';
  const units = Number((match[1] || '0') + fraction.padEnd(places, '0'));
  return Number.isSafeInteger(units) ? units : 'notNumber';
}

/** The text a field shows for a target: "1.9800", "50.50", "49.50". */
export function fieldText(field: TrioField, target: number, condition: DiceCondition): string {
  const chance = chanceOf(target, condition);
  if (field === 'target') return fixed(target, 2);
  if (field === 'chance') return fixed(chance, 2);
  return fixed(multiplierUnits(chance), 4);
}

/** Reads one field's text into the target it asks for on `condition`'s side, with the game's exact limits. */
export function readField(field: TrioField, text: string, condition: DiceCondition): Reading {
  const units = parseFixed(text, FIELD_PLACES[field]);
  if (units === 'notNumber') return { problem: { key: 'notNumber', field } };
  if (units === 'tooManyPlaces') return { problem: { key: 'tooManyPlaces', field, values: { places: String(FIELD_PLACES[field]) } } };
  if (field === 'target') {
    return units < MIN_HUNDREDTHS || units > MAX_HUNDREDTHS ? { problem: { key: 'targetRange', field } } : { target: units };
  }
  if (field === 'chance') {
    return units < MIN_HUNDREDTHS || units > MAX_HUNDREDTHS ? { problem: { key: 'chanceRange', field } } : { target: targetFor(units, condition) };
  }
  if (units < MIN_MULTIPLIER_UNITS || units > MAX_MULTIPLIER_UNITS) {
    return { problem: { key: 'multiplierRange', field, values: { min: multiplierText(MAX_HUNDREDTHS), max: multiplierText(MIN_HUNDREDTHS) } } };
  }
  return { target: targetFor(chanceForMultiplier(units), condition) };
}
