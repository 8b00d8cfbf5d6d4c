// The API's cryptography as the floor needs it, on node:crypto: the same keys, sealed values, ids,
// provably-fair float and webhook signature, so the floor's rows and requests are the API's own.

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** common/keys.ts: TOKEN_KEY (64 hex characters, as the bench writes it) and a key per purpose by HKDF-SHA256. */
export function deriveKeys(tokenKey) {
  if (!/^[0-9a-fA-F]{64}$/.test(tokenKey)) throw new Error('TOKEN_KEY must be 64 hex characters');
  const master = Buffer.from(tokenKey, 'hex');
  const derive = (purpose) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `rgs/${purpose}/v1`, 32));
  return { tokenKey: derive('player-token'), restKey: derive('secret-at-rest') };
}

/** common/sealed-box.ts: AES-256-GCM, base64url(version ‖ iv ‖ ciphertext ‖ tag), `context` as associated data. */
export function seal(key, text, context) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.of(1), iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The text a value was sealed with for `context`, or undefined when it is malformed, tampered or another context's. */
export function open(key, sealed, context) {
  const raw = Buffer.from(sealed, 'base64url');
  // Like the API: only the canonical encoding of its own bytes opens.
  if (raw.length < 29 || raw[0] !== 1 || raw.toString('base64url') !== sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(1, 13)).setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(13, raw.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** common/ids.ts: a prefixed UUIDv7 in hex, so ids sort by creation time and index inserts stay local. */
export function newId(prefix) {
  const b = randomBytes(16);
  b.writeUIntBE(Date.now(), 0, 6);
  b[6] = 0x70 | (b[6] & 0x0f);
  b[8] = 0x80 | (b[8] & 0x3f);
  return `${prefix}_${b.toString('hex')}`;
}

/** games/kit floats.ts: float 0 of a round, the first 4 bytes of HMAC-SHA256(serverSeed text, "<clientSeed>:<nonce>:0") over 2³². */
export function firstFloat(serverSeed, clientSeed, nonce) {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(0) / 0x100000000;
}

/** schema/signature sign(): the `x-service-signature` value, HMAC-SHA256 of `<t>.<raw body>` keyed by the secret. */
export function sign(secret, payload, now = Date.now()) {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}
