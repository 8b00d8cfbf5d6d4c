import { v7 as uuidv7 } from 'uuid';

/** The readable prefixes of our identifiers. */
export type IdPrefix = 'rnd' | 'txn' | 'fb' | 'ses' | 'cus' | 'seed' | 'rec';

/**
 * A new identifier such as `rnd_0193…`: a UUIDv7 in hex, so ids sort by creation time and
 * index inserts stay local instead of scattering over the B-tree.
 */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${uuidv7().replaceAll('-', '')}`;
}
