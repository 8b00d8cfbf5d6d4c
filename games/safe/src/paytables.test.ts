import { readFileSync } from 'node:fs';
import { floorMultiplier } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { SAFE_DIAL_COUNTS, SAFE_MAX_MULTIPLIER, SAFE_PAYTABLES, codesWithMatches, hundredths, nominalReturn, paytableLines, safeMultiplier, type SafeDials } from './paytables';

describe('safe paytables', () => {
  it('has one multiplier per count of matches, 0 … dials, as normalised decimal text that flooring to 4 places keeps', () => {
    for (const dials of SAFE_DIAL_COUNTS) {
      expect(SAFE_PAYTABLES[dials]).toHaveLength(dials + 1);
      for (const m of SAFE_PAYTABLES[dials]) {
        expect(m).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]?[1-9])?$/);
        expect(floorMultiplier(m, 1)).toBe(m);
      }
    }
  });

  it('pays only "all" and "all but one"', () => {
    for (const dials of SAFE_DIAL_COUNTS) {
      SAFE_PAYTABLES[dials].forEach((m, matches) => expect(m !== '0').toBe(matches >= dials - 1));
    }
  });

  it('returns exactly 98.99 %, 98.999 % and 98.9999 % with every digit 1/10, in integers', () => {
    // In hundredths over 10^n equally likely codes: (m_all + 9n · m_allButOne) · 100, each from the table's text.
    expect(nominalReturn(2)).toBe(6299n + 18n * 200n);
    expect(nominalReturn(2)).toBe(9899n);
    expect(nominalReturn(3)).toBe(71999n + 27n * 1000n);
    expect(nominalReturn(3)).toBe(98999n);
    expect(nominalReturn(4)).toBe(629999n + 36n * 10000n);
    expect(nominalReturn(4)).toBe(989999n);
    // The same in decimals: the return is the weighted mean of the multipliers, not nearly.
    const rtp = (dials: SafeDials) =>
      SAFE_PAYTABLES[dials].reduce((sum, m, k) => sum.plus(new Decimal(m).times(codesWithMatches(dials, k))), new Decimal(0)).dividedBy(10 ** dials);
    expect(rtp(2).toFixed()).toBe('0.9899');
    expect(rtp(3).toFixed()).toBe('0.98999');
    expect(rtp(4).toFixed()).toBe('0.989999');
  });

  it('is 0.01 under the exact-99 % top prize, the largest step below 99 % two decimal places allow', () => {
    for (const dials of SAFE_DIAL_COUNTS) {
      const table = [...SAFE_PAYTABLES[dials]];
      const exact = [...table];
      exact[dials] = new Decimal(table[dials]!).plus('0.01').toFixed();
      expect(nominalReturn(dials, exact)).toBe(99n * 10n ** BigInt(dials));
      expect(nominalReturn(dials)).toBe(99n * 10n ** BigInt(dials) - 1n);
    }
  });

  it('pays at most 6,299.99×, all four dials of the 4-dial lock', () => {
    const top = SAFE_DIAL_COUNTS.flatMap((dials) => SAFE_PAYTABLES[dials]).reduce((max, m) => Decimal.max(max, m), new Decimal(0));
    expect(top.toFixed()).toBe(SAFE_MAX_MULTIPLIER);
    expect(safeMultiplier(4, 4)).toBe(SAFE_MAX_MULTIPLIER);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(SAFE_PAYTABLES[4])).toBe(true);
  });

  it('refuses a count of matches the lock cannot have', () => {
    expect(() => safeMultiplier(2, 3)).toThrow(RangeError);
    expect(() => safeMultiplier(4, -1)).toThrow(RangeError);
  });

  it('is listed in RULES.md exactly as held', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- paytable:start -->\n([\s\S]*?)<!-- paytable:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    expect(rows).toEqual(SAFE_DIAL_COUNTS.map((dials) => [String(dials), ...SAFE_PAYTABLES[dials]]));
  });
});

describe('hundredths', () => {
  it('reads decimal text of at most 2 places exactly, and refuses anything else', () => {
    expect(['0', '2', '62.99', '6299.99', '10', '0.5'].map(hundredths)).toEqual([0n, 200n, 6299n, 629999n, 1000n, 50n]);
    for (const bad of ['1.234', '-1', '1e3', '', '.5', 'x']) expect(() => hundredths(bad)).toThrow(RangeError);
  });
});

describe('codesWithMatches', () => {
  it('counts the codes of each number of matches: C(n, k) · 9^(n−k), 10^n in all', () => {
    expect([0, 1, 2].map((k) => codesWithMatches(2, k))).toEqual([81, 18, 1]);
    expect([0, 1, 2, 3].map((k) => codesWithMatches(3, k))).toEqual([729, 243, 27, 1]);
    expect([0, 1, 2, 3, 4].map((k) => codesWithMatches(4, k))).toEqual([6561, 2916, 486, 36, 1]);
    expect(codesWithMatches(2, 3)).toBe(0);
    expect(codesWithMatches(4, -1)).toBe(0);
  });
});

describe('paytableLines', () => {
  it('lists the top prize, the all-but-one prize and one losing line, with their codes out of 10^n', () => {
    expect(paytableLines(2)).toEqual([
      { fewest: 2, most: 2, multiplier: '62.99', codes: 1 },
      { fewest: 1, most: 1, multiplier: '2', codes: 18 },
      { fewest: 0, most: 0, multiplier: '0', codes: 81 },
    ]);
    expect(paytableLines(4)).toEqual([
      { fewest: 4, most: 4, multiplier: '6299.99', codes: 1 },
      { fewest: 3, most: 3, multiplier: '100', codes: 36 },
      { fewest: 0, most: 2, multiplier: '0', codes: 9963 },
    ]);
    for (const dials of SAFE_DIAL_COUNTS) expect(paytableLines(dials).reduce((sum, line) => sum + line.codes, 0)).toBe(10 ** dials);
  });
});
