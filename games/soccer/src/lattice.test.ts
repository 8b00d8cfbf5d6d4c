import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keeperCover } from './keeper';
import { soccerMultiplier } from './multiplier';
import { COVERED, KICKS, SOCCER_DIFFICULTIES, ZONES, openZones, type SoccerDifficulty } from './pitch';

// The RTP on the 32-bit float lattice (docs/decisions/0025), counted in BigInt: each float is w / 2³²,
// so floor(f × n) gives index i to the words w with floor(w × n / 2³²) = i, ⌊2³²/n⌋ or ⌈2³²/n⌉ of them.

const WORDS = 2n ** 32n;
const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** Words w of 0 … 2³² − 1 with floor(w × n / 2³²) = i. */
function wordsOf(n: number, i: number): bigint {
  const ceil = (a: bigint, b: bigint) => (a + b - 1n) / b;
  return ceil(BigInt(i + 1) * WORDS, BigInt(n)) - ceil(BigInt(i) * WORDS, BigInt(n));
}

/**
 * For each zone, the word tuples (of 2^(32c)) on which a kick leaves it open: every path of the
 * Fisher–Yates draw, weighted by the words of each index it takes.
 */
function openWords(covered: number): bigint[] {
  const open = Array<bigint>(ZONES).fill(0n);
  const walk = (left: readonly number[], drawn: readonly number[], weight: bigint) => {
    if (drawn.length === covered) {
      for (let zone = 0; zone < ZONES; zone++) if (!drawn.includes(zone)) open[zone]! += weight;
      return;
    }
    left.forEach((zone, i) => walk(left.filter((_, j) => j !== i), [...drawn, zone], weight * wordsOf(ZONES - drawn.length, i)));
  };
  walk(Array.from({ length: ZONES }, (_, zone) => zone), [], 1n);
  return open;
}

/** A multiplier's text over 10⁴. */
const units = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};

/** Scale of the fixed-point comparisons: 10⁻³⁰ of the stake. */
const SCALE = 10n ** 30n;

/** RTP of cashing out after k goals with a goal chance of `p / q` on every kick, × SCALE, rounded down. */
const rtpAt = (p: bigint, q: bigint, d: SoccerDifficulty, k: number) => (p ** BigInt(k) * units(soccerMultiplier(d, k)) * SCALE) / (q ** BigInt(k) * 10_000n);

/** RULES.md's row for a difficulty: [most above, most below] as numbers. */
function statedBounds(d: SoccerDifficulty): [number, number] {
  const row = RULES.split('\n').find((line) => line.startsWith(`| ${d} | `) && line.includes('× 10'))!;
  const cells = row.split('|').slice(1, -1).map((cell) => cell.trim());
  const read = (text: string) => {
    const [, mantissa, exponent] = /^([0-9.]+) × 10([⁻¹²³⁴⁵⁶⁷⁸⁹⁰]+)$/.exec(text)!;
    const digits = [...exponent!.slice(1)].map((c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)).join('');
    return Number(mantissa) * 10 ** -Number(digits);
  };
  return [read(cells[2]!), read(cells[4]!)];
}

describe('the keeper on the float lattice', () => {
  it('counts the words every index gets, 2³² in all', () => {
    for (const n of [6, 5, 4, 3]) {
      const counts = Array.from({ length: n }, (_, i) => wordsOf(n, i));
      expect(counts.reduce((a, b) => a + b)).toBe(WORDS);
      // And they are the words keeperCover really maps there: the first and last word of each run.
      let start = 0n;
      counts.forEach((count, i) => {
        for (const w of [start, start + count - 1n]) expect(Math.floor((Number(w) / 2 ** 32) * n)).toBe(i);
        start += count;
      });
    }
  });

  it('leaves each zone open at easy on the words RULES.md gives', () => {
    const open = openWords(1);
    expect(open).toEqual([3_579_139_413n, 3_579_139_413n, 3_579_139_414n, 3_579_139_413n, 3_579_139_413n, 3_579_139_414n]);
    // The easy keeper covers zone floor(f × 6): the words of zone 2 are those keeperCover maps there.
    expect(keeperCover(1, [Number(2n * WORDS / 6n + 1n) / 2 ** 32], 0)).toEqual([2]);
    expect(RULES).toContain('at zones 2 or 5 scores on 3,579,139,414 words of\n2³², at zones 0, 1, 3, 4 on 3,579,139,413');
  });

  it.each(SOCCER_DIFFICULTIES)('%s: every strategy returns its table figure within the bounds RULES.md states, far inside 10⁻⁷', (d) => {
    const c = COVERED[d];
    const total = WORDS ** BigInt(c);
    const open = openWords(c);
    expect(open.reduce((a, b) => a + b)).toBe(total * BigInt(ZONES - c));
    const best = open.reduce((a, b) => (a > b ? a : b));
    const worst = open.reduce((a, b) => (a < b ? a : b));
    let above = 0n;
    let below = 0n;
    for (let k = 1; k <= KICKS; k++) {
      // A strategy aims each kick somewhere: its chance of k goals lies between worst^k and best^k.
      const table = rtpAt(BigInt(openZones(d)), BigInt(ZONES), d, k);
      const high = rtpAt(best, total, d, k) - table;
      const low = table - rtpAt(worst, total, d, k);
      if (high > above) above = high;
      if (low > below) below = low;
    }
    const [statedAbove, statedBelow] = statedBounds(d);
    const asNumber = (x: bigint) => Number(x) / Number(SCALE);
    // The stated figures are the exact ones rounded up to 3 significant digits.
    for (const [exact, stated] of [[asNumber(above), statedAbove], [asNumber(below), statedBelow]] as const) {
      expect(stated).toBeGreaterThanOrEqual(exact);
      expect(stated - exact).toBeLessThan(stated / 100);
      expect(exact).toBeLessThan(6e-9);
      expect(exact).toBeLessThan(1e-7);
    }
  });

  it('names the largest lattice return: zone 5 on all ten expert kicks, 99.00000036 %', () => {
    const total = WORDS ** 4n;
    const open = openWords(4);
    expect(open.indexOf(open.reduce((a, b) => (a > b ? a : b)))).toBe(5);
    const top = rtpAt(open[5]!, total, 'expert', 10);
    // In hundred-millionths of a percent, rounded to nearest.
    expect((top * 10n ** 10n + SCALE / 2n) / SCALE).toBe(9_900_000_036n);
    expect(RULES).toContain('returns 99.00000036 %');
  });
});
