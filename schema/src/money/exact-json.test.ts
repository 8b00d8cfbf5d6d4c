import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';
import { isJsonNumber, jsonNumberToDecimal, parseExact, stringifyExact } from './exact-json';

describe('stringifyExact', () => {
  it('writes decimals as JSON numbers from their text', () => {
    const body = stringifyExact({ amount: new Decimal('0.1000000001'), big: new Decimal('12345678901234567890.0000000001'), n: 3 });
    expect(body).toBe('{"amount":0.1000000001,"big":12345678901234567890.0000000001,"n":3}');
  });

  it('never writes an exponent', () => {
    expect(stringifyExact([new Decimal('0.0000000001'), new Decimal('1e25')])).toBe('[0.0000000001,10000000000000000000000000]');
  });

  it('drops undefined fields like JSON.stringify', () => {
    expect(stringifyExact({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
  });
});

describe('parseExact', () => {
  it('keeps numbers as their text', () => {
    const parsed = parseExact('{"balance":12345678901234567.1234567891}') as { balance: unknown };
    expect(isJsonNumber(parsed.balance)).toBe(true);
    expect(jsonNumberToDecimal(parsed.balance)?.toFixed()).toBe('12345678901234567.1234567891');
  });

  it('round-trips exactly', () => {
    const text = '{"a":0.1,"b":[1,2.50,-3e-7],"c":"x"}';
    expect(stringifyExact(parseExact(text))).toBe('{"a":0.1,"b":[1,2.50,-3e-7],"c":"x"}');
  });

  it('throws on invalid JSON and on duplicate keys', () => {
    expect(() => parseExact('{')).toThrow(SyntaxError);
    expect(() => parseExact('{"a":1,"a":2}')).toThrow();
  });

  it('returns undefined for non-numbers', () => {
    expect(jsonNumberToDecimal('1')).toBeUndefined();
    expect(jsonNumberToDecimal(Number.NaN)).toBeUndefined();
    expect(jsonNumberToDecimal(2)?.toFixed()).toBe('2');
  });
});
