import { isLosslessNumber, LosslessNumber, parse, stringify, type NumberStringifier } from 'lossless-json';
import { Decimal, isDecimal } from './decimal';

const decimalStringifier: NumberStringifier = {
  test: (value) => isDecimal(value),
  // toFixed() writes plain notation from the decimal's own digits: no float ever touches the amount.
  stringify: (value) => (value as Decimal).toFixed(),
};

/**
 * JSON.stringify that writes every Decimal as a JSON number taken from its decimal text, so
 * `new Decimal("0.1000000001")` goes on the wire as `0.1000000001`, exactly.
 */
export function stringifyExact(value: unknown): string {
  const text = stringify(value, null, undefined, [decimalStringifier]);
  if (text === undefined) throw new TypeError('value cannot be serialised as JSON');
  return text;
}

/**
 * Parses JSON keeping every number as its original text (a LosslessNumber), so a balance such as
 * 12345678901234567.1234567891 is never squeezed through a float. Throws SyntaxError on bad JSON
 * and on duplicate keys with different values.
 */
export function parseExact(text: string): unknown {
  return parse(text);
}

/** True for a number parsed by {@link parseExact}. */
export function isJsonNumber(value: unknown): value is LosslessNumber {
  return isLosslessNumber(value);
}

/** The exact Decimal of a parsed JSON number, or undefined when `value` is not a number. */
export function jsonNumberToDecimal(value: unknown): Decimal | undefined {
  if (isLosslessNumber(value)) return new Decimal(value.toString());
  if (typeof value === 'number' && Number.isFinite(value)) return new Decimal(String(value));
  return undefined;
}

export { LosslessNumber };
