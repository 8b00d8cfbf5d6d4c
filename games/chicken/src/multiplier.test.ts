import { readFileSync } from 'node:fs';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { CHICKEN_MAX_MULTIPLIER, binomial, chickenMultiplier, chickenMultiplierTable, crossingChance } from './multiplier';
import { CHICKEN_DIFFICULTIES, DANGER, laneCount, type ChickenDifficulty } from './road';

const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
const W = 2n ** 32n;

/** Every (difficulty, lanes crossed) a cashout can happen at, k = 1 … L. */
const STOPS = CHICKEN_DIFFICULTIES.flatMap((d) => Array.from({ length: laneCount(d) }, (_, i) => [d, i + 1] as const));

/** The multiplier in ten-thousandths, exactly (it has at most 4 decimals). */
const units = (text: string) => BigInt(new Decimal(text).times(10_000).toFixed());

/** ⌈d × 2³² / n⌉: how many of the 2³² words put a car in a lane of n values. */
const threshold = (d: number, n: number) => (BigInt(d) * W + BigInt(n) - 1n) / BigInt(n);

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduced = (num: bigint, den: bigint) => `${num / gcd(num, den)}/${den / gcd(num, den)}`;
/** num/den in percent, truncated to `places` decimals. */
const percent = (num: bigint, den: bigint, places: number) => {
  const digits = ((num * 100n * 10n ** BigInt(places)) / den).toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
};

/** The lines of RULES.md between `<!-- name:start -->` and `<!-- name:end -->`, each split into cells, headers dropped. */
function rulesTable(name: string): string[][] {
  const body = RULES.slice(RULES.indexOf(`<!-- ${name}:start -->`), RULES.indexOf(`<!-- ${name}:end -->`));
  return body
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| lane | n') && !line.startsWith('| difficulty'))
    .map((line) => line.slice(2, -2).split(' | '));
}

describe('binomial', () => {
  it('computes exact coefficients', () => {
    expect(binomial(25, 0)).toBe(1n);
    expect(binomial(25, 10)).toBe(3_268_760n);
    expect(binomial(24, 24)).toBe(1n);
    expect(binomial(5, 6)).toBe(0n);
    expect(() => binomial(-1, 0)).toThrow(RangeError);
  });
});

describe('chickenMultiplier', () => {
  it.each([
    ['easy', 0, '0'],
    ['easy', 1, '1.0312'], // 0.99 × 25/24 = 1.03125
    ['easy', 2, '1.076'], // 0.99 × 25/23 = 1.076086…
    ['easy', 24, '24.75'], // 0.99 × 25
    ['medium', 1, '1.125'], // 0.99 × 25/22
    ['medium', 7, '2.7904'], // RULES.md's worked example
    ['medium', 22, '2277'], // 0.99 × C(25, 3)
    ['hard', 1, '1.2375'],
    ['hard', 20, '52598.7'], // 0.99 × C(25, 5)
    ['hardcore', 1, '1.65'],
    ['hardcore', 11, '3232.8395'],
    ['hardcore', 15, '3236072.4'], // 0.99 × C(25, 10)
  ] as const)('%s after %d lanes → %s', (d, k, expected) => {
    expect(chickenMultiplier(d, k)).toBe(expected);
  });

  it('refuses lanes the road does not have', () => {
    expect(() => chickenMultiplier('hardcore', 16)).toThrow(RangeError);
    expect(() => chickenMultiplier('easy', -1)).toThrow(RangeError);
    expect(() => chickenMultiplier('easy', 1.5)).toThrow(RangeError);
  });

  it('rises at every lane, so each road’s largest win is crossing it all, and Hardcore’s is the game’s', () => {
    const tops = CHICKEN_DIFFICULTIES.map((d) => {
      const table = chickenMultiplierTable(d);
      expect(table).toHaveLength(laneCount(d) + 1);
      expect(table[0]).toBe('0');
      for (let k = 1; k < table.length; k++) expect(new Decimal(table[k]!).gt(table[k - 1]!)).toBe(true);
      return table.at(-1)!;
    });
    expect(tops).toEqual(['24.75', '2277', '52598.7', '3236072.4']);
    expect(CHICKEN_MAX_MULTIPLIER).toBe(Decimal.max(...tops).toFixed());
    expect(CHICKEN_MAX_MULTIPLIER).toBe(new Decimal(binomial(25, 10).toString()).times('0.99').toFixed());
  });
});

describe('return to player, exactly', () => {
  it('telescopes: the chance of crossing k lanes is Π (25 − j − d)/(25 − j) = C(25 − d, k)/C(25, k)', () => {
    for (const [d, k] of STOPS) {
      let num = 1n;
      let den = 1n;
      for (let j = 0; j < k; j++) {
        num *= BigInt(25 - j - DANGER[d]);
        den *= BigInt(25 - j);
      }
      const [p, q] = crossingChance(d, k);
      expect(num * q).toBe(den * p);
    }
  });

  it('keeps the per-step identity at every lane of every road: (1 − d/(26 − i)) × M(i)/M(i − 1) = 1 before flooring', () => {
    // M(k) = 99 C(25, k) / (100 C(25 − d, k)) as a fraction; M(0) = 0.99 (nothing crossed yet, no edge taken twice).
    const exact = (d: ChickenDifficulty, k: number) => [99n * binomial(25, k), 100n * binomial(25 - DANGER[d], k)] as const;
    for (const [d, i] of STOPS) {
      const [a, b] = exact(d, i);
      const [c, e] = exact(d, i - 1);
      const clear = [BigInt(26 - i - DANGER[d]), BigInt(26 - i)] as const;
      // clear × (a/b) / (c/e) = 1  ⇔  clear₀ × a × e = clear₁ × b × c
      expect(clear[0] * a * e).toBe(clear[1] * b * c);
    }
  });

  it('returns at most 99 % at every stopping point, less by under 0.0001 × P, at least 98.992 % (Easy, 2 lanes)', () => {
    let lowest = { value: new Decimal(1), at: '' };
    for (const [d, k] of STOPS) {
      const [p, q] = crossingChance(d, k);
      // RTP = P × multiplier, in units of 10⁻⁴ × 1/q.
      const rtp = units(chickenMultiplier(d, k)) * p;
      expect(rtp * 100n <= 99n * 10_000n * q).toBe(true);
      expect((99n * 10_000n * q - rtp * 100n) < 100n * p).toBe(true);
      const value = new Decimal(rtp.toString()).div((10_000n * q).toString());
      if (value.lt(lowest.value)) lowest = { value, at: `${d} ${k}` };
    }
    expect(lowest).toEqual({ value: new Decimal('0.98992'), at: 'easy 2' });
  });

  it('matches RULES.md’s table row by row: each lane’s risk, the chance to get there, the multiplier and the return', () => {
    const rows = rulesTable('rtp');
    expect(rows).toHaveLength(STOPS.length);
    STOPS.forEach(([d, k], i) => {
      const [p, q] = crossingChance(d, k);
      const multiplier = chickenMultiplier(d, k);
      const rtp = percent(units(multiplier) * p, 10_000n * q, 6);
      expect(rows[i]).toEqual([d, String(k), reduced(BigInt(DANGER[d]), BigInt(26 - k)), reduced(p, q), multiplier, `${rtp} %`]);
    });
  });
});

describe('return to player on the 2³² float lattice (decision 0025)', () => {
  /** The lattice return of cashing out after k lanes, as num/den. */
  const latticeRtp = (d: ChickenDifficulty, k: number) => {
    let num = units(chickenMultiplier(d, k));
    let den = 10_000n;
    for (let j = 0; j < k; j++) {
      num *= W - threshold(DANGER[d], 25 - j);
      den *= W;
    }
    return [num, den] as const;
  };

  it('lists RULES.md’s thresholds ⌈d × 2³² / n⌉ for every lane of every road', () => {
    const rows = rulesTable('thresholds');
    expect(rows).toHaveLength(24);
    rows.forEach((row, j) => {
      expect(row.slice(0, 2)).toEqual([String(j + 1), String(25 - j)]);
      CHICKEN_DIFFICULTIES.forEach((d, column) => {
        const cell = row[2 + column]!;
        expect(cell).toBe(j < laneCount(d) ? threshold(DANGER[d], 25 - j).toLocaleString('en-US') : '—');
      });
    });
  });

  it('rounds every lane’s risk up, so the lattice return is below the uniform one at every stopping point, by less than 4.2 × 10⁻⁹', () => {
    let lowest: readonly [bigint, bigint] = [1n, 1n];
    let highest: readonly [bigint, bigint] = [0n, 1n];
    let widest = new Decimal(0);
    for (const [d, k] of STOPS) {
      const [num, den] = latticeRtp(d, k);
      const [p, q] = crossingChance(d, k);
      const uniform = new Decimal((units(chickenMultiplier(d, k)) * p).toString()).div((10_000n * q).toString());
      const lattice = new Decimal(num.toString()).div(den.toString());
      expect(lattice.lt(uniform)).toBe(true);
      widest = Decimal.max(widest, uniform.minus(lattice));
      if (num * lowest[1] < lowest[0] * den) lowest = [num, den];
      if (num * highest[1] > highest[0] * den) highest = [num, den];
    }
    expect(widest.lt('4.2e-9')).toBe(true);
    expect(widest.toSignificantDigits(3).toFixed()).toBe('0.00000000411');
    // RULES.md: between 98.991999988141780…% and 98.999999987427145…%, always below 99 %.
    expect(percent(lowest[0], lowest[1], 15)).toBe('98.991999988141780');
    expect(percent(highest[0], highest[1], 15)).toBe('98.999999987427145');
    expect(RULES).toContain('**98.991999988141780…%**');
    expect(RULES).toContain('**98.999999987427145…%**');
  });
});
