import { randomBytes } from 'node:crypto';
import { generateFloats } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { PLINKO_MAX_BALLS, playPlinko, plinkoFloatCount, plinkoPaytable, type PlinkoParams, type PlinkoRisk } from './rules';

// A million balls through the real provably-fair RNG (fresh random seeds per batch of 100) and the
// real rules. The exact RTP is proved in paytables.test.ts; this checks that the floats-to-slots
// mapping really produces the binomial distribution the proof assumes.

/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

function binomialProbabilities(rows: number): number[] {
  const probabilities: number[] = [];
  let c = 1;
  for (let k = 0; k <= rows; k++) {
    probabilities.push(c / 2 ** rows);
    c = (c * (rows - k)) / (k + 1);
  }
  return probabilities;
}

const CONFIGS: { rows: number; risk: PlinkoRisk; balls: number }[] = [
  { rows: 8, risk: 'low', balls: 250_000 },
  { rows: 11, risk: 'medium', balls: 250_000 },
  { rows: 14, risk: 'high', balls: 250_000 },
  { rows: 16, risk: 'high', balls: 250_000 },
];

describe('plinko RTP by simulation', () => {
  it.each(CONFIGS)('$rows rows, $risk risk: $balls balls return 99 % within 5σ, slots binomial', async ({ rows, risk, balls }) => {
    const params: PlinkoParams = { rows, risk, balls: PLINKO_MAX_BALLS };
    const counts: number[] = Array(rows + 1).fill(0);
    let returned = new Decimal(0);
    for (let batch = 0; batch < balls / PLINKO_MAX_BALLS; batch++) {
      const seeds = { serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(6).toString('hex'), nonce: batch + 1 };
      const result = playPlinko(params, await generateFloats(seeds, plinkoFloatCount(params)));
      for (const slot of result.slots) counts[slot]! += 1;
      returned = returned.plus(result.total);
    }

    // The per-ball multiplier's exact mean is 0.99; its variance comes from the paytable.
    const p = binomialProbabilities(rows);
    const table = plinkoPaytable(rows, risk).map(Number);
    const variance = table.reduce((sum, m, k) => sum + p[k]! * (m - 0.99) ** 2, 0);
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(balls);
    const rtp = returned.dividedBy(balls).toNumber();
    console.log(`${rows} rows ${risk}: RTP ${(rtp * 100).toFixed(3)} % over ${balls} balls (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);

    // Chi-square of the slot counts against the binomial, rare edge slots pooled until each cell expects ≥ 20.
    const cells: { observed: number; expected: number }[] = [];
    let pending = { observed: 0, expected: 0 };
    const order = Array.from({ length: rows + 1 }, (_, k) => k).sort((a, b) => Math.min(a, rows - a) - Math.min(b, rows - b) || a - b);
    for (const k of order) {
      pending = { observed: pending.observed + counts[k]!, expected: pending.expected + p[k]! * balls };
      if (pending.expected >= 20) {
        cells.push(pending);
        pending = { observed: 0, expected: 0 };
      }
    }
    if (pending.expected > 0) cells.push(pending);
    const chiSquare = cells.reduce((sum, c) => sum + (c.observed - c.expected) ** 2 / c.expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(cells.length - 1));
  });
});
