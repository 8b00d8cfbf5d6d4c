import { readFileSync } from 'node:fs';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from './board';
import { PLINKO_PAYTABLES, plinkoPaytable } from './paytables';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);
const BOARDS = PLINKO_RISKS.flatMap((risk) => ROWS.map((rows) => ({ risk, rows })));

/** C(n, k) as an exact integer. */
function choose(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** A multiplier's text as an exact integer of hundredths, refusing anything finer than 0.01. */
function hundredths(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a multiplier with at most 2 decimals`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

describe('plinko paytables', () => {
  it('has the 27 tables, each with rows + 1 slots', () => {
    expect(BOARDS).toHaveLength(27);
    for (const { risk, rows } of BOARDS) expect(plinkoPaytable(rows, risk)).toHaveLength(rows + 1);
    expect(Object.keys(PLINKO_PAYTABLES.high).map(Number)).toStrictEqual(ROWS);
    expect(() => plinkoPaytable(7, 'low')).toThrow(RangeError);
    expect(() => plinkoPaytable(17, 'high')).toThrow(RangeError);
  });

  // Slot k is reached by C(n, k) of the 2ⁿ equally likely paths, so the RTP is Σ C(n, k) m_k / 2ⁿ.
  // In integers (m_k in hundredths): Σ C(n, k) × 100·m_k = 99 × 2ⁿ, exactly 99 %.
  it.each(BOARDS)('$risk risk, $rows rows: returns exactly 99 % over all 2^rows paths', ({ risk, rows }) => {
    const table = plinkoPaytable(rows, risk);
    const weighted = table.reduce((sum, m, k) => sum + choose(rows, k) * hundredths(m), 0n);
    expect(weighted).toBe(99n * 2n ** BigInt(rows));
  });

  it('checks the RTP once more by walking every path of the 8, 12 and 16 row boards', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of [8, 12, 16]) {
        const table = plinkoPaytable(rows, risk).map(hundredths);
        let sum = 0n;
        // Each path is a bit pattern; its slot is the number of rights (ones).
        for (let path = 0; path < 2 ** rows; path++) {
          let rights = 0;
          for (let bits = path; bits > 0; bits >>= 1) rights += bits & 1;
          sum += table[rights]!;
        }
        expect(sum).toBe(99n * 2n ** BigInt(rows));
      }
    }
  });

  it.each(BOARDS)('$risk risk, $rows rows: symmetric, and growing from the centre to the edges', ({ risk, rows }) => {
    const table = plinkoPaytable(rows, risk).map(hundredths);
    expect(table).toStrictEqual([...table].reverse());
    // From the centre outwards each slot pays at least as much as the one inside it.
    for (let k = 0; k < Math.floor(rows / 2); k++) expect(table[k]! >= table[k + 1]!).toBe(true);
    expect(table[0]! > table[Math.floor(rows / 2)]!).toBe(true);
    expect(table.every((m) => m > 0n)).toBe(true);
  });

  it('writes every multiplier as normalised decimal text: the text the board shows and the round carries', () => {
    for (const { risk, rows } of BOARDS) {
      for (const m of plinkoPaytable(rows, risk)) {
        expect(new Decimal(m).toFixed()).toBe(m);
        expect(new Decimal(m).decimalPlaces()).toBeLessThanOrEqual(2);
      }
    }
  });

  it('keeps the shapes players expect: gentle low, steep high, 1000× and more at 16 rows high', () => {
    for (const rows of ROWS) {
      const edge = (risk: (typeof PLINKO_RISKS)[number]) => Number(plinkoPaytable(rows, risk)[0]);
      expect(edge('low')).toBeLessThan(edge('medium'));
      expect(edge('medium')).toBeLessThan(edge('high'));
      expect(Number(plinkoPaytable(rows, 'high')[Math.floor(rows / 2)])).toBe(0.2);
    }
    expect(Number(plinkoPaytable(16, 'high')[0])).toBeGreaterThanOrEqual(1000);
  });

  it('are the tables RULES.md shows the player, entry for entry', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    for (const risk of PLINKO_RISKS) {
      const section = rules.split(`### ${risk[0]!.toUpperCase()}${risk.slice(1)} risk`)[1]!.split('\n\n')[1]!;
      const shown = section
        .split('\n')
        .map((line) => /^\| (\d+) \| (.+) \|$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [Number(match[1]), match[2]!.split(' · ')] as const);
      expect(shown).toStrictEqual(ROWS.map((rows) => [rows, plinkoPaytable(rows, risk)]));
    }
  });
});
