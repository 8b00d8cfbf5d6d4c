import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type BalloonDifficulty } from './difficulty';
import { drawPop } from './draw';
import { balloonMultiplier, holdChance } from './multiplier';

// A million rounds of each difficulty through the rules' own draw and multipliers, on uniformly random
// 32-bit floats (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP
// of every strategy is proved in multiplier.test.ts; this checks that float → pop → payout produces it.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
/** Each difficulty's strategy: cash out after this many pumps. */
const CASH_OUT_AFTER: Readonly<Record<BalloonDifficulty, number>> = { easy: 12, medium: 6, hard: 3, expert: 1 };

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** A stream of floats w / 2³², w a uniformly random 32-bit word, read a round at a time. */
class RandomFloats {
  private buffer = new Float64Array(0);
  private offset = 0;

  /** The next `count` floats, left in the stream: the round takes only those it reads (`consume`). */
  peek(count: number): Float64Array {
    if (this.offset + count > this.buffer.length) this.refill(count);
    return this.buffer.subarray(this.offset, this.offset + count);
  }

  consume(count: number): void {
    this.offset += count;
  }

  private refill(count: number): void {
    const size = Math.max(count, 1 << 22);
    const bytes = randomBytes(size * 4);
    const next = new Float64Array(size + count);
    const left = this.buffer.subarray(this.offset);
    next.set(left);
    for (let i = 0; i < size; i++) next[left.length + i] = bytes.readUInt32BE(i * 4) / 2 ** 32;
    this.buffer = next.subarray(0, left.length + size);
    this.offset = 0;
  }
}

describe('balloon RTP by simulation', () => {
  it.each(Object.keys(CASH_OUT_AFTER) as BalloonDifficulty[])(
    '%s: a million rounds cashed out after a fixed number of pumps return the exact RTP within 5σ; the pop pump follows its law',
    (difficulty) => {
      const { popOneIn, pumps: cap } = DIFFICULTIES[difficulty];
      const target = CASH_OUT_AFTER[difficulty];
      const multiplier = balloonMultiplier(difficulty, target);
      const stream = new RandomFloats();
      // popAt 1 … cap at index popAt − 1, null (held every pump) at index cap.
      const pops = new Array<number>(cap + 1).fill(0);
      let won = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const floats = stream.peek(cap);
        const popAt = drawPop(difficulty, floats as unknown as number[]);
        // The floats after the pop are never read: the next round starts there.
        stream.consume(popAt ?? cap);
        pops[(popAt ?? cap + 1) - 1]!++;
        if (popAt === null || popAt > target) won++;
      }

      // Paying `multiplier` on each won round: RTP = won / ROUNDS × multiplier; a Bernoulli(P) times M.
      const hold = holdChance(difficulty, target);
      const p = Number(hold.numerator) / Number(hold.denominator);
      const m = Number(multiplier);
      const exact = p * m;
      const bound = (Z * m * Math.sqrt(p * (1 - p))) / Math.sqrt(ROUNDS);
      const rtp = (won / ROUNDS) * m;
      console.log(`${difficulty}: cash out after ${target} at ${multiplier}×: RTP ${(rtp * 100).toFixed(3)} % (exact ${(exact * 100).toFixed(6)} %, bound ±${(bound * 100).toFixed(3)} points)`);
      expect(Math.abs(rtp - exact)).toBeLessThan(bound);

      // popAt = j with chance q^(j−1)/n, null with q^cap; the rarest cells are merged into one so each expects ≥ 20.
      const q = (popOneIn - 1) / popOneIn;
      const expected = pops.map((_, i) => (i < cap ? ROUNDS * q ** i / popOneIn : ROUNDS * q ** cap));
      const cells: { seen: number; expected: number }[] = [];
      const tail = { seen: 0, expected: 0 };
      pops.forEach((seen, i) => (expected[i]! >= 20 && tail.expected === 0 ? cells.push({ seen, expected: expected[i]! }) : ((tail.seen += seen), (tail.expected += expected[i]!))));
      if (tail.expected > 0) cells.push(tail);
      const chiSquare = cells.reduce((sum, c) => sum + (c.seen - c.expected) ** 2 / c.expected, 0);
      expect(chiSquare).toBeLessThan(chiSquareBound(cells.length - 1));
    },
  );
});
