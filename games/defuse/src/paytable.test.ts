import { readFileSync } from 'node:fs';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { DEFUSE_LIVE_COUNTS, DEFUSE_MAX_MULTIPLIER, choose, defuseChance, defuseMultiplier, defuseMultipliers, maxCut, type DefuseLiveCount } from './paytable';

/** C(n, k) with big integers, written again here so the table is checked against an independent count. */
function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** A multiplier in ten-thousandths, read from its decimal text with no float step ("1.591" → 15910n). */
function tenThousandths(multiplier: string): bigint {
  const [whole, fraction = ''] = multiplier.split('.');
  expect(fraction.length).toBeLessThanOrEqual(4);
  return BigInt(whole!) * 10000n + BigInt(fraction.padEnd(4, '0'));
}

/** Ten-thousandths as normalised decimal text (15910n → "1.591"). */
function decimalText(units: bigint): string {
  const fraction = (units % 10000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${units / 10000n}.${fraction}` : `${units / 10000n}`;
}

/**
 * RULES.md's pricing, in ten-thousandths: the largest multiple of 0.0001 strictly below
 * 0.99 / P = 0.99 × C(10, k) / C(10 − L, k), that is ceil(9900 × C(10, k) / C(10 − L, k)) − 1.
 */
function priced(live: number, cut: number): bigint {
  const numerator = 9900n * binomial(10, cut);
  const denominator = binomial(10 - live, cut);
  return (numerator + denominator - 1n) / denominator - 1n;
}

const ALL = DEFUSE_LIVE_COUNTS.flatMap((live) => Array.from({ length: maxCut(live) }, (_, i) => ({ live, cut: i + 1 })));

describe('defuse paytable', () => {
  it('offers 1 to 10 − live wires for each live count: 24 bets in all', () => {
    expect(DEFUSE_LIVE_COUNTS.map(maxCut)).toEqual([9, 8, 7]);
    expect(ALL).toHaveLength(24);
    for (const live of DEFUSE_LIVE_COUNTS) expect(defuseMultipliers(live)).toHaveLength(maxCut(live));
  });

  it.each(ALL)('$live live, $cut cut pays the largest multiple of 0.0001 strictly below 0.99 / P(defused)', ({ live, cut }) => {
    const multiplier = defuseMultiplier(live, cut);
    expect(multiplier).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/);
    expect(tenThousandths(multiplier)).toBe(priced(live, cut));
    expect(decimalText(priced(live, cut))).toBe(multiplier);
    // Strictly below: m × C(10 − L, k) < 0.99 × C(10, k), and the next tick up is not.
    const m = tenThousandths(multiplier);
    expect(m * binomial(10 - live, cut)).toBeLessThan(9900n * binomial(10, cut));
    expect((m + 1n) * binomial(10 - live, cut)).toBeGreaterThanOrEqual(9900n * binomial(10, cut));
  });

  it.each(ALL)('$live live, $cut cut returns multiplier × C(10 − L, k) / C(10, k), below 99 % by at least 1/1,200,000', ({ live, cut }) => {
    const { dead, of } = defuseChance(live, cut);
    expect(BigInt(dead)).toBe(binomial(10 - live, cut));
    expect(BigInt(of)).toBe(binomial(10, cut));
    // Rational arithmetic: RTP = m·dead / (10000·of), compared with 0.99 by cross-multiplying.
    const m = tenThousandths(defuseMultiplier(live, cut));
    const rtp = { numerator: m * BigInt(dead), denominator: 10000n * BigInt(of) };
    expect(rtp.numerator * 100n).toBeLessThan(99n * rtp.denominator);
    // 0.99 − RTP ≥ 1 / 1,200,000, reached only at 3 live, 7 cut.
    const gap = { numerator: 99n * rtp.denominator - 100n * rtp.numerator, denominator: 100n * rtp.denominator };
    expect(gap.numerator * 1_200_000n).toBeGreaterThanOrEqual(gap.denominator);
    if (live === 3 && cut === 7) expect(gap.numerator * 1_200_000n).toBe(gap.denominator);
  });

  it('returns the exact RTPs of RULES.md', () => {
    // RTP × scale = m × dead × scale / of: multiplied out before the one division, so exact when it is a whole number.
    const rtpTimes = (live: DefuseLiveCount, cut: number, scale: number) => {
      const { dead, of } = defuseChance(live, cut);
      return new Decimal(defuseMultiplier(live, cut)).times(dead).times(scale).dividedBy(of).toString();
    };
    expect(rtpTimes(1, 1, 100_000)).toBe('98991');
    expect(rtpTimes(1, 9, 100_000)).toBe('98999');
    expect(rtpTimes(3, 3, 40_000)).toBe('39599');
    expect(rtpTimes(3, 7, 1_200_000)).toBe('1187999');
    expect(rtpTimes(2, 2, 11_250)).toBe('11137');
    // The lowest and highest of the 24, by cross-multiplying the exact fractions.
    const fractions = ALL.map(({ live, cut }) => ({ live, cut, n: tenThousandths(defuseMultiplier(live, cut)) * BigInt(defuseChance(live, cut).dead), d: 10000n * BigInt(defuseChance(live, cut).of) }));
    const lowest = fractions.reduce((a, b) => (b.n * a.d < a.n * b.d ? b : a));
    const highest = fractions.reduce((a, b) => (b.n * a.d > a.n * b.d ? b : a));
    expect([lowest.live, lowest.cut, highest.live, highest.cut]).toEqual([1, 1, 3, 7]);
  });

  it('pays at most 118.7999×, for 7 wires cut with 3 live', () => {
    const top = ALL.map(({ live, cut }) => new Decimal(defuseMultiplier(live, cut))).reduce((a, b) => Decimal.max(a, b));
    expect(top.toString()).toBe(DEFUSE_MAX_MULTIPLIER);
    expect(defuseMultiplier(3, 7)).toBe(DEFUSE_MAX_MULTIPLIER);
    expect(DEFUSE_LIVE_COUNTS.map((live) => defuseMultiplier(live, maxCut(live)))).toEqual(['9.8999', '44.5499', '118.7999']);
  });

  it('pays more for every extra wire cut and for every extra live wire', () => {
    for (const live of DEFUSE_LIVE_COUNTS) {
      const table = defuseMultipliers(live).map((m) => new Decimal(m));
      table.slice(1).forEach((m, i) => expect(m.gt(table[i]!)).toBe(true));
    }
    for (let cut = 1; cut <= 7; cut++) {
      expect(new Decimal(defuseMultiplier(2, cut)).gte(defuseMultiplier(1, cut))).toBe(true);
      expect(new Decimal(defuseMultiplier(3, cut)).gte(defuseMultiplier(2, cut))).toBe(true);
    }
  });

  it('refuses a cut count or live count the bomb does not offer', () => {
    expect(() => defuseMultiplier(1, 0)).toThrow(RangeError);
    expect(() => defuseMultiplier(1, 10)).toThrow(RangeError);
    expect(() => defuseMultiplier(3, 8)).toThrow(RangeError);
    expect(() => defuseMultiplier(2, 1.5)).toThrow(RangeError);
    expect(() => defuseChance(4 as DefuseLiveCount, 1)).toThrow(RangeError);
  });

  it('counts C(n, k) exactly', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => choose(10, k))).toEqual([1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1]);
    expect(choose(7, 8)).toBe(0);
  });

  it('is listed in RULES.md exactly as paid, with the chances and RTPs computed here', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- paytable:start -->\n([\s\S]*?)<!-- paytable:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
    expect(rows).toHaveLength(ALL.length);
    rows.forEach(([live, cut, chance, , multiplier, rtp], i) => {
      const expected = ALL[i]!;
      expect([Number(live), Number(cut)]).toEqual([expected.live, expected.cut]);
      const { dead, of } = defuseChance(expected.live, expected.cut);
      expect(chance!.startsWith(`${dead}/${of}`)).toBe(true);
      expect(multiplier).toBe(defuseMultiplier(expected.live, expected.cut));
      const numerator = tenThousandths(multiplier!) * BigInt(dead);
      const denominator = 10000n * BigInt(of);
      const g = gcd(numerator, denominator);
      expect(rtp!.startsWith(`${numerator / g}/${denominator / g} = `)).toBe(true);
    });
  });
});
