import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POSITIONS, chipsReturned, findPosition, rouletteNumber, spinRoulette, type RouletteParams } from './rules';

// A million spins per table through the rules' own functions, on uniformly random 32-bit floats (the
// RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP is proved in
// table.test.ts; this checks that float → number → chips returned really produces it.

const SPINS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
const RTP = 36 / 37;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** `count` random floats w / 2³², w a uniformly random 32-bit word. */
function randomFloats(count: number): Float64Array {
  const bytes = randomBytes(count * 4);
  const floats = new Float64Array(count);
  for (let i = 0; i < count; i++) floats[i] = bytes.readUInt32BE(i * 4) / 2 ** 32;
  return floats;
}

/** The variance of what one spin returns per chip on the table, from the 37 equally likely numbers. */
function variance(bets: RouletteParams['bets']): number {
  const chips = bets.reduce((sum, bet) => sum + bet.chips, 0);
  let sum = 0;
  for (let n = 0; n < 37; n++) sum += (chipsReturned(bets, n) / chips - RTP) ** 2;
  return sum / 37;
}

/** One chip on the position of `type` on `numbers`. */
function chip(type: string, numbers: number[]): RouletteParams['bets'] {
  const position = findPosition(type, numbers)!;
  return [{ type: position.type, numbers: [...position.numbers], chips: 1 }];
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** One position of each kind, among them zero's split, a trio and the first four. */
const SINGLE: readonly [string, RouletteParams['bets']][] = [
  ['straight 17', chip('straight', [17])],
  ['split 0, 2', chip('split', [0, 2])],
  ['trio 0, 2, 3', chip('street', [0, 2, 3])],
  ['first four', chip('corner', [0, 1, 2, 3])],
  ['line 31 … 36', chip('line', range(31, 36))],
  ['column 2', chip('column', range(2, 35, 3))],
  ['dozen 2', chip('dozen', range(13, 24))],
  ['red', chip('red', [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])],
  ['black', chip('black', [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35])],
  ['even', chip('even', range(2, 36, 2))],
  ['odd', chip('odd', range(1, 35, 2))],
  ['low', chip('low', range(1, 18))],
  ['high', chip('high', range(19, 36))],
];

describe('roulette RTP by simulation', () => {
  it.each(SINGLE)('one chip on %s: a million spins return 36/37 within 5σ', (_, bets) => {
    // Returned in chips: integers, so the sum is exact.
    let returned = 0;
    for (const f of randomFloats(SPINS)) returned += Number(spinRoulette(bets, f).multiplier);
    const bound = (Z * Math.sqrt(variance(bets))) / Math.sqrt(SPINS);
    const rtp = returned / SPINS;
    console.log(`${_}: RTP ${(rtp * 100).toFixed(3)} % over ${SPINS} spins (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - RTP)).toBeLessThan(bound);
  });

  it('a chip on every one of the 157 positions: a million spins return 36/37 within 5σ, the numbers uniform', () => {
    const bets = POSITIONS.map((p) => ({ type: p.type, numbers: [...p.numbers], chips: 1 }));
    // What this table returns on each number, from the rules' own function: a spin is then the number's lookup.
    const byNumber = Array.from({ length: 37 }, (_, n) => chipsReturned(bets, n));
    const counts = new Array<number>(37).fill(0);
    let returned = 0;
    for (const f of randomFloats(SPINS)) {
      const n = rouletteNumber(f);
      counts[n]! += 1;
      returned += byNumber[n]!;
    }
    const bound = (Z * Math.sqrt(variance(bets))) / Math.sqrt(SPINS);
    const rtp = returned / bets.length / SPINS;
    console.log(`full table: RTP ${(rtp * 100).toFixed(4)} % over ${SPINS} spins (bound ±${(bound * 100).toFixed(4)} points)`);
    expect(Math.abs(rtp - RTP)).toBeLessThan(bound);

    const expected = SPINS / 37;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(36));
  });
});
