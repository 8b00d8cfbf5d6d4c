import { readFileSync } from 'node:fs';
import { floorMultiplier } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { WIRE_MAX_MULTIPLIER, WIRE_RISKS, WIRE_SHARES, WIRE_TABLES, WIRE_TERMINALS, WORDS_PER_SHARE, wireTable } from './tables';

/** A multiplier in hundredths, read from its decimal text with no float step ("1.22" → 122n). */
function hundredths(multiplier: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(multiplier);
  if (!match) throw new Error(`"${multiplier}" is not a multiplier with at most 2 decimals`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

const WORDS = 2n ** 32n;
const TABLES = WIRE_RISKS.map((risk) => ({ risk, ...wireTable(risk) }));

/** The words of the 2³² lattice terminal k owns: from its lower threshold up to, not including, its upper one. */
function wordsOf(bounds: readonly number[], k: number): bigint {
  const upper = BigInt(bounds[k]!) * BigInt(WORDS_PER_SHARE);
  const lower = k === 0 ? 0n : BigInt(bounds[k - 1]!) * BigInt(WORDS_PER_SHARE);
  return upper - lower;
}

describe('wire tables', () => {
  it('have 9 terminals each, shares of 2¹⁶ that add up to it, thresholds on the 2³² lattice ending at 2³²', () => {
    expect(WIRE_SHARES * WORDS_PER_SHARE).toBe(2 ** 32);
    for (const { multipliers, shares, bounds } of TABLES) {
      expect(multipliers).toHaveLength(WIRE_TERMINALS);
      expect(shares).toHaveLength(WIRE_TERMINALS);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(WIRE_SHARES);
      expect(bounds.at(-1)).toBe(WIRE_SHARES);
      expect(BigInt(bounds.at(-1)!) * BigInt(WORDS_PER_SHARE)).toBe(WORDS);
      for (const share of shares) expect(Number.isInteger(share) && share > 0).toBe(true);
    }
  });

  it.each(TABLES)('$risk: each terminal owns exactly W_k × 2¹⁶ words, and the words add up to 2³²', ({ shares, bounds }) => {
    let all = 0n;
    shares.forEach((share, k) => {
      expect(wordsOf(bounds, k)).toBe(BigInt(share) * 65_536n);
      all += wordsOf(bounds, k);
    });
    expect(all).toBe(WORDS);
  });

  // Terminal k has probability c_k / 2³² (its words), so one current returns Σ c_k m_k / 2³²; in
  // integers with m_k in hundredths: Σ c_k × 100·m_k = 99 × 2³², exactly 99 %.
  it.each(TABLES)('$risk returns exactly 99 % per current over the 2³² words: Σ c_k × 100·m_k = 99 × 2³²', ({ multipliers, shares, bounds }) => {
    const paid = multipliers.reduce((sum, m, k) => sum + wordsOf(bounds, k) * hundredths(m), 0n);
    expect(paid).toBe(99n * WORDS);
    // The same with decimals, in the shares of RULES.md: the mean multiplier is 0.99, not nearly.
    const mean = multipliers.reduce((sum, m, k) => sum.plus(new Decimal(m).times(shares[k]!)), new Decimal(0)).dividedBy(WIRE_SHARES);
    expect(mean.equals(new Decimal('0.99'))).toBe(true);
  });

  it('gives the sums RULES.md shows: Σ W_k × 100·m_k = 6,488,064 for every risk, from the halves it writes', () => {
    const half = (risk: 'low' | 'medium' | 'high') => {
      const { multipliers, shares } = wireTable(risk);
      const side = [0, 1, 2, 3].reduce((sum, k) => sum + BigInt(shares[k]!) * hundredths(multipliers[k]!), 0n);
      return [side, BigInt(shares[4]!) * hundredths(multipliers[4]!)];
    };
    expect(half('low')).toEqual([1_953_792n, 2_580_480n]);
    expect(half('medium')).toEqual([2_417_792n, 1_652_480n]);
    expect(half('high')).toEqual([2_745_952n, 996_160n]);
    for (const risk of WIRE_RISKS) {
      const [side, centre] = half(risk);
      expect(2n * side! + centre!).toBe(6_488_064n);
    }
    expect(99n * 65_536n).toBe(6_488_064n);
  });

  it('are symmetric, the centre most likely and cheapest, growing towards the edges', () => {
    for (const { multipliers, shares } of TABLES) {
      for (let k = 0; k < WIRE_TERMINALS; k++) {
        expect(multipliers[k]).toBe(multipliers[8 - k]);
        expect(shares[k]).toBe(shares[8 - k]);
      }
      for (let k = 0; k < 4; k++) {
        expect(new Decimal(multipliers[k]!).gt(multipliers[k + 1]!)).toBe(true);
        expect(shares[k]!).toBeLessThan(shares[k + 1]!);
      }
      // The centre pays less than the stake: the only losing terminal.
      expect(new Decimal(multipliers[4]!).lt(1)).toBe(true);
      expect(multipliers.filter((m) => new Decimal(m).lt(1))).toHaveLength(1);
    }
  });

  it('write every multiplier as normalised decimal text with at most 2 places, which flooring to 4 places keeps', () => {
    for (const { multipliers } of TABLES) {
      for (const m of multipliers) {
        expect(m).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]?[1-9])?$/);
        expect(floorMultiplier(m, 1)).toBe(m);
      }
    }
  });

  it('pay at most 500× per current, on the high-risk edges', () => {
    const top = TABLES.flatMap((t) => t.multipliers).reduce((max, m) => Decimal.max(max, m), new Decimal(0));
    expect(top.toString()).toBe(WIRE_MAX_MULTIPLIER);
    expect([wireTable('high').multipliers[0], wireTable('high').multipliers[8]]).toEqual(['500', '500']);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(WIRE_TABLES)).toBe(true);
    expect(Object.isFrozen(WIRE_TABLES.low.multipliers)).toBe(true);
    expect(Object.isFrozen(WIRE_TABLES.high.bounds)).toBe(true);
  });

  it('are listed in RULES.md exactly as built', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- tables:start -->\n([\s\S]*?)<!-- tables:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    expect(rows).toEqual(
      TABLES.flatMap(({ risk, multipliers, shares, bounds }) => [
        [risk, 'multiplier', ...multipliers],
        [risk, 'W_k', ...shares.map(String)],
        [risk, 'C_k', ...bounds.map(String)],
      ]),
    );
  });
});
