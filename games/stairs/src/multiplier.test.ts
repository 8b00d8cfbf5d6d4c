import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAIRS_MAX_MULTIPLIER, stairsMultiplier, survivalChance } from './multiplier';
import { CLIMBS, CLIMB_LENGTHS, STAIRS_TOP, type ClimbLength } from './staircase';

const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** RULES.md's table rows between `<!-- name:start -->` and `<!-- name:end -->`, as cells. */
const table = (name: string) =>
  RULES.split(`<!-- ${name}:start -->`)[1]!.split(`<!-- ${name}:end -->`)[0]!.trim().split('\n').map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

/** A multiplier in ten-thousandths ("2.2628" → 22628n). */
const units = (multiplier: string) => {
  const [whole, fraction = ''] = multiplier.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};

/** `a` steps, `b` strides and `c` leaps, as climbs. */
const plan = (a: number, b: number, c: number): ClimbLength[] => [...Array<ClimbLength>(a).fill(1), ...Array<ClimbLength>(b).fill(2), ...Array<ClimbLength>(c).fill(3)];

/** Every way to stop: (a, b, c) ≠ (0, 0, 0) with a + 2b + 3c ≤ 24. */
const PLANS = Array.from({ length: STAIRS_TOP + 1 }, (_, a) => a).flatMap((a) =>
  Array.from({ length: 13 }, (_, b) => b).flatMap((b) => Array.from({ length: 9 }, (_, c) => c).filter((c) => a + b + c > 0 && a + 2 * b + 3 * c <= STAIRS_TOP).map((c) => [a, b, c] as const)),
).filter(([a, b]) => a + 2 * b <= STAIRS_TOP);

/** RTP of stopping after plan (a, b, c): p × multiplier, exactly. */
function rtp(a: number, b: number, c: number): { n: bigint; d: bigint } {
  const { safe, of } = survivalChance(plan(a, b, c));
  return { n: units(stairsMultiplier(plan(a, b, c))) * safe, d: 10_000n * of };
}

/** A fraction as a percent with every digit (it terminates: the denominators are powers of 2 and 10). */
function percent({ n, d }: { n: bigint; d: bigint }): string {
  const scaled = n * 100n * 10n ** 40n;
  expect(scaled % d).toBe(0n);
  const digits = (scaled / d).toString();
  const fraction = digits.slice(-40).replace(/0+$/, '');
  return `${digits.slice(0, -40)}${fraction ? `.${fraction}` : ''} %`;
}

describe('stairsMultiplier', () => {
  it.each([
    [[], '0'],
    [[1], '1.1314'], // 0.99 × 8/7 = 1.131428…
    [[2], '1.98'],
    [[3], '3.96'],
    [[2, 1], '2.2628'], // 0.99 × 2 × 8/7 = 2.262857…
    [[1, 2], '2.2628'],
    [[2, 1, 3], '9.0514'], // RULES.md's worked example
    [Array<ClimbLength>(8).fill(3), '64880.64'],
    [Array<ClimbLength>(24).fill(1), '24.4029'],
  ] as const)('%j → %s', (climbs, expected) => {
    expect(stairsMultiplier(climbs)).toBe(expected);
  });

  it('refuses climbs past the top', () => {
    expect(() => stairsMultiplier([...Array<ClimbLength>(8).fill(3), 1])).toThrow(RangeError);
  });

  it('lists RULES.md’s runs of one kind of climb', () => {
    for (const [climbs, ...cells] of table('runs').slice(2)) {
      const k = Number(climbs);
      CLIMB_LENGTHS.forEach((length, i) => {
        const expected = k * length <= STAIRS_TOP ? stairsMultiplier(Array<ClimbLength>(k).fill(length)) : '';
        expect(cells[i]).toBe(expected);
      });
    }
  });

  it('is 99 × Π of / (100 × Π safe) floored to 4 places, never above it, less than 0.0001 below, for all 574 plans', () => {
    expect(PLANS).toHaveLength(574);
    for (const [a, b, c] of PLANS) {
      const { safe, of } = survivalChance(plan(a, b, c));
      const m = units(stairsMultiplier(plan(a, b, c)));
      expect(m * 100n * safe <= 99n * 10_000n * of && 99n * 10_000n * of < (m + 1n) * 100n * safe).toBe(true);
    }
  });
});

describe('return to player', () => {
  it('keeps the per-climb identity q × U/q = U for every climb from every stair a round can reach', () => {
    for (const [a, b, c] of PLANS) {
      const stair = a + 2 * b + 3 * c;
      const { safe, of } = survivalChance(plan(a, b, c));
      // U = 0.99 × of / safe; one more climb of chance s/o: U' = U × o/s, reached with chance s/o.
      for (const length of CLIMB_LENGTHS.filter((l) => stair + l <= STAIRS_TOP)) {
        const { safe: s, of: o } = { safe: BigInt(CLIMBS[length].safe), of: BigInt(CLIMBS[length].of) };
        const next = { n: 99n * of * o, d: 100n * safe * s };
        expect(s * next.n * 100n * safe).toBe(o * next.d * 99n * of);
      }
    }
  });

  it('returns exactly 99 % on the 60 plans without a step, less on every other, the lowest 98.99435546875 % (3 or 4 steps)', () => {
    const returns = PLANS.map(([a, b, c]) => ({ a, b, c, ...rtp(a, b, c) }));
    const exact = returns.filter((r) => r.n * 100n === 99n * r.d);
    expect(exact).toHaveLength(60);
    expect(exact.every((r) => r.a === 0)).toBe(true);
    expect(returns.every((r) => r.n * 100n <= 99n * r.d)).toBe(true);
    const sorted = [...returns].sort((x, y) => (x.n * y.d < y.n * x.d ? -1 : x.n * y.d > y.n * x.d ? 1 : 0));
    expect(sorted.slice(0, 4).map((r) => [r.a, r.b, r.c, percent(r)])).toEqual([
      [3, 0, 0, '98.99435546875 %'],
      [4, 0, 0, '98.99435546875 %'],
      [2, 0, 0, '98.9953125 %'],
      [5, 0, 0, '98.99655364990234375 %'],
    ]);
    expect(RULES).toContain('**98.99435546875 %** (1.4777 × 343/512 and 1.6888 × 2401/4096)');
    expect(RULES).toContain('There are **574** ways to stop');
  });
});

describe('maximum win', () => {
  it('is the best multiplier of each stair RULES.md lists, 64,880.64× at the top', () => {
    const rows = table('best').filter((row) => row[0] === 'stair' || row[0] === 'best multiplier');
    const best = new Map<number, string>();
    for (let i = 0; i < rows.length; i += 2) {
      expect([rows[i]![0], rows[i + 1]![0]]).toEqual(['stair', 'best multiplier']);
      rows[i]!.slice(1).forEach((stair, j) => best.set(Number(stair), rows[i + 1]![j + 1]!));
    }
    expect(best.size).toBe(STAIRS_TOP);
    for (let stair = 1; stair <= STAIRS_TOP; stair++) {
      const top = PLANS.filter(([a, b, c]) => a + 2 * b + 3 * c === stair)
        .map(([a, b, c]) => stairsMultiplier(plan(a, b, c)))
        .reduce((x, y) => (units(y) > units(x) ? y : x));
      expect(best.get(stair)).toBe(top);
    }
    const all = PLANS.map(([a, b, c]) => stairsMultiplier(plan(a, b, c))).reduce((x, y) => (units(y) > units(x) ? y : x));
    expect(all).toBe(STAIRS_MAX_MULTIPLIER);
    expect(survivalChance(Array<ClimbLength>(8).fill(3))).toEqual({ safe: 1n, of: 65_536n });
  });

  it('is 0.99 × 4^n after n climbs, n leaps', () => {
    for (let n = 1; n <= 8; n++) {
      const top = PLANS.filter(([a, b, c]) => a + b + c === n).map(([a, b, c]) => stairsMultiplier(plan(a, b, c))).reduce((x, y) => (units(y) > units(x) ? y : x));
      expect(units(top)).toBe(99n * 4n ** BigInt(n) * 100n);
    }
  });
});
