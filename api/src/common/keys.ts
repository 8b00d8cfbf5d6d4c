import { hkdfSync } from 'node:crypto';

/** The two purposes TOKEN_KEY serves, each with its own derived key. */
export type KeyPurpose = 'player-token' | 'secret-at-rest';

/** Parses TOKEN_KEY: 32 bytes as 64 hex characters or as base64. */
export function parseTokenKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) throw new Error('TOKEN_KEY must be 32 bytes, written as 64 hex characters or base64');
  return bytes;
}

/**
 * Derives an independent 32-byte key per purpose (HKDF-SHA256), so a player token can never be
 * replayed as a sealed secret or the other way round, even though one key is configured.
 */
export function deriveKey(master: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `rgs/${purpose}/v1`, 32));
}
