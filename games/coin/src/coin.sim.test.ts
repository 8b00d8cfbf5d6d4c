import { randomBytes } from 'node:crypto';
import { generateFloats } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { playCoin, type CoinParams } from './rules';
import { COIN_MAX_STREAK } from './sides';

// A million rounds of every streak length through the real rules, on floats of the RNG's own
// granularity (32-bit words from node:crypto). The exact RTP of 99 % is proved in rules.test.ts; this
// checks that the rules really pay it: the mean payout per unit staked within its 5σ bound, and the
// share of heads within its 5σ bound of 1/2. A shorter run through the real provably-fair RNG checks
// that its floats flip a fair coin too.

/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
const ROUNDS = 1_000_000;

/** `count` random 32-bit words: floats of the RNG's own granularity once divided by 2³². */
function randomWords(count: number): Uint32Array {
  const bytes = randomBytes(count * 4);
  return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
}

describe('coin RTP by simulation', () => {
  it.each(Array.from({ length: COIN_MAX_STREAK }, (_, i) => i + 1))('a streak of %d: a million rounds return 99 % within 5σ, heads half the time', (streak) => {
    let returned = 0;
    let heads = 0;
    const calls: CoinParams[] = [{ side: 'heads', streak }, { side: 'tails', streak }];
    const floats = Array<number>(streak).fill(0);
    const CHUNK = 100_000;
    for (let done = 0; done < ROUNDS; done += CHUNK) {
      const words = randomWords(CHUNK * streak);
      for (let r = 0; r < CHUNK; r++) {
        for (let i = 0; i < streak; i++) floats[i] = words[r * streak + i]! / 2 ** 32;
        const { flips, multiplier } = playCoin(calls[r % 2]!, floats);
        // Multipliers are whole hundredths: summing them as integers keeps the total exact.
        if (multiplier !== '0') returned += Math.round(Number(multiplier) * 100);
        for (const flip of flips) if (flip === 'heads') heads++;
      }
    }
    // Payout per unit: 0.99 · 2ᴺ with probability 2⁻ᴺ, else 0, so its variance is 0.99² (2ᴺ − 1).
    const sd = 0.99 * Math.sqrt(2 ** streak - 1);
    const bound = (Z * sd) / Math.sqrt(ROUNDS);
    const rtp = returned / 100 / ROUNDS;
    const flips = ROUNDS * streak;
    const headsBound = (Z * 0.5) / Math.sqrt(flips);
    console.log(`streak ${streak}: RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds (bound ±${(bound * 100).toFixed(3)} points); heads ${((heads / flips) * 100).toFixed(3)} %`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);
    expect(Math.abs(heads / flips - 0.5)).toBeLessThan(headsBound);
  });

  it('flips a fair coin on the real provably-fair RNG: 100,000 rounds of 10 flips', async () => {
    const params: CoinParams = { side: 'heads', streak: COIN_MAX_STREAK };
    const rounds = 100_000;
    let heads = 0;
    // How many rounds opened with a run of k heads (k = 1 … 10): 2⁻ᵏ of them, if flips are independent.
    const runs = Array<number>(COIN_MAX_STREAK + 1).fill(0);
    const serverSeed = randomBytes(32).toString('hex');
    const clientSeed = randomBytes(6).toString('hex');
    for (let nonce = 1; nonce <= rounds; nonce++) {
      const { flips } = playCoin(params, await generateFloats({ serverSeed, clientSeed, nonce }, COIN_MAX_STREAK));
      for (const flip of flips) if (flip === 'heads') heads++;
      for (let k = 1; k <= COIN_MAX_STREAK && flips[k - 1] === 'heads'; k++) runs[k]!++;
    }
    const flips = rounds * COIN_MAX_STREAK;
    expect(Math.abs(heads / flips - 0.5)).toBeLessThan((Z * 0.5) / Math.sqrt(flips));
    for (let k = 1; k <= COIN_MAX_STREAK; k++) {
      const p = 2 ** -k;
      expect(Math.abs(runs[k]! / rounds - p), `runs of ${k}`).toBeLessThan(Z * Math.sqrt((p * (1 - p)) / rounds));
    }
  });
});
