import { randomBytes, randomInt } from 'node:crypto';

/** Seeds for one random round: a 32-byte server seed in hex, a client seed of 1 to 64 printable ASCII characters, a nonce from 1 to 999,999. */
export function randomSeeds(): { serverSeed: string; clientSeed: string; nonce: number } {
  const clientSeed = Array.from({ length: randomInt(1, 65) }, () => String.fromCharCode(randomInt(0x20, 0x7f))).join('');
  return { serverSeed: randomBytes(32).toString('hex'), clientSeed, nonce: randomInt(1, 1_000_000) };
}
