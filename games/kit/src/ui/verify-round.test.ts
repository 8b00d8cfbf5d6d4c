import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../server-seed';
import { demoPlay } from './demo-play';
import { HEADS, SEEDS, coin } from './fairness/test-coin';
import { recomputeRound, verifyRound } from './verify-round';

/** A settled heads round under SEEDS, its seed revealed: the proof a verifier gets. */
async function revealedProof() {
  const play = demoPlay(coin, { seeds: SEEDS });
  const { round } = await play.placeBet('coin', '1', HEADS);
  await play.rotateSeed('next');
  return (await play.proof(round.id))!;
}

describe('recomputeRound', () => {
  it('verifies a revealed round and returns the outcome and params it recomputed', async () => {
    expect(await recomputeRound(coin, await revealedProof())).toEqual({ verdict: 'verified', failure: null, params: HEADS, outcome: { heads: true } });
  });

  it('finds a recorded outcome the seeds do not draw, and still shows what they draw', async () => {
    const proof = { ...(await revealedProof()), outcome: { heads: false } };
    expect(await recomputeRound(coin, proof)).toEqual({ verdict: 'mismatch', failure: 'outcome', params: HEADS, outcome: { heads: true } });
    expect(await verifyRound(coin, proof)).toBe('mismatch');
  });

  it('finds a revealed seed that is not the committed one before recomputing anything', async () => {
    const proof = { ...(await revealedProof()), serverSeedHash: await hashServerSeed('b'.repeat(64)) };
    expect(await recomputeRound(coin, proof)).toEqual({ verdict: 'mismatch', failure: 'commitment', params: null, outcome: null });
  });

  it('cannot check a round whose seed is secret, or which is still open', async () => {
    const proof = await revealedProof();
    expect(await recomputeRound(coin, { ...proof, serverSeed: null })).toEqual({ verdict: 'not-revealed', failure: 'secret', params: null, outcome: null });
    expect(await recomputeRound(coin, { ...proof, outcome: null })).toEqual({ verdict: 'not-revealed', failure: 'open', params: null, outcome: null });
    expect(await verifyRound(coin, { ...proof, serverSeed: null })).toBe('not-revealed');
  });
});
