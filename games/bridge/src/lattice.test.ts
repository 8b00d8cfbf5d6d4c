import { describe, expect, it } from 'vitest';
import { drawFragile } from './draw';
import { bridgeMultiplier } from './multiplier';
import { BRIDGE_DIFFICULTIES, BRIDGE_ROWS, BRIDGE_SPANS } from './span';

// The RTP on the 2³² float lattice (docs/decisions/0025), in BigInt: each panel is the odd one on the
// words whose float floors onto it, so a row's chance of holding depends (by one word) on the panel
// stepped on. Every strategy is a panel per row and a stopping row; the best and worst bound them.

const WORDS = 2n ** 32n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** How many of the 2³² words make each panel the odd one, with n panels. */
function oddWords(n: number): bigint[] {
  const N = BigInt(n);
  return Array.from({ length: n }, (_, p) => ceilDiv(BigInt(p + 1) * WORDS, N) - ceilDiv(BigInt(p) * WORDS, N));
}

/** A multiplier's text in ten-thousandths. */
function units(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** The words on which stepping on `panel` holds: the odd panel breaks (one fragile) or is the one that holds (two fragile). */
function holdingWords(difficulty: (typeof BRIDGE_DIFFICULTIES)[number], panel: number): bigint {
  const { panels, fragile } = BRIDGE_SPANS[difficulty];
  const words = oddWords(panels)[panel]!;
  return fragile === 1 ? WORDS - words : words;
}

/** The exact lattice RTP of stopping after k rows, each row held on `held` words; in 10⁻¹⁴ (rounded down). */
function latticeRtp(difficulty: string, k: number, held: bigint): bigint {
  const K = BigInt(k);
  return (held ** K * units(bridgeMultiplier(difficulty, k)) * 10n ** 14n) / (WORDS ** K * 10_000n);
}

describe('bridge on the 2³² float lattice', () => {
  it('counts each panel’s words as RULES.md says, and drawFragile agrees at every boundary', () => {
    expect(oddWords(2)).toEqual([2n ** 31n, 2n ** 31n]);
    expect(oddWords(3)).toEqual([1_431_655_766n, 1_431_655_765n, 1_431_655_765n]);
    for (const difficulty of BRIDGE_DIFFICULTIES) {
      const { panels, fragile } = BRIDGE_SPANS[difficulty];
      let first = 0n;
      oddWords(panels).forEach((words, odd) => {
        const last = first + words - 1n;
        for (const w of [first, last]) {
          const row = drawFragile(difficulty, Array(BRIDGE_ROWS).fill(Number(w) / 2 ** 32))[0]!;
          expect(fragile === 1 ? row : Array.from({ length: panels }, (_, p) => p).filter((p) => !row.includes(p))).toEqual([odd]);
        }
        first = last + 1n;
      });
      expect(first).toBe(WORDS);
    }
  });

  it('keeps every strategy between the lowest and highest figures RULES.md states, all within 10⁻⁷ of 99 %', () => {
    // In 10⁻¹¹ (the 10⁻¹⁴ figures over 1,000): 99 % is 99,000,000,000.
    const expected = {
      easy: { low: 98_998_518_426n, high: 99_000_000_023n },
      medium: { low: 99_000_000_000n, high: 99_000_000_000n },
      hard: { low: 98_999_999_815n, high: 99_000_000_368n },
    } as const;
    for (const difficulty of BRIDGE_DIFFICULTIES) {
      const { panels } = BRIDGE_SPANS[difficulty];
      const held = Array.from({ length: panels }, (_, p) => holdingWords(difficulty, p));
      const most = held.reduce((a, b) => (a > b ? a : b));
      const least = held.reduce((a, b) => (a < b ? a : b));
      const rows = Array.from({ length: BRIDGE_ROWS }, (_, i) => i + 1);
      const high = rows.map((k) => latticeRtp(difficulty, k, most)).reduce((a, b) => (a > b ? a : b));
      const low = rows.map((k) => latticeRtp(difficulty, k, least)).reduce((a, b) => (a < b ? a : b));
      expect({ difficulty, low: low / 1000n, high: high / 1000n }).toEqual({ difficulty, ...expected[difficulty] });
      expect(high - 99n * 10n ** 12n <= 10n ** 7n).toBe(true);
    }
  });
});
