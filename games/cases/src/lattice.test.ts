import { describe, expect, it } from 'vitest';
import { CASE_COUNT, CASE_VALUES, hundredthsOf } from './board';
import { CASES_FLOATS, drawCases } from './draw';
import { decimal, fraction, type Fraction } from './exact-rtp';

// docs/decisions/0025: floats are words w / 2³², so floor(f × n) gives index i to ⌈(i+1)·2³²/n⌉ − ⌈i·2³²/n⌉
// words, not exactly 2³²/n. These are the exact figures on that lattice, in BigInt.

const WORDS = 2n ** 32n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** How many of the 2³² words give index `index` of `n`. */
const wordsFor = (n: number, index: number) => ceilDiv(BigInt(index + 1) * WORDS, BigInt(n)) - ceilDiv(BigInt(index) * WORDS, BigInt(n));

/** P(case c holds value slot s) on the lattice, over the common denominator (2³²)¹¹, for every case and slot. */
function latticeChances(): bigint[][] {
  const chances = Array.from({ length: CASE_COUNT }, () => new Array<bigint>(CASE_COUNT).fill(0n));
  // Draw i's state is the set of slots taken; its weight is over (2³²)^i.
  let layer = new Map<number, bigint>([[0, 1n]]);
  for (let i = 0; i < CASE_COUNT; i++) {
    const next = new Map<number, bigint>();
    for (const [taken, weight] of layer) {
      const left = Array.from({ length: CASE_COUNT }, (_, slot) => slot).filter((slot) => !((taken >> slot) & 1));
      left.forEach((slot, index) => {
        // The last case takes the one slot left, reading no float.
        const w = i < CASES_FLOATS ? weight * wordsFor(CASE_COUNT - i, index) : weight;
        const scale = i < CASES_FLOATS ? WORDS ** BigInt(CASES_FLOATS - 1 - i) : 1n;
        chances[i]![slot]! += w * scale;
        next.set(taken | (1 << slot), (next.get(taken | (1 << slot)) ?? 0n) + w);
      });
    }
    layer = next;
  }
  return chances;
}

const DENOMINATOR = WORDS ** BigInt(CASES_FLOATS);

describe('the float lattice', () => {
  it('gives each index of n the words the formula says: the draw changes index exactly at ⌈i·2³²/n⌉', () => {
    for (let i = 0; i < CASES_FLOATS; i++) {
      const n = CASE_COUNT - i;
      for (let index = 1; index < n; index++) {
        const first = ceilDiv(BigInt(index) * WORDS, BigInt(n));
        const floats = (w: bigint) => Array.from({ length: CASES_FLOATS }, (_, j) => (j === i ? Number(w) / 2 ** 32 : 0));
        // The last word before the boundary gives index − 1, the first at it gives index (seen in the value drawn).
        const before = drawCases(floats(first - 1n))[i];
        const at = drawCases(floats(first))[i];
        expect([before, at]).toEqual([CASE_VALUES[i + index - 1], CASE_VALUES[i + index]]);
      }
      expect(Array.from({ length: n }, (_, index) => wordsFor(n, index)).reduce((a, b) => a + b)).toBe(WORDS);
    }
  });

  it('keeps every case’s chance of every value within 3 × 10⁻⁸ of 1/12', () => {
    const chances = latticeChances();
    for (const row of chances) {
      expect(row.reduce((a, b) => a + b)).toBe(DENOMINATOR);
      for (const chance of row) {
        const off = chance * 12n - DENOMINATOR;
        expect((off < 0n ? -off : off) * 10n ** 8n < 3n * DENOMINATOR).toBe(true);
      }
    }
  });

  it('returns 99 % − 5.5 × 10⁻¹⁰ … 99 % + 6.1 × 10⁻¹⁰ to a player who keeps their case, by the case picked', () => {
    const chances = latticeChances();
    const hundredths = CASE_VALUES.map(hundredthsOf);
    const byPick = chances.map((row) => fraction(row.reduce((sum, chance, slot) => sum + chance * hundredths[slot]!, 0n), DENOMINATOR * 100n));
    const offset = (f: Fraction) => decimal(fraction(f.num * 100n - 99n * f.den, f.den), 12);
    // Percentage points above 99 %, to 12 places (so −0.000000052154 points is −5.2154 × 10⁻¹⁰ of the stake): the RULES.md table.
    expect(byPick.map(offset)).toEqual([
      '-0.000000052154', '-0.000000051661', '-0.000000054645', '-0.000000044910', '0.000000025421', '-0.000000024598',
      '-0.000000015730', '0.000000020823', '0.000000049363', '0.000000027686', '0.000000060202', '0.000000060202',
    ]);
  });

  it('bounds every strategy: a round’s chance on the lattice is its uniform chance × (1 − 6.6 × 10⁻⁹ … 1 + 8.2 × 10⁻⁹)', () => {
    // An arrangement's lattice chance is Π words(n, index) / 2³² against Π 1/n: the ratio lies between
    // Π ⌊2³²/n⌋·n / 2³² and Π ⌈2³²/n⌉·n / 2³² (n = 12 … 2), whatever the strategy does with it.
    let high = fraction(1n);
    let low = fraction(1n);
    for (let n = BigInt(CASE_COUNT); n >= 2n; n--) {
      high = fraction(high.num * ceilDiv(WORDS, n) * n, high.den * WORDS);
      low = fraction(low.num * (WORDS / n) * n, low.den * WORDS);
    }
    expect(decimal(fraction(high.num - high.den, high.den), 12)).toBe('0.000000008149');
    expect(decimal(fraction(low.den - low.num, low.den), 12)).toBe('0.000000006519');
    // So no strategy returns more than 0.99 × (1 + 8.15 × 10⁻⁹) < 99 % + 10⁻⁸ (a percent: 99.000001 %).
    expect(decimal(fraction(high.num * 99n, high.den * 100n), 12)).toBe('0.990000008067');
  });
});
