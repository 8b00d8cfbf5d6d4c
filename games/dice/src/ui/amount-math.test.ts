import { describe, expect, it } from 'vitest';
import { payoutText, payoutUnits, toUnits, unitsText } from './amount-math';

describe('amount maths', () => {
  it('reads plain decimal text into units of 10^-10 and refuses anything else', () => {
    expect(toUnits('1.5')).toBe(15_000_000_000n);
    expect(toUnits('.25')).toBe(2_500_000_000n);
    expect(toUnits('3.')).toBe(30_000_000_000n);
    expect(toUnits('0.0000000001')).toBe(1n);
    expect(toUnits('1.50000000000')).toBe(15_000_000_000n);
    for (const bad of ['', '.', '-1', '1e3', '0.00000000001', '1,5', 'abc']) expect(toUnits(bad)).toBeNull();
  });

  it('writes units back without trailing zeros', () => {
    expect([unitsText(15_000_000_000n), unitsText(1n), unitsText(0n), unitsText(-9_800_000_000n)]).toEqual(['1.5', '0.0000000001', '0', '-0.98']);
  });

  it('multiplies exactly and rounds down to 10 places, as the server pays', () => {
    // 0.1234567901 × 1.0312 = 0.12730864195112: down to 0.1273086419, never up.
    expect(payoutText('0.1234567901', '1.0312')).toBe('0.1273086419');
    expect(payoutText('1', '1.98')).toBe('1.98');
    expect(payoutText('0.3', '3')).toBe('0.9');
    expect(payoutText('2.5', '52598.7')).toBe('131496.75');
    expect(payoutUnits('1', '0')).toBe(0n);
    expect(payoutText('x', '2')).toBeNull();
    expect(payoutText('1', '-2')).toBeNull();
  });
});
