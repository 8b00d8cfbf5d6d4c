import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOORS_LEVELS, MAX_DOORS, MIN_DOORS } from './corridor';
import { doorsMultiplier, doorsMultiplierTable } from './multiplier';

const DOOR_COUNTS = Array.from({ length: MAX_DOORS - MIN_DOORS + 1 }, (_, i) => MIN_DOORS + i);
const LEVELS = Array.from({ length: DOORS_LEVELS }, (_, i) => i + 1);
const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** An exact fraction of big integers. */
type Fraction = readonly [bigint, bigint];
const equal = ([a, b]: Fraction, [c, d]: Fraction) => a * d === c * b;
const lessOrEqual = ([a, b]: Fraction, [c, d]: Fraction) => a * d <= c * b;

/** A multiplier's text in ten-thousandths, by its digits ("1.485" → 14850n). */
function units(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** The chance of passing k levels of n doors, whatever doors are opened: ((n − 1)/n)^k. */
const passing = (n: number, k: number): Fraction => [BigInt(n - 1) ** BigInt(k), BigInt(n) ** BigInt(k)];

/** RTP(n, k): the exact return of cashing out after k levels (or reaching the top), as a fraction. */
function rtp(n: number, k: number): Fraction {
  const [p, q] = passing(n, k);
  return [p * units(doorsMultiplier(n, k)), q * 10_000n];
}

/** A fraction in percent, rounded half up to 7 places, as RULES.md writes it. */
function percent([a, b]: Fraction): string {
  const scaled = (a * 100n * 10n ** 8n) / b;
  const rounded = (scaled + 5n) / 10n;
  return `${rounded / 10n ** 7n}.${(rounded % 10n ** 7n).toString().padStart(7, '0')}`;
}

/** The rows of RULES.md between `<!-- name:start -->` and `<!-- name:end -->`, header and rule dropped. */
function rulesTable(name: string): string[] {
  const block = RULES.split(`<!-- ${name}:start -->`)[1]!.split(`<!-- ${name}:end -->`)[0]!;
  return block.trim().split('\n').slice(2);
}

describe('doorsMultiplier', () => {
  it.each([
    [2, 0, '0'],
    [2, 1, '1.98'],
    [2, 10, '1013.76'], // 0.99 × 1024
    [3, 1, '1.485'], // 0.99 × 3/2
    [3, 3, '3.3412'], // 0.99 × 27/8 = 3.34125
    [3, 10, '57.0883'], // 0.99 × 59049/1024 = 57.088388…
    [4, 3, '2.3466'], // 0.99 × 64/27 = 2.346666…
    [5, 1, '1.2375'],
    [5, 10, '9.22'], // 0.99 × 9765625/1048576 = 9.220089…
  ])('%d doors, %d levels → %s', (doors, levels, expected) => {
    expect(doorsMultiplier(doors, levels)).toBe(expected);
  });

  it('refuses impossible counts', () => {
    expect(() => doorsMultiplier(1, 1)).toThrow(RangeError);
    expect(() => doorsMultiplier(6, 1)).toThrow(RangeError);
    expect(() => doorsMultiplier(3, 11)).toThrow(RangeError);
    expect(() => doorsMultiplier(3, -1)).toThrow(RangeError);
    expect(() => doorsMultiplier(3, 1.5)).toThrow(RangeError);
  });

  it('is the table of RULES.md, strictly increasing with each level', () => {
    expect(rulesTable('multipliers')).toEqual(DOOR_COUNTS.map((n) => `| ${n} | ${LEVELS.map((k) => doorsMultiplier(n, k)).join(' | ')} |`));
    for (const n of DOOR_COUNTS) {
      const table = doorsMultiplierTable(n);
      expect(table).toHaveLength(DOORS_LEVELS + 1);
      expect(table[0]).toBe('0');
      for (let k = 2; k <= DOORS_LEVELS; k++) expect(units(table[k]!) > units(table[k - 1]!)).toBe(true);
    }
  });
});

describe('return to player', () => {
  it('per-step identity: one more door expects exactly what cashing out pays now, and the first door 0.99', () => {
    for (const n of DOOR_COUNTS) {
      // m_k = 0.99 × n^k / (n − 1)^k, unfloored.
      const m = (k: number): Fraction => [99n * BigInt(n) ** BigInt(k), 100n * BigInt(n - 1) ** BigInt(k)];
      const survive: Fraction = [BigInt(n - 1), BigInt(n)];
      const times = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * c, b * d];
      expect(equal(times(m(1), survive), [99n, 100n])).toBe(true);
      for (let k = 1; k < DOORS_LEVELS; k++) expect(equal(times(m(k + 1), survive), m(k))).toBe(true);
    }
  });

  it('gives the exact RTP of stopping after every level, as RULES.md lists it: at most 99 %, within 0.005 points of it', () => {
    expect(rulesTable('rtp')).toEqual(DOOR_COUNTS.map((n) => `| ${n} | ${LEVELS.map((k) => percent(rtp(n, k))).join(' | ')} |`));
    for (const n of DOOR_COUNTS) {
      for (const k of LEVELS) {
        const value = rtp(n, k);
        expect(lessOrEqual(value, [99n, 100n])).toBe(true);
        // Flooring loses less than 0.0001 × P(k levels).
        const [p, q] = passing(n, k);
        const [a, b] = value;
        expect(lessOrEqual([99n * b - 100n * a, 100n * b], [p, q * 10_000n])).toBe(true);
        expect(lessOrEqual([98_995n, 100_000n], value)).toBe(true);
      }
    }
  });

  it('returns exactly 99 % with 2 doors, whatever the strategy, every multiplier being exact', () => {
    for (const k of LEVELS) expect(equal(rtp(2, k), [99n, 100n])).toBe(true);
  });

  it('pays at most 1,013.76× the stake: the tenth level with 2 doors', () => {
    const tops = DOOR_COUNTS.map((n) => doorsMultiplier(n, DOORS_LEVELS));
    expect(tops).toEqual(['1013.76', '57.0883', '17.5801', '9.22']);
    for (const n of DOOR_COUNTS) for (const k of LEVELS) expect(units(doorsMultiplier(n, k)) <= units('1013.76')).toBe(true);
    expect(passing(2, DOORS_LEVELS)).toEqual([1n, 1024n]);
  });
});
