import { DomainError, ErrorCodes } from '@rgs/schema';
import * as z from 'zod/mini';
import { cryptoRandomBytes, takeRandomBytes, toHex, type RandomBytes } from './bytes';

/** Longest client seed accepted (INTERFACES §4). */
export const CLIENT_SEED_MAX_LENGTH = 64;

/** Random bytes in a default client seed; 64 bits is plenty for a value the player may replace. */
const DEFAULT_CLIENT_SEED_BYTES = 8;

/**
 * A client seed: 1 to 64 printable ASCII characters (0x20–0x7E), kept exactly as typed (no trimming).
 * Decision: non-ASCII is refused. A verifier must feed the HMAC the very same bytes, and Unicode text
 * can reach it in another normalisation form (NFC "é" vs NFD "e"+"◌́"), with invisible or look-alike
 * characters, or with a length that differs between UTF-16 units and code points. In ASCII one
 * character is one byte everywhere.
 */
export const clientSeedSchema = z.string().check(
  z.minLength(1, 'client seed must not be empty'),
  z.maxLength(CLIENT_SEED_MAX_LENGTH, `client seed must be at most ${CLIENT_SEED_MAX_LENGTH} characters`),
  z.regex(/^[\x20-\x7E]+$/, 'client seed must be printable ASCII characters'),
);

/** Returns `seed` if it is a valid client seed, else throws a DomainError `INVALID_CLIENT_SEED`. */
export function validateClientSeed(seed: unknown): string {
  const parsed = clientSeedSchema.safeParse(seed);
  if (!parsed.success) {
    throw new DomainError(
      ErrorCodes.INVALID_CLIENT_SEED,
      `The client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} printable ASCII characters`,
    );
  }
  return parsed.data;
}

/** A random default client seed: 16 lowercase hex characters. */
export function generateClientSeed(randomBytes: RandomBytes = cryptoRandomBytes): string {
  return toHex(takeRandomBytes(randomBytes, DEFAULT_CLIENT_SEED_BYTES));
}
