import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';
import { checkMoney, convertMoney, formatMoney, formatMoneyFixed, parseMoney } from './money';
import { DomainError } from '../errors';

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not-domain';
  }
  return undefined;
}

describe('parseMoney', () => {
  it.each(['0', '1', '1.5', '0.0000000001', '1234567890123456789012345678.1234567891'])('accepts %s exactly', (text) => {
    expect(parseMoney(text).toFixed()).toBe(new Decimal(text).toFixed());
  });

  it('keeps a number by its shortest text, not its binary expansion', () => {
    expect(formatMoney(parseMoney(0.1))).toBe('0.1');
  });

  it.each([
    ['negative text', '-1'],
    ['negative number', -0.5],
    ['exponent text', '1e3'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['11 decimals', '0.00000000001'],
    ['spaces', ' 1'],
    ['empty', ''],
    ['null', null],
    ['object', {}],
    ['29 integer digits', '12345678901234567890123456789'],
  ])('rejects %s', (_name, input) => {
    expect(code(() => parseMoney(input))).toBe('INVALID_AMOUNT');
  });

  it('applies a tighter precision when asked', () => {
    expect(code(() => parseMoney('0.0000001', { maxDecimals: 6 }))).toBe('INVALID_AMOUNT');
    expect(parseMoney('0.000001', { maxDecimals: 6 }).toFixed()).toBe('0.000001');
  });

  it('normalises negative zero', () => {
    expect(checkMoney(new Decimal('-0')).isNegative()).toBe(false);
  });
});

describe('formatting and conversion', () => {
  it('writes plain text with no exponent even for tiny and huge values', () => {
    expect(formatMoney(new Decimal('0.0000000001'))).toBe('0.0000000001');
    expect(formatMoney(new Decimal('1e27'))).toBe('1000000000000000000000000000');
    expect(formatMoneyFixed(new Decimal('1.25'))).toBe('1.2500000000');
  });

  it('multiplies exactly at high precision', () => {
    expect(new Decimal('0.123456').times('12345.6789').toFixed()).toBe('1524.1481342784');
    expect(new Decimal('9999999999999999999999999999.9999999999').plus('0.0000000001').toFixed()).toBe(
      '10000000000000000000000000000',
    );
  });

  it('truncates conversions to 10 places', () => {
    expect(convertMoney(new Decimal('1'), new Decimal('3').dividedBy(7)).toFixed()).toBe('0.4285714285');
  });
});
