import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

/**
 * AES-256-GCM with a random 96-bit nonce. The output is base64url of
 * `version ‖ iv ‖ ciphertext ‖ tag`; `context` is bound as associated data, so a sealed value
 * only opens in the context it was made for (a secret under its own customer id, for example).
 */
export class SealedBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SealedBox needs a 32-byte key');
    this.#key = key;
  }

  /** Encrypts and authenticates `plaintext` for `context`. */
  seal(plaintext: string | Buffer, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.of(VERSION), iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** Decrypts a sealed value; returns undefined when it is malformed, tampered or from another context. */
  open(sealed: string, context: string): Buffer | undefined {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION) return undefined;
    // base64url decoding is lenient; refuse any text that is not the canonical encoding of its bytes.
    if (raw.toString('base64url') !== sealed) return undefined;
    const iv = raw.subarray(1, 1 + IV_BYTES);
    const tag = raw.subarray(raw.length - TAG_BYTES);
    const body = raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]);
    } catch {
      return undefined;
    }
  }
}
