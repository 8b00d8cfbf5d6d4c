/** A source of `n` random bytes; injectable so tests and replays can fix the seeds. */
export type RandomBytes = (n: number) => Uint8Array;

/** Web Crypto's CSPRNG, present in Node 20 and every browser the game runs in. */
export const cryptoRandomBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/** Exactly `n` bytes from `source`; a short or long answer is a broken source, not something to pad or cut. */
export function takeRandomBytes(source: RandomBytes, n: number): Uint8Array {
  const bytes = source(n);
  if (bytes.length !== n) throw new RangeError(`random source returned ${bytes.length} bytes, expected ${n}`);
  return bytes;
}

/** Lowercase hex of `bytes`, two characters per byte. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of `text`. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}
