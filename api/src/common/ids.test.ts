import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('is the prefix and a UUIDv7 in 32 hex digits, unique, and sorts in the order ids were made', () => {
    const ids = Array.from({ length: 1000 }, () => newId('rnd'));
    for (const id of ids) {
      expect(id).toMatch(/^rnd_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // The first 48 bits are the creation time in milliseconds.
    const before = Date.now();
    const millis = parseInt(newId('txn').slice(4, 16), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });
});
