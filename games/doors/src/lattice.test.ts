import { describe, expect, it } from 'vitest';
import { DOORS_LEVELS } from './corridor';
import { drawTraps } from './draw';
import { doorsMultiplier } from './multiplier';

// The RTP on the 2³² float lattice (docs/decisions/0025), in BigInt: each door is the trap on the
// words whose float floors onto it, so a level's chance of being passed depends (by one word) on the
// door opened. Every strategy is a door per level and a stopping level; the best and worst are.

const WORDS = 2n ** 32n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** How many of the 2³² words make each door the trap, with n doors. */
function trapWords(n: number): bigint[] {
  const N = BigInt(n);
  return Array.from({ length: n }, (_, d) => ceilDiv(BigInt(d + 1) * WORDS, N) - ceilDiv(BigInt(d) * WORDS, N));
}

/** A multiplier's text in ten-thousandths. */
function units(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** The exact lattice RTP of stopping after k levels opening, on each, a door trapped on `trapped` words; in 10⁻¹⁴ (rounded down). */
function latticeRtp(n: number, k: number, trapped: bigint): bigint {
  const K = BigInt(k);
  return ((WORDS - trapped) ** K * units(doorsMultiplier(n, k)) * 10n ** 14n) / (WORDS ** K * 10_000n);
}

describe('doors on the 2³² float lattice', () => {
  it('counts each door’s trap words as RULES.md says, and drawTraps agrees at every boundary', () => {
    expect(trapWords(2)).toEqual([2n ** 31n, 2n ** 31n]);
    expect(trapWords(3)).toEqual([1_431_655_766n, 1_431_655_765n, 1_431_655_765n]);
    expect(trapWords(4)).toEqual(Array(4).fill(2n ** 30n));
    expect(trapWords(5)).toEqual([858_993_460n, 858_993_459n, 858_993_459n, 858_993_459n, 858_993_459n]);
    for (const n of [2, 3, 4, 5]) {
      let first = 0n;
      trapWords(n).forEach((words, door) => {
        const last = first + words - 1n;
        for (const w of [first, last]) expect(drawTraps(n, Array(DOORS_LEVELS).fill(Number(w) / 2 ** 32))[0]).toBe(door);
        first = last + 1n;
      });
      expect(first).toBe(WORDS);
    }
  });

  it('keeps every strategy between the lowest and highest figures RULES.md states, all within 10⁻⁷ of 99 %', () => {
    // In 10⁻¹⁴: 99 % is 99 × 10¹¹ (a fraction 0.99 = 99 × 10¹² / 10¹⁴).
    const expected = {
      2: { low: 99_000_000_000_000n, high: 99_000_000_000_000n },
      3: { low: 98_998_518_426_318n, high: 99_000_000_023_050n },
      4: { low: 98_997_187_500_000n, high: 99_000_000_000_000n },
      5: { low: 98_995_199_930_847n, high: 99_000_000_005_762n },
    } as const;
    for (const n of [2, 3, 4, 5] as const) {
      const words = trapWords(n);
      const most = words.reduce((a, b) => (a > b ? a : b));
      const least = words.reduce((a, b) => (a < b ? a : b));
      const levels = Array.from({ length: DOORS_LEVELS }, (_, i) => i + 1);
      // The safest door on every level and the riskiest bound every mix of doors from above and below.
      const high = levels.map((k) => latticeRtp(n, k, least)).reduce((a, b) => (a > b ? a : b));
      const low = levels.map((k) => latticeRtp(n, k, most)).reduce((a, b) => (a < b ? a : b));
      expect({ n, low: low / 1000n, high: high / 1000n }).toEqual({ n, low: expected[n].low / 1000n, high: expected[n].high / 1000n });
      const ninetyNine = 99n * 10n ** 12n;
      const tolerance = 10n ** 7n; // 10⁻⁷ in 10⁻¹⁴
      expect(high - ninetyNine <= tolerance).toBe(true);
    }
  });
});
