import { describe, expect, it } from 'vitest';
import { SAFE_DIAL_COUNTS, SAFE_PAYTABLES, hundredths, type SafeDials } from './paytables';

// The exact return of every guess over the 2³² values of each float (RULES.md, "Over the 2³² values
// of each float"): with BigInt, no float step anywhere.

const W = 2n ** 32n;

/** The words of digit d: ceil((d+1)·2³²/10) − ceil(d·2³²/10), as RULES.md's table gives them. */
const words = (d: number) => {
  const first = (k: number) => (BigInt(k) * W + 9n) / 10n;
  return first(d + 1) - first(d);
};

/** Σ_k 100·m_k · N_k, where N_k counts the word tuples with exactly k matches: the return is this over 100 · W^n. */
function latticeReturn(guess: readonly number[], table: readonly string[]): bigint {
  // N_k by adding one dial at a time: a dial matches on its digit's words, misses on the rest.
  let tuples = [1n];
  for (const digit of guess) {
    const hit = words(digit);
    const next = Array<bigint>(tuples.length + 1).fill(0n);
    tuples.forEach((count, k) => {
      next[k]! += count * (W - hit);
      next[k + 1]! += count * hit;
    });
    tuples = next;
  }
  return tuples.reduce((sum, count, k) => sum + count * hundredths(table[k]!), 0n);
}

/** Every guess of `dials` digits. */
const guesses = (dials: number): number[][] => Array.from({ length: 10 ** dials }, (_, g) => String(g).padStart(dials, '0').split('').map(Number));

/** `num / den` truncated to 16 decimal places, as text. */
function truncated(num: bigint, den: bigint): string {
  const digits = ((num * 10n ** 16n) / den).toString().padStart(17, '0');
  return `${digits.slice(0, -16)}.${digits.slice(-16)}`;
}

describe('the digits over the 2³² words', () => {
  it('gives 0, 1, 3, 5, 6, 8 one word more than 2, 4, 7, 9', () => {
    expect(Array.from({ length: 10 }, (_, d) => words(d))).toEqual([429496730n, 429496730n, 429496729n, 429496730n, 429496729n, 429496730n, 429496730n, 429496729n, 429496730n, 429496729n]);
    expect(W % 10n).toBe(6n);
  });
});

describe('the return of every guess over the 2³² floats', () => {
  const RICH = new Set([0, 1, 3, 5, 6, 8]);
  /** RULES.md's table: for each lock, the exact return (truncated to 16 places) by the guess's count of rich digits. */
  const EXPECTED: Readonly<Record<SafeDials, readonly string[]>> = {
    2: ['0.9898999977930448', '0.9898999996321741', '0.9899000014713034'],
    3: ['0.9899899962700950', '0.9899899983422644', '0.9899900004144338', '0.9899900024866033'],
    4: ['0.9899989950267430', '0.9899989970989334', '0.9899989991711238', '0.9899990012433142', '0.9899990033155046'],
  };

  it.each(SAFE_DIAL_COUNTS)('%i dials: never above 99 % for any guess, and exactly RULES.md’s figure for each count of rich digits', (dials) => {
    const scale = 100n * W ** BigInt(dials);
    const byRich = new Map<number, Set<bigint>>();
    for (const guess of guesses(dials)) {
      const paid = latticeReturn(guess, SAFE_PAYTABLES[dials]);
      expect(paid).toBeLessThan(99n * W ** BigInt(dials));
      const rich = guess.filter((d) => RICH.has(d)).length;
      byRich.set(rich, (byRich.get(rich) ?? new Set()).add(paid));
    }
    // The return depends only on how many of the guess's digits are rich.
    expect([...byRich.keys()].sort()).toEqual(Array.from({ length: dials + 1 }, (_, r) => r));
    for (const values of byRich.values()) expect(values.size).toBe(1);
    const shown = Array.from({ length: dials + 1 }, (_, r) => truncated([...byRich.get(r)!][0]!, scale));
    expect(shown).toEqual(EXPECTED[dials]);
    // Within 5 × 10⁻⁹ of the nominal return (every digit 1/10), and 99 % − 9.9 × 10⁻⁷ at most.
    const nominal = { 2: 0.9899, 3: 0.98999, 4: 0.989999 }[dials];
    for (const value of shown) expect(Math.abs(Number(value) - nominal)).toBeLessThan(5e-9);
    expect(Number(shown.at(-1)!)).toBeLessThan(0.99 - 9.9e-7);
  });

  it('would go above 99 % for guesses of rich digits with the exact-99 % tables (63×, 720×, 6,300×): why each top prize is 0.01 lower', () => {
    const exact: Readonly<Record<SafeDials, readonly string[]>> = { 2: ['0', '2', '63'], 3: ['0', '0', '10', '720'], 4: ['0', '0', '0', '100', '6300'] };
    const over = (dials: SafeDials, guess: number[]) => latticeReturn(guess, exact[dials]) > 99n * W ** BigInt(dials);
    expect(over(2, [0, 0])).toBe(true);
    expect(over(2, [0, 2])).toBe(false);
    expect(over(3, [0, 1, 2])).toBe(true);
    expect(over(3, [0, 2, 4])).toBe(false);
    expect(over(4, [0, 1, 3, 2])).toBe(true);
    expect(over(4, [0, 1, 2, 4])).toBe(false);
    expect(truncated(latticeReturn([0, 0], exact[2]), 100n * W ** 2n)).toBe('0.9900000014714896');
    expect(truncated(latticeReturn([0, 0, 0, 0], exact[4]), 100n * W ** 4n)).toBe('0.9900000033155083');
  });
});
