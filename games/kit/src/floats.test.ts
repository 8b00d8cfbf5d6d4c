import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { floatAt, floatFromBytes, generateFloats } from './floats';

const SEEDS = {
  serverSeed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  clientSeed: 'player-seed',
  nonce: 1,
};

/** The floats computed independently with node:crypto, straight from the definition. */
function expectedFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let r = 0; out.length < count; r++) {
    const mac = createHmac('sha256', Buffer.from(serverSeed, 'utf8')).update(`${clientSeed}:${nonce}:${r}`, 'utf8').digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(mac[i]! / 256 + mac[i + 1]! / 256 ** 2 + mac[i + 2]! / 256 ** 3 + mac[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

describe('generateFloats', () => {
  it('matches a pinned vector across the first two HMAC blocks', async () => {
    expect(await generateFloats(SEEDS, 10)).toEqual([
      0.6596088078804314, 0.9501198991201818, 0.8710550116375089, 0.9549501361325383, 0.7613433713559061,
      0.432663586223498, 0.6148251562844962, 0.5360085540451109, 0.4304312616586685, 0.28304250235669315,
    ]);
  });

  it('matches node:crypto for random seeds, nonces and counts', async () => {
    for (let i = 0; i < 50; i++) {
      const serverSeed = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32))).toString('hex');
      const clientSeed = `client ${i}: ~!@#`;
      const nonce = 1 + i * 37;
      const count = 1 + ((i * 7) % 30);
      expect(await generateFloats({ serverSeed, clientSeed, nonce }, count)).toEqual(expectedFloats(serverSeed, clientSeed, nonce, count));
    }
  });

  it('gives a prefix of the longer list for a shorter count', async () => {
    const long = await generateFloats(SEEDS, 24);
    expect(await generateFloats(SEEDS, 9)).toEqual(long.slice(0, 9));
    expect(await generateFloats(SEEDS, 0)).toEqual([]);
  });

  it('computes in-process, never through Web Crypto (no worker-thread hop per round)', async () => {
    const sign = vi.spyOn(globalThis.crypto.subtle, 'sign');
    try {
      await generateFloats(SEEDS, 25);
      expect(sign).not.toHaveBeenCalled();
    } finally {
      sign.mockRestore();
    }
  });

  it('refuses a malformed server seed, nonce or count', async () => {
    await expect(generateFloats({ ...SEEDS, serverSeed: SEEDS.serverSeed.toUpperCase() }, 1)).rejects.toThrow(TypeError);
    await expect(generateFloats({ ...SEEDS, nonce: 1.5 }, 1)).rejects.toThrow(RangeError);
    await expect(generateFloats({ ...SEEDS, nonce: -1 }, 1)).rejects.toThrow(RangeError);
    await expect(generateFloats(SEEDS, -1)).rejects.toThrow(RangeError);
  });
});

describe('floatFromBytes', () => {
  it('spans [0, 1) exactly', () => {
    expect(floatFromBytes(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(floatFromBytes(new Uint8Array([0xff, 0xff, 0xff, 0xff]), 0)).toBe(1 - 2 ** -32);
    expect(floatFromBytes(new Uint8Array([9, 0x80, 0, 0, 0]), 1)).toBe(0.5);
  });

  it('refuses to read past the end', () => {
    expect(() => floatFromBytes(new Uint8Array(4), 1)).toThrow(RangeError);
  });
});

describe('floatAt', () => {
  it('returns a float in range and refuses a missing or bad one', () => {
    expect(floatAt([0.25], 0)).toBe(0.25);
    expect(() => floatAt([0.25], 1)).toThrow(RangeError);
    expect(() => floatAt([1], 0)).toThrow(RangeError);
    expect(() => floatAt([Number.NaN], 0)).toThrow(RangeError);
  });
});
