import { randomBytes } from 'node:crypto';
import { floatFromBytes } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS, kenoPaytable, playKeno, type KenoParams } from './rules';

// A million rounds through the real rules (playKeno: the draw, the hits, the paytable) on random
// 32-bit floats, read from CSPRNG bytes with the kit's own byte-to-float conversion. The exact RTP
// of every row is proved in paytables.test.ts; this checks that the floats-to-draw mapping really
// gives the hypergeometric hit counts (and uniform numbers) the proof assumes.

/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
/** Rounds on each of the 40 rows (4 risks × 1 … 10 picks): 1,000,000 in all. */
const PER_ROW = 25_000;
/** Rounds whose floats come from one call for random bytes. */
const BATCH = 10_000;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** P(k hits | n picks) for k = 0 … n. */
const hypergeometric = (n: number) => Array.from({ length: n + 1 }, (_, k) => (choose(n, k) * choose(KENO_NUMBERS - n, KENO_DRAWN - k)) / choose(KENO_NUMBERS, KENO_DRAWN));

/** Chi-square of counts against expectations, rare cells pooled (rarest first) until each expects ≥ 20. */
function chiSquare(observed: readonly number[], expected: readonly number[]): { value: number; df: number } {
  const order = expected.map((_, i) => i).sort((a, b) => expected[a]! - expected[b]!);
  const cells: { o: number; e: number }[] = [];
  let pending = { o: 0, e: 0 };
  for (const i of order) {
    pending = { o: pending.o + observed[i]!, e: pending.e + expected[i]! };
    if (pending.e >= 20) {
      cells.push(pending);
      pending = { o: 0, e: 0 };
    }
  }
  if (pending.e > 0) cells[cells.length - 1] = { o: cells.at(-1)!.o + pending.o, e: cells.at(-1)!.e + pending.e };
  return { value: cells.reduce((sum, c) => sum + (c.o - c.e) ** 2 / c.e, 0), df: cells.length - 1 };
}

describe('keno by simulation', () => {
  it(`returns each row's exact RTP within 5σ, hits hypergeometric, draws uniform (${(PER_ROW * 40).toLocaleString('en')} rounds)`, () => {
    const rows = KENO_RISKS.flatMap((risk) => Array.from({ length: KENO_MAX_PICKS }, (_, i) => ({ risk, picks: i + 1 })));
    const total = PER_ROW * rows.length;
    /** Ten-thousandths of the stake, per multiplier text: sums stay exact integers in a double (< 2⁵³). */
    const units = new Map<string, number>();
    const unitsOf = (m: string) => units.get(m) ?? (units.set(m, Math.round(Number(m) * 10_000)), units.get(m)!);
    const hitCounts = Array.from({ length: KENO_MAX_PICKS + 1 }, (_, n) => Array<number>(n + 1).fill(0));
    const positions = Array.from({ length: KENO_DRAWN }, () => Array<number>(KENO_NUMBERS + 1).fill(0));
    let returnedUnits = 0;
    let expectedMean = 0;
    let variance = 0;
    for (const { risk, picks } of rows) {
      const p = hypergeometric(picks);
      const table = kenoPaytable(risk, picks).map(Number);
      const mean = table.reduce((sum, m, k) => sum + p[k]! * m, 0);
      expectedMean += (mean * PER_ROW) / total;
      variance += (table.reduce((sum, m, k) => sum + p[k]! * (m - mean) ** 2, 0) * PER_ROW) / total ** 2;
    }

    const started = performance.now();
    let bytes = Buffer.alloc(0);
    for (let round = 0; round < total; round++) {
      if (round % BATCH === 0) bytes = randomBytes(BATCH * KENO_DRAWN * 4);
      const offset = (round % BATCH) * KENO_DRAWN * 4;
      const floats = Array.from({ length: KENO_DRAWN }, (_, i) => floatFromBytes(bytes, offset + 4 * i));
      const { risk, picks: n } = rows[round % rows.length]!;
      // The draw does not depend on the picks, so any n numbers do; these walk round the board.
      const picks = Array.from({ length: n }, (_, j) => ((round + 7 * j) % KENO_NUMBERS) + 1);
      const params: KenoParams = { picks, risk };
      const { state, multiplier } = playKeno(params, floats);
      returnedUnits += unitsOf(multiplier);
      hitCounts[n]![state.hits.length]! += 1;
      state.drawn.forEach((number, i) => (positions[i]![number]! += 1));
    }
    const seconds = (performance.now() - started) / 1000;

    const rtp = returnedUnits / 10_000 / total;
    const bound = Z * Math.sqrt(variance);
    console.log(
      `keno: RTP ${(rtp * 100).toFixed(4)} % over ${total} rounds, expected ${(expectedMean * 100).toFixed(4)} % ± ${(bound * 100).toFixed(4)} points (5σ); ${seconds.toFixed(1)} s`,
    );
    expect(Math.abs(rtp - expectedMean)).toBeLessThan(bound);

    for (let n = 1; n <= KENO_MAX_PICKS; n++) {
      const rounds = PER_ROW * KENO_RISKS.length;
      const { value, df } = chiSquare(hitCounts[n]!, hypergeometric(n).map((p) => p * rounds));
      expect(value, `${n} picks: hit counts ${hitCounts[n]!.join(', ')}`).toBeLessThan(chiSquareBound(df));
    }
    for (let i = 0; i < KENO_DRAWN; i++) {
      const { value, df } = chiSquare(positions[i]!.slice(1), Array<number>(KENO_NUMBERS).fill(total / KENO_NUMBERS));
      expect(df).toBe(KENO_NUMBERS - 1);
      expect(value, `draw ${i}`).toBeLessThan(chiSquareBound(df));
    }
  });
});
