import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { decimalParts, decimalText, divideDecimals, multiplyDecimals, parseDecimal, truncateDecimal } from './decimal-text';

// The reference: decimal.js with room for every digit these tests produce.
const Exact = Decimal.clone({ precision: 200 });

describe('parseDecimal', () => {
  it.each([
    ['1.5', 15n, 1],
    ['-0.25', -25n, 2],
    ['2.0000000000', 20000000000n, 10],
    ['.5', 5n, 1],
    ['7.', 7n, 0],
    [' +12 ', 12n, 0],
    ['1e-7', 1n, 7],
    ['1.5E3', 1500n, 0],
    ['12345678901234567890.1234567891', 123456789012345678901234567891n, 10],
  ] as const)('reads %j exactly', (text, units, scale) => {
    expect(parseDecimal(text)).toStrictEqual({ units, scale });
  });

  it('reads a number through its shortest round-trip text, and a bigint as it is', () => {
    expect(parseDecimal(0.1)).toStrictEqual({ units: 1n, scale: 1 });
    expect(parseDecimal(49.5)).toStrictEqual({ units: 495n, scale: 1 });
    expect(parseDecimal(1e21)).toStrictEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal(-3)).toStrictEqual({ units: -3n, scale: 0 });
    expect(parseDecimal(42n)).toStrictEqual({ units: 42n, scale: 0 });
  });

  it.each(['', '.', '-', 'abc', '1.2.3', '1,5', 'NaN', 'Infinity', '1e99999', '0x10', '1 000'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('refuses numbers that are not finite', () => {
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

const VALUES = ['0', '1', '0.1', '2.5', '-3.75', '0.0000000001', '1234.5678901234', '99999999999999999999.9999999999', '5.123456', '0.3333333333'];

describe('exact arithmetic, checked against decimal.js', () => {
  it('multiplies every pair exactly', () => {
    for (const a of VALUES) {
      for (const b of VALUES) {
        const product = decimalText(multiplyDecimals(parseDecimal(a)!, parseDecimal(b)!));
        expect([a, b, product]).toStrictEqual([a, b, new Exact(a).times(b).toFixed()]);
      }
    }
  });

  it('divides every pair, cut toward zero to the places asked', () => {
    for (const a of VALUES) {
      for (const b of VALUES.filter((v) => v !== '0')) {
        for (const places of [0, 2, 10]) {
          const quotient = decimalText(divideDecimals(parseDecimal(a)!, parseDecimal(b)!, places));
          expect([a, b, places, quotient]).toStrictEqual([a, b, places, new Exact(a).dividedBy(b).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed()]);
        }
      }
    }
  });

  it('refuses to divide by zero', () => {
    expect(() => divideDecimals(parseDecimal('1')!, parseDecimal('0.000')!, 2)).toThrow(RangeError);
  });

  it('truncates toward zero, leaving shorter decimals alone', () => {
    expect(truncateDecimal(parseDecimal('1.239')!, 2)).toStrictEqual({ units: 123n, scale: 2 });
    expect(truncateDecimal(parseDecimal('-1.239')!, 2)).toStrictEqual({ units: -123n, scale: 2 });
    expect(truncateDecimal(parseDecimal('1.2')!, 2)).toStrictEqual({ units: 12n, scale: 1 });
  });
});

describe('decimalParts and decimalText', () => {
  it('cuts to the most places, then trims trailing zeros down to the fewest', () => {
    expect(decimalParts(parseDecimal('2.0000000000')!, 2, 10)).toStrictEqual({ negative: false, integer: 2n, fraction: '00' });
    expect(decimalParts(parseDecimal('0.1050000000')!, 2, 10)).toStrictEqual({ negative: false, integer: 0n, fraction: '105' });
    expect(decimalParts(parseDecimal('0.000123456789')!, 2, 8)).toStrictEqual({ negative: false, integer: 0n, fraction: '00012345' });
    expect(decimalParts(parseDecimal('7')!, 0, 4)).toStrictEqual({ negative: false, integer: 7n, fraction: '' });
    expect(decimalParts(parseDecimal('-12.5')!, 2, 2)).toStrictEqual({ negative: true, integer: 12n, fraction: '50' });
    expect(decimalParts(parseDecimal('-0.5')!, 0, 2)).toStrictEqual({ negative: true, integer: 0n, fraction: '5' });
    // Cut to nothing, a negative value shows no minus sign.
    expect(decimalParts(parseDecimal('-0.001')!, 2, 2)).toStrictEqual({ negative: false, integer: 0n, fraction: '00' });
  });

  it('writes plain text with no exponent and no trailing zeros', () => {
    expect(['2.0000000000', '-0.25', '1e-7', '0.000', '1.5E3', '-0'].map((t) => decimalText(parseDecimal(t)!))).toStrictEqual(['2', '-0.25', '0.0000001', '0', '1500', '0']);
  });
});
