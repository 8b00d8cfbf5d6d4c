import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { payoutOf } from './payout';

// The exact product by integer arithmetic, floored to 10 places: an oracle that shares no code with payoutOf.
function floorProduct(stake: string, multiplier: string): string {
  const [si, sf = ''] = stake.split('.');
  const [mi, mf = ''] = multiplier.split('.');
  const product = BigInt(si! + sf) * BigInt(mi! + mf);
  const places = sf.length + mf.length;
  const scaled = places >= 10 ? product / 10n ** BigInt(places - 10) : product * 10n ** BigInt(10 - places);
  const text = scaled.toString().padStart(11, '0');
  return `${text.slice(0, -10)}.${text.slice(-10)}`;
}

describe('payoutOf', () => {
  it('is exact when the product fits 10 places', () => {
    expect(payoutOf('1.234567', '1.98').toFixed()).toBe('2.44444266');
    expect(payoutOf('3', '2').toFixed()).toBe('6');
    expect(payoutOf('0.00012345', '1.98').toFixed()).toBe('0.000244431');
  });

  it('rounds a longer product DOWN to 10 places, never up', () => {
    // 0.0001234567 × 1.98 = 0.000244444266: the 11th and 12th places (66) are dropped.
    expect(payoutOf('0.0001234567', '1.98').toFixed()).toBe('0.0002444442');
    // A BTC stake of 8 places times a 4-place multiplier has 12: 0.00012470919 keeps 0.0001247091.
    expect(payoutOf('0.00012345', '1.0102').toFixed()).toBe('0.0001247091');
    // 0.0000000009 × 1.9999 = 0.00000000179991: rounding half-up would give ...18, down gives ...17.
    expect(payoutOf('0.0000000009', '1.9999').toFixed()).toBe('0.0000000017');
    expect(payoutOf('0.0000000001', '0.9999').toFixed()).toBe('0');
  });

  it('matches an integer oracle on stakes of every precision up to 10 places', () => {
    const stakes = ['0.0001234567', '9999999.9999999999', '0.0000000001', '12345678901234567890.1234567891', '5', '0.1'];
    const multipliers = ['1.0102', '49.5', '5148297', '0.0001', '1.9999', '24.75', '0'];
    for (const stake of stakes) {
      for (const multiplier of multipliers) {
        const payout = payoutOf(stake, multiplier);
        expect(payout.toFixed(10)).toBe(floorProduct(stake, multiplier));
        expect(payout.lte(new Decimal(stake).times(multiplier))).toBe(true);
      }
    }
  });

  it('pays zero for a zero multiplier and refuses negative or non-finite inputs', () => {
    expect(payoutOf('12.5', '0').toFixed()).toBe('0');
    expect(payoutOf('12.5', '0').isNegative()).toBe(false);
    expect(() => payoutOf('-1', '2')).toThrow(RangeError);
    expect(() => payoutOf('1', '-2')).toThrow(RangeError);
    expect(() => payoutOf('Infinity', '2')).toThrow(RangeError);
    expect(() => payoutOf('NaN', '2')).toThrow(RangeError);
  });
});
