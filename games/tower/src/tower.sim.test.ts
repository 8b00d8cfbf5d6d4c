import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOWER_LAYOUTS, TOWER_ROWS, type TowerDifficulty } from './board';
import { drawTowerBombs, towerFloatCount } from './draw';
import { clearChance, towerMultiplier } from './multiplier';

// 1,250,000 rounds through the rules' own functions on uniformly random 32-bit floats (the RNG's
// granularity; the HMAC itself is checked in verifier.test.ts): each difficulty climbs a fixed number
// of floors with tiles picked at random, then cashes out (the player's tiles from Math.random: any choice returns the same). The exact RTP is proved in
// multiplier.test.ts; this checks that floats → bombs → multiplier really produce it.

const ROUNDS = 250_000;
const CHUNK = 10_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** `count` random floats w / 2³², w a uniformly random 32-bit word. */
function randomFloats(count: number): number[] {
  const bytes = randomBytes(count * 4);
  return Array.from({ length: count }, (_, i) => bytes.readUInt32BE(i * 4) / 2 ** 32);
}

/** Floors each difficulty climbs before cashing out: a win about 1 time in 3 or 4. */
const STOPS: readonly [TowerDifficulty, number][] = [['easy', 4], ['medium', 3], ['hard', 2], ['expert', 1], ['master', 1]];

describe('tower RTP by simulation', () => {
  it.each(STOPS)('%s, cashing out after %d floors: 250,000 rounds return RTP(k) within 5σ, bombs uniform', (difficulty, stop) => {
    const { tiles, bombs } = TOWER_LAYOUTS[difficulty];
    const floatsPerRound = towerFloatCount(difficulty);
    const multiplier = towerMultiplier(difficulty, stop);
    // Paid in ten-thousandths of the stake: integers, so the sum is exact.
    const pays = Math.round(Number(multiplier) * 10_000);
    const sets = new Map<string, number>();
    let paid = 0;
    for (let done = 0; done < ROUNDS; done += CHUNK) {
      const floats = randomFloats(CHUNK * floatsPerRound);
      for (let i = 0; i < CHUNK; i++) {
        const floors = drawTowerBombs(difficulty, floats.slice(i * floatsPerRound, (i + 1) * floatsPerRound));
        for (const row of floors) {
          const key = [...row].sort().join();
          sets.set(key, (sets.get(key) ?? 0) + 1);
        }
        let cleared = 0;
        while (cleared < stop && !floors[cleared]!.includes(Math.floor(Math.random() * tiles))) cleared += 1;
        if (cleared === stop) paid += pays;
      }
    }

    const { safe, of } = clearChance(difficulty, stop);
    const p = Number(safe) / Number(of);
    const m = Number(multiplier);
    const exact = m * p;
    const bound = (Z * Math.sqrt(m * m * p - exact * exact)) / Math.sqrt(ROUNDS);
    const rtp = paid / 10_000 / ROUNDS;
    console.log(`${difficulty} (stop ${stop}): RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds, exact ${(exact * 100).toFixed(4)} % (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - exact)).toBeLessThan(bound);

    // Every set of b bombs among n tiles equally likely, on every floor: C(n, b) cells.
    const cells = [...sets.values()];
    expect(cells).toHaveLength([...Array(bombs).keys()].reduce((c, i) => (c * (tiles - i)) / (i + 1), 1));
    const expected = (ROUNDS * TOWER_ROWS) / cells.length;
    const chiSquare = cells.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(cells.length - 1));
  });
});
