import { v7 as uuidv7 } from 'uuid';

/** The readable prefixes of our identifiers. */
export type IdPrefix = 'rnd' | 'txn' | 'fb' | 'ses' | 'cus' | 'seed' | 'rec';

// uuid writes the 16 bytes here and Node's hex encoder turns them into text, instead of formatting
// the dashed form and taking the dashes out again: a bet makes three ids. Safe to share: both steps
// are synchronous.
const bytes = Buffer.alloc(16);

/**
 * A new identifier such as `rnd_0193…`: a UUIDv7 in hex, so ids sort by creation time and
 * index inserts stay local instead of scattering over the B-tree.
 */
export function newId(prefix: IdPrefix): string {
  uuidv7(undefined, bytes);
  return `${prefix}_${bytes.toString('hex')}`;
}
