import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateFloats } from '../floats';
import { defineGame } from '../seam/define-game';
import { hashServerSeed } from '../server-seed';
import { demoPlay } from './demo-play';
import { verifyRound } from './verify-round';

// A game that shows its one float, so a round tells exactly which seeds and nonce it was played under.
const coin = defineGame({
  key: 'coin',
  strings: { en: {}, pt: {}, es: {} },
  params: z.strictObject({}),
  floatCount: () => 1,
  start: (_params, floats) => ({ outcome: { float: floats[0]! }, step: { state: { float: floats[0]! }, multiplier: '0', end: { payout: '0' } } }),
});

const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'replay me' };

describe('demo play under given seeds', () => {
  it('commits to the given pair and plays nonce 1, 2, 3 of it', async () => {
    const play = demoPlay(coin, { seeds: SEEDS });
    expect(await play.fairness()).toEqual({ serverSeedHash: await hashServerSeed(SEEDS.serverSeed), clientSeed: 'replay me', nonce: 0, previous: null });
    for (const nonce of [1, 2, 3]) {
      const [float] = await generateFloats({ ...SEEDS, nonce }, 1);
      expect((await play.placeBet('coin', '1', {})).round.state).toEqual({ float });
    }
    expect((await play.fairness()).nonce).toBe(3);
  });

  it('reveals the given server seed on rotation, and its rounds verify', async () => {
    const play = demoPlay(coin, { seeds: SEEDS });
    const { round } = await play.placeBet('coin', '1', {});
    const rotated = await play.rotateSeed('next');
    expect(rotated.previous).toEqual({ serverSeed: SEEDS.serverSeed, serverSeedHash: await hashServerSeed(SEEDS.serverSeed), clientSeed: 'replay me', lastNonce: 1 });
    expect(rotated.serverSeedHash).not.toBe(await hashServerSeed(SEEDS.serverSeed));
    expect(await verifyRound(coin, (await play.proof(round.id))!)).toBe('verified');
  });

  it('two demos on the same seeds play the same rounds; without seeds each draws its own', async () => {
    const [a, b] = [demoPlay(coin, { seeds: SEEDS }), demoPlay(coin, { seeds: SEEDS })];
    expect((await a.placeBet('coin', '1', {})).round.state).toEqual((await b.placeBet('coin', '1', {})).round.state);
    expect((await demoPlay(coin).fairness()).serverSeedHash).not.toBe((await demoPlay(coin).fairness()).serverSeedHash);
  });

  it('refuses a malformed seed at once', () => {
    expect(() => demoPlay(coin, { seeds: { serverSeed: 'A'.repeat(64), clientSeed: 'x' } })).toThrow(TypeError);
    expect(() => demoPlay(coin, { seeds: { serverSeed: 'a'.repeat(64), clientSeed: '' } })).toThrow(/client seed/);
  });
});
