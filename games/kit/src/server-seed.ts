import { cryptoRandomBytes, takeRandomBytes, toHex, utf8, type RandomBytes } from './bytes';

/** Bytes of entropy in a server seed (INTERFACES §4). */
export const SERVER_SEED_BYTES = 32;

const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** True for a well-formed server seed: 64 lowercase hex characters. */
export function isServerSeed(value: unknown): value is string {
  return typeof value === 'string' && SERVER_SEED_PATTERN.test(value);
}

/** Throws unless `serverSeed` is well formed; passing the hash or raw bytes by mistake must fail loudly. */
export function assertServerSeed(serverSeed: string): void {
  if (!isServerSeed(serverSeed)) throw new TypeError('server seed must be 64 lowercase hex characters');
}

/** A fresh server seed: 32 random bytes as 64 lowercase hex characters. */
export function generateServerSeed(randomBytes: RandomBytes = cryptoRandomBytes): string {
  return toHex(takeRandomBytes(randomBytes, SERVER_SEED_BYTES));
}

/**
 * The commitment shown before the seed is revealed: hex(sha256(serverSeed)).
 * Decision: the hash is over the UTF-8 bytes of the 64-character hex text, not over the 32 bytes
 * it encodes, so a player can check it by pasting the revealed text into any SHA-256 tool.
 */
export async function hashServerSeed(serverSeed: string): Promise<string> {
  assertServerSeed(serverSeed);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', utf8(serverSeed));
  return toHex(new Uint8Array(digest));
}
