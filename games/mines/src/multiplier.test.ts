import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { binomial, minesMultiplier, minesMultiplierTable } from './multiplier';

describe('binomial', () => {
  it('computes exact coefficients', () => {
    expect(binomial(25, 0)).toBe(1n);
    expect(binomial(25, 1)).toBe(25n);
    expect(binomial(25, 12)).toBe(5_200_300n);
    expect(binomial(25, 25)).toBe(1n);
    expect(binomial(5, 6)).toBe(0n);
  });
});

describe('minesMultiplier', () => {
  it.each([
    [1, 0, '0'],
    [1, 1, '1.0312'], // 0.99 × 25/24 = 1.03125
    [1, 24, '24.75'], // 0.99 × 25
    [3, 1, '1.125'], // 0.99 × 25/22
    [3, 2, '1.2857'], // 0.99 × 300/231 = 1.285714…
    [5, 1, '1.2375'],
    [5, 5, '3.3925'], // 0.99 × 53130/15504 = 3.392589…
    [10, 10, '1077.6131'],
    [20, 5, '52598.7'],
    [3, 22, '2277'], // 0.99 × 2300
    [24, 1, '24.75'],
    [12, 13, '5148297'], // 0.99 × C(25, 13)
    [13, 12, '5148297'],
  ])('%d mines, %d safe → %s', (mines, k, expected) => {
    expect(minesMultiplier(mines, k)).toBe(expected);
  });

  it('refuses impossible counts', () => {
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(3, -1)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 1.5)).toThrow(RangeError);
  });
});

describe('minesMultiplierTable', () => {
  it('lists 0 … 25 − m safe reveals, strictly increasing after the first', () => {
    for (let m = 1; m <= 24; m++) {
      const table = minesMultiplierTable(m);
      expect(table).toHaveLength(26 - m);
      expect(table[0]).toBe('0');
      for (let k = 2; k < table.length; k++) expect(new Decimal(table[k]!).greaterThan(table[k - 1]!)).toBe(true);
    }
  });
});

describe('return to player', () => {
  const untruncated = new Decimal('0.99');

  /** Exact RTP of cashing out after k safe tiles: P(k safe) × multiplier. */
  const rtp = (m: number, k: number) =>
    new Decimal(binomial(25 - m, k).toString()).dividedBy(binomial(25, k).toString()).times(minesMultiplier(m, k));

  it.each([
    [1, 1],
    [1, 24],
    [3, 5],
    [5, 10],
    [10, 5],
    [12, 13],
    [20, 3],
    [24, 1],
  ])('%d mines, cash out after %d: RTP within [98.5 %%, 99 %%]', (m, k) => {
    const value = rtp(m, k);
    expect(value.lessThanOrEqualTo(untruncated)).toBe(true);
    expect(value.greaterThanOrEqualTo(0.985)).toBe(true);
  });

  it('loses at most 0.0001 × P(k safe) to truncation for every (m, k)', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const p = new Decimal(binomial(25 - m, k).toString()).dividedBy(binomial(25, k).toString());
        const loss = untruncated.minus(rtp(m, k));
        expect(loss.greaterThanOrEqualTo(0)).toBe(true);
        expect(loss.lessThan(p.times('0.0001'))).toBe(true);
      }
    }
  });
});
