import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keeperCover } from './keeper';
import { soccerMultiplier } from './multiplier';
import { COVERED, KICKS, ZONES, openZones, type SoccerDifficulty } from './pitch';

// A million rounds at each difficulty through the rules' own draw (keeperCover) and multipliers, on
// uniformly random 32-bit floats (the RNG's granularity; the HMAC is checked in verifier.test.ts), each
// kick aimed at a random zone. The exact RTP of each stopping point is proved in multiplier.test.ts;
// this checks that float → keeper → goal → multiplier really produces it.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** Random 32-bit words, drawn in big batches: `float()` is w / 2³², `zone()` a uniform 0 … 5. */
class RandomWords {
  private buffer = randomBytes(0);
  private at = 0;

  private word(): number {
    if (this.at + 4 > this.buffer.length) {
      this.buffer = randomBytes(4 * 1 << 20);
      this.at = 0;
    }
    const w = this.buffer.readUInt32BE(this.at);
    this.at += 4;
    return w;
  }

  float(): number {
    return this.word() / 2 ** 32;
  }

  /** A zone to aim at (rejecting the 4 words past a multiple of 6, so it is exactly uniform). */
  zone(): number {
    for (;;) {
      const w = this.word();
      if (w < 2 ** 32 - (2 ** 32 % ZONES)) return w % ZONES;
    }
  }
}

/** Each difficulty's stopping point: cash out after this many goals (10 is the automatic win). */
const STRATEGIES: readonly (readonly [SoccerDifficulty, number])[] = [
  ['easy', 10],
  ['medium', 4],
  ['hard', 3],
  ['expert', 2],
];

describe('soccer RTP by simulation', () => {
  it.each(STRATEGIES)('%s, cash out after %d goals: a million rounds return the exact figure within 5σ, the keeper’s zones uniform', (difficulty, stop) => {
    const random = new RandomWords();
    const c = COVERED[difficulty];
    const p = openZones(difficulty) / ZONES;
    const multiplier = Number(soccerMultiplier(difficulty, stop));
    const units = Math.round(multiplier * 10_000);
    const covered = Array<number>(ZONES).fill(0);
    let kicks = 0;
    let goals = 0;
    let won = 0;
    const floats = Array<number>(c).fill(0);
    for (let r = 0; r < ROUNDS; r++) {
      let scored = 0;
      while (scored < stop) {
        for (let i = 0; i < c; i++) floats[i] = random.float();
        const keeper = keeperCover(c, floats, 0);
        for (const zone of keeper) covered[zone]!++;
        kicks++;
        if (keeper.includes(random.zone())) break;
        scored++;
        goals++;
      }
      if (scored === stop) won++;
    }

    // The return: multiplier × P(stop goals in a row); paid in ten-thousandths, so the sum is an exact integer.
    const reach = p ** stop;
    const expected = reach * multiplier;
    const rtp = (won * units) / 10_000 / ROUNDS;
    const bound = (Z * Math.sqrt(multiplier ** 2 * reach - expected ** 2)) / Math.sqrt(ROUNDS);
    console.log(`${difficulty} (stop at ${stop}): RTP ${(rtp * 100).toFixed(3)} % against ${(expected * 100).toFixed(4)} % (±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - expected)).toBeLessThan(bound);
    expect(stop).toBeLessThanOrEqual(KICKS);

    // Every kick scores with chance o / 6, whatever zone it is aimed at.
    expect(Math.abs(goals / kicks - p)).toBeLessThan((Z * Math.sqrt(p * (1 - p))) / Math.sqrt(kicks));

    // Each zone covered on c / 6 of the kicks. A kick covers c distinct zones, so the counts move
    // together; on the sum-zero plane their covariance is n·c·(6 − c)/30 per zone, and
    // Σ (O − E)² / E × 5 / (6 − c) follows a chi-square with 5 degrees of freedom.
    const mean = (kicks * c) / ZONES;
    const chiSquare = (covered.reduce((sum, count) => sum + (count - mean) ** 2 / mean, 0) * 5) / (ZONES - c);
    expect(chiSquare).toBeLessThan(chiSquareBound(ZONES - 1));
  });
});
