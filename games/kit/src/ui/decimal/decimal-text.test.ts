import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  DecimalTextError,
  addDecimal,
  clampDecimal,
  compareDecimal,
  decimalParts,
  decimalPlaces,
  decimalText,
  divideDecimals,
  floorToPlaces,
  increaseByPercent,
  interpolateDecimal,
  isDecimalText,
  multiplyDecimal,
  multiplyDecimals,
  parseDecimal,
  readDecimalInput,
  subtractDecimal,
  toFixedPlaces,
  truncateDecimal,
} from './decimal-text';

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

describe('decimal text', () => {
  it('knows a plain decimal, and reads what a player typed', () => {
    expect(['0', '12', '-0.5', '1.50', '0001'].map(isDecimalText)).toEqual([true, true, true, true, true]);
    expect(['', '1e3', '1,5', '.5', '1.', '+1', ' 1', 'NaN', 'Infinity'].filter(isDecimalText)).toEqual([]);
    expect(readDecimalInput(' 1,5 ')).toBe('1.5');
    expect(readDecimalInput('.25')).toBe('0.25');
    expect(readDecimalInput('-.5')).toBe('-0.5');
    expect(readDecimalInput('3.')).toBe('3');
    expect(readDecimalInput('3,')).toBe('3');
    expect(readDecimalInput('.')).toBeNull();
    expect(readDecimalInput('1.2.3')).toBeNull();
    expect(readDecimalInput('abc')).toBeNull();
  });

  it('adds, subtracts and compares exactly where floats would not', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('1', '2.75')).toBe('-1.75');
    expect(addDecimal('-0.5', '0.5')).toBe('0');
    expect(addDecimal('9007199254740993', '0.0000000001')).toBe('9007199254740993.0000000001');
    expect(compareDecimal('1.50', '1.5')).toBe(0);
    expect(compareDecimal('-2', '-1.999')).toBe(-1);
    expect(compareDecimal('0.30000000000000004', '0.3')).toBe(1);
  });

  it('adds, subtracts and compares every pair as decimal.js does', () => {
    for (const a of VALUES) {
      for (const b of VALUES) {
        const x = new Exact(a);
        expect([a, b, addDecimal(a, b), subtractDecimal(a, b), compareDecimal(a, b)]).toStrictEqual([a, b, x.plus(b).toFixed(), x.minus(b).toFixed(), x.comparedTo(b)]);
      }
    }
  });

  it('multiplies text exactly, or cut toward zero to the places asked, as decimal.js does', () => {
    for (const a of VALUES) {
      for (const b of VALUES) {
        const product = new Exact(a).times(b);
        expect([a, b, multiplyDecimal(a, b)]).toStrictEqual([a, b, product.toFixed()]);
        for (const places of [0, 2, 10]) {
          expect([a, b, places, multiplyDecimal(a, b, places)]).toStrictEqual([a, b, places, product.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed()]);
        }
      }
    }
  });

  it('pays a stake at a multiplier as the server does: down to the wire’s 10 places', () => {
    // 0.1234567901 × 1.0312 = 0.12730864195112: down to 0.1273086419, never up.
    expect(multiplyDecimal('0.1234567901', '1.0312', 10)).toBe('0.1273086419');
    expect(multiplyDecimal('1', '1.98', 10)).toBe('1.98');
    expect(multiplyDecimal('2.5', '52598.7', 10)).toBe('131496.75');
    expect(multiplyDecimal('1', '0', 10)).toBe('0');
    // A stake times a count of balls, exactly.
    expect(multiplyDecimal('0.15', '3')).toBe('0.45');
    expect(multiplyDecimal('12.3456789012', '7')).toBe('86.4197523084');
    expect(multiplyDecimal('2.50', '4')).toBe('10');
    expect(() => multiplyDecimal('x', '2', 10)).toThrow(DecimalTextError);
  });

  it('rounds down to places, towards minus infinity', () => {
    expect(floorToPlaces('2.259', 2)).toBe('2.25');
    expect(floorToPlaces('-2.251', 2)).toBe('-2.26');
    expect(floorToPlaces('-2.25', 2)).toBe('-2.25');
    expect(floorToPlaces('3', 2)).toBe('3');
    expect(floorToPlaces('0.009', 2)).toBe('0');
  });

  it('increases by a percentage, rounded down to the stake’s places', () => {
    expect(increaseByPercent('1', '50', 8)).toBe('1.5');
    expect(increaseByPercent('1.5', '50', 8)).toBe('2.25');
    expect(increaseByPercent('2.25', '50', 2)).toBe('3.37'); // 3.375 rounded down
    expect(increaseByPercent('0.1', '12.5', 10)).toBe('0.1125');
    expect(increaseByPercent('0.01', '10', 2)).toBe('0.01');
    expect(increaseByPercent('10', '1000', 0)).toBe('110');
  });

  it('clamps, writes fixed places, counts places', () => {
    expect(clampDecimal('0.05', '0.1', '100')).toBe('0.1');
    expect(clampDecimal('150', '0.1', '100')).toBe('100');
    expect(clampDecimal('5', null, undefined)).toBe('5');
    expect(toFixedPlaces('1.5', 2)).toBe('1.50');
    expect(toFixedPlaces('1.999', 2)).toBe('1.99');
    expect(toFixedPlaces('-0.001', 2)).toBe('0.00');
    expect(toFixedPlaces('7', 0)).toBe('7');
    expect(decimalPlaces('1.500')).toBe(3);
  });

  it('interpolates between two amounts in millionths, exactly at both ends', () => {
    expect(interpolateDecimal('10', '20.5', 0, 1)).toBe('10.0');
    expect(interpolateDecimal('10', '20.5', 500_000, 1)).toBe('15.2'); // 15.25 cut towards the start
    expect(interpolateDecimal('10', '20.5', 1_000_000, 1)).toBe('20.5');
    expect(interpolateDecimal('10', '20.5', 2_000_000, 1)).toBe('20.5');
    expect(interpolateDecimal('5', '1', 250_000, 2)).toBe('4.00');
  });

  it('refuses text that is not a decimal with a typed error', () => {
    expect(() => addDecimal('1e3', '1')).toThrow(DecimalTextError);
    expect(() => compareDecimal('1', 'abc')).toThrow(expect.objectContaining({ code: 'INVALID_DECIMAL', text: 'abc' }));
  });
});
