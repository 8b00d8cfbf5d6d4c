import { readFileSync } from 'node:fs';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { RTP_DENOMINATOR, RTP_NUMERATOR, goalChance, soccerMultiplier, soccerMultiplierTable } from './multiplier';
import { KICKS, SOCCER_DIFFICULTIES, ZONES, openZones, type SoccerDifficulty } from './pitch';

const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** The rows between `<!-- name:start -->` and `<!-- name:end -->` of RULES.md, cells trimmed, header and rule dropped. */
function rulesTable(name: string): string[][] {
  const body = RULES.split(`<!-- ${name}:start -->`)[1]!.split(`<!-- ${name}:end -->`)[0]!;
  return body.trim().split('\n').slice(2).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

/** A decimal text as an exact fraction over 10⁴ (multipliers have at most 4 places). */
function tenThousandths(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  expect(fraction.length).toBeLessThanOrEqual(4);
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** P(k goals in a row) = (o / 6)^k, as an exact fraction. */
const reach = (d: SoccerDifficulty, k: number) => [BigInt(openZones(d)) ** BigInt(k), BigInt(ZONES) ** BigInt(k)] as const;

/** The exact RTP of cashing out after k goals, as numerator / denominator: P(k goals) × multiplier. */
function rtp(d: SoccerDifficulty, k: number): readonly [bigint, bigint] {
  const [p, q] = reach(d, k);
  return [p * tenThousandths(soccerMultiplier(d, k)), q * 10_000n];
}

describe('soccerMultiplier', () => {
  it.each([
    ['easy', 0, '0'],
    ['easy', 1, '1.188'], // 0.99 × 6/5
    ['easy', 3, '1.7107'], // 0.99 × 1.728 = 1.71072
    ['easy', 10, '6.1298'], // 0.99 × 6.1917364224 = 6.12982…
    ['medium', 1, '1.485'],
    ['medium', 3, '3.3412'], // 0.99 × 3.375 = 3.34125
    ['medium', 10, '57.0883'],
    ['hard', 1, '1.98'],
    ['hard', 10, '1013.76'],
    ['expert', 1, '2.97'],
    ['expert', 10, '58458.51'], // 0.99 × 59049
  ] as const)('%s, %d goals → %s', (difficulty, goals, expected) => {
    expect(soccerMultiplier(difficulty, goals)).toBe(expected);
  });

  it('refuses impossible goal counts and difficulties', () => {
    expect(() => soccerMultiplier('easy', 11)).toThrow(RangeError);
    expect(() => soccerMultiplier('easy', -1)).toThrow(RangeError);
    expect(() => soccerMultiplier('easy', 1.5)).toThrow(RangeError);
    expect(() => soccerMultiplier('master' as never, 1)).toThrow(RangeError);
  });

  it('is the table of RULES.md, strictly increasing with every goal', () => {
    const rows = rulesTable('multipliers');
    expect(rows).toHaveLength(KICKS);
    rows.forEach(([goals, ...cells], i) => {
      expect(goals).toBe(String(i + 1));
      expect(cells).toEqual(SOCCER_DIFFICULTIES.map((d) => soccerMultiplier(d, i + 1)));
    });
    for (const d of SOCCER_DIFFICULTIES) {
      const table = soccerMultiplierTable(d);
      expect(table).toHaveLength(KICKS + 1);
      expect(table[0]).toBe('0');
      for (let k = 2; k <= KICKS; k++) expect(new Decimal(table[k]!).gt(table[k - 1]!)).toBe(true);
    }
  });

  it('floors 0.99 × (6 / o)^k to 4 places, exactly: never above it, less than 0.0001 below', () => {
    for (const d of SOCCER_DIFFICULTIES) {
      for (let k = 1; k <= KICKS; k++) {
        const exact = RTP_NUMERATOR * 6n ** BigInt(k) * 10_000n; // × 10⁴, over 100 × o^k
        const over = RTP_DENOMINATOR * BigInt(openZones(d)) ** BigInt(k);
        const paid = tenThousandths(soccerMultiplier(d, k)) * over;
        expect(paid <= exact).toBe(true);
        expect(exact - paid < over).toBe(true);
      }
    }
  });
});

describe('return to player', () => {
  it('gives a goal the chance o / 6 wherever the kick is aimed', () => {
    expect(SOCCER_DIFFICULTIES.map((d) => goalChance(d).join('/'))).toEqual(['5/6', '4/6', '3/6', '2/6']);
  });

  it('keeps the unfloored value a martingale: (o / 6) × V(k+1) = V(k) for every step and difficulty', () => {
    // V(k) = 0.99 × 6^k / o^k, as the fraction 99 × 6^k / (100 × o^k); compared by cross-multiplying.
    for (const d of SOCCER_DIFFICULTIES) {
      const o = BigInt(openZones(d));
      for (let k = 0; k < KICKS; k++) {
        const K = BigInt(k);
        const [vNum, vDen] = [99n * 6n ** K, 100n * o ** K];
        const [nextNum, nextDen] = [99n * 6n ** (K + 1n), 100n * o ** (K + 1n)];
        // Every zone leaves o of 6 open: the chance of a goal is the same whatever the aim.
        for (let zone = 0; zone < ZONES; zone++) expect(o * nextNum * vDen).toBe(6n * nextDen * vNum);
      }
    }
  });

  it('returns exactly the RTP of RULES.md for each stopping point, at most 99 %, at least 98.99 %', () => {
    const rows = rulesTable('rtp');
    expect(rows).toHaveLength(SOCCER_DIFFICULTIES.length * KICKS);
    let i = 0;
    for (const d of SOCCER_DIFFICULTIES) {
      for (let k = 1; k <= KICKS; k++) {
        const [num, den] = rtp(d, k);
        const [p, q] = reach(d, k);
        const g = gcd(p, q);
        // Rounded down to 6 decimals of a percent.
        const micro = (num * 100n * 1_000_000n) / den;
        const percent = `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')} %`;
        expect(rows[i++]).toEqual([d, String(k), `${p / g}/${q / g}`, soccerMultiplier(d, k), percent]);
        expect(num * 100n <= 99n * den).toBe(true);
        expect(num * 10_000n >= 9_899n * den).toBe(true);
        // Flooring costs less than 0.0001 × P(k goals).
        // (0.99 − num / den) < 0.0001 × p / q  ⟺  (99·den − 100·num) × 100·q < den × p
        expect((99n * den - 100n * num) * 100n * q < den * p).toBe(true);
        // hard and expert pay the exact 0.99 × 2^k, 0.99 × 3^k: exactly 99 %.
        if (d === 'hard' || d === 'expert') expect(num * 100n).toBe(99n * den);
      }
    }
  });

  it('states the range of every mixed strategy: from the lowest stopping point’s figure up to 99 %', () => {
    const all = SOCCER_DIFFICULTIES.flatMap((d) => Array.from({ length: KICKS }, (_, i) => rtp(d, i + 1)));
    const lowest = all.reduce((a, b) => (a[0] * b[1] <= b[0] * a[1] ? a : b));
    expect(lowest).toEqual(rtp('easy', 4));
    expect(RULES).toContain('between 98.996913 % and 99 %');
  });

  it('pays at most 58,458.51× (ten goals at expert)', () => {
    const top = SOCCER_DIFFICULTIES.map((d) => new Decimal(soccerMultiplier(d, KICKS)));
    expect(Decimal.max(...top).toFixed()).toBe('58458.51');
    expect(SOCCER_DIFFICULTIES.map((d) => soccerMultiplier(d, KICKS))).toEqual(['6.1298', '57.0883', '1013.76', '58458.51']);
    // The multiplier grows with every goal, so the 10th goal is each difficulty's top.
    for (const d of SOCCER_DIFFICULTIES) {
      for (let k = 1; k < KICKS; k++) expect(new Decimal(soccerMultiplier(d, k)).lt(soccerMultiplier(d, KICKS))).toBe(true);
    }
    expect(RULES).toContain('**58,458.51× the bet** (0.99 × 3¹⁰), with chance 1/59,049');
  });
});
