import { describe, expect, it } from 'vitest';
import {
  DecimalTextError,
  addDecimal,
  clampDecimal,
  compareDecimal,
  decimalPlaces,
  floorToPlaces,
  increaseByPercent,
  interpolateDecimal,
  isDecimalText,
  readDecimalInput,
  subtractDecimal,
  toFixedPlaces,
} from './decimal-text';

describe('decimal text', () => {
  it('knows a plain decimal, and reads what a player typed', () => {
    expect(['0', '12', '-0.5', '1.50', '0001'].map(isDecimalText)).toEqual([true, true, true, true, true]);
    expect(['', '1e3', '1,5', '.5', '1.', '+1', ' 1', 'NaN', 'Infinity'].filter(isDecimalText)).toEqual([]);
    expect(readDecimalInput(' 1,5 ')).toBe('1.5');
    expect(readDecimalInput('.25')).toBe('0.25');
    expect(readDecimalInput('-.5')).toBe('-0.5');
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
