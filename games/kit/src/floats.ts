import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8 } from './bytes';
import { assertServerSeed } from './server-seed';

/** The seeds and nonce that determine one round's floats. */
export interface RoundSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** Floats per HMAC block: 32 bytes read 4 at a time. */
const FLOATS_PER_BLOCK = 8;

/**
 * f = b0/256 + b1/256² + b2/256³ + b3/256⁴ for the 4 bytes at `offset`. Written as one 32-bit integer
 * over 2³²: both are exact in a double, so this is the same number, in [0, 1).
 */
export function floatFromBytes(bytes: Uint8Array, offset: number): number {
  const b0 = bytes[offset];
  const b1 = bytes[offset + 1];
  const b2 = bytes[offset + 2];
  const b3 = bytes[offset + 3];
  if (b0 === undefined || b1 === undefined || b2 === undefined || b3 === undefined) {
    throw new RangeError(`no 4 bytes at offset ${offset}`);
  }
  return (b0 * 0x1000000 + b1 * 0x10000 + b2 * 0x100 + b3) / 0x100000000;
}

/**
 * The first `count` floats of a round (INTERFACES §4): for r = 0, 1, 2, … the 32 bytes of
 * HMAC-SHA256(key = serverSeed, message = "<clientSeed>:<nonce>:<r>"), 8 floats per block, in order.
 * Decision: the key is the UTF-8 bytes of the serverSeed text as written (its 64 hex characters),
 * not the 32 bytes it encodes, matching what the commitment hashes and what common verifiers do.
 */
export async function generateFloats(seeds: RoundSeeds, count: number, blockHmac?: BlockHmac): Promise<number[]> {
  assertServerSeed(seeds.serverSeed);
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  const floats: number[] = [];
  if (count === 0) return floats;
  const block = blockHmac ? (message: string) => blockHmac(seeds.serverSeed, message) : portableBlocks(seeds.serverSeed);
  for (let r = 0; floats.length < count; r++) {
    const bytes = block(`${seeds.clientSeed}:${seeds.nonce}:${r}`);
    for (let i = 0; i < FLOATS_PER_BLOCK && floats.length < count; i++) floats.push(floatFromBytes(bytes, i * 4));
  }
  return floats;
}

/**
 * HMAC-SHA256 of `message` (UTF-8) keyed by `key` (UTF-8): the 32 bytes of one block. The default is
 * pure JavaScript and runs in browsers; a server may pass Node's native one, several times faster.
 * Both give the same bytes: what the bytes are is defined by {@link generateFloats}, here, once.
 */
export type BlockHmac = (key: string, message: string) => Uint8Array;

// One keyed HMAC state, cloned per block. @noble/hashes runs in-process and synchronously in Node
// and browsers alike; Web Crypto would hop to a worker thread twice per round on the server.
function portableBlocks(serverSeed: string): (message: string) => Uint8Array {
  const keyed = hmac.create(sha256, utf8(serverSeed));
  return (message) => keyed.clone().update(utf8(message)).digest();
}

/** Float `index` of a round, checked: rules must fail loudly if given fewer floats than `floatCount` asked for. */
export function floatAt(floats: readonly number[], index: number): number {
  const f = floats[index];
  if (f === undefined) throw new RangeError(`float ${index} missing: got ${floats.length}`);
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${index} is ${f}, outside [0, 1)`);
  return f;
}
