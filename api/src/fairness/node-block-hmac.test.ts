import { generateFloats } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { nodeBlockHmac } from './node-block-hmac';

describe('nodeBlockHmac', () => {
  it('gives a round the same floats as the portable HMAC, over several blocks and non-ASCII client seeds', async () => {
    const cases = [
      { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: 0, count: 1 },
      { serverSeed: '0123456789abcdef'.repeat(4), clientSeed: 'seed with spaces', nonce: 41, count: 8 },
      { serverSeed: 'f00d'.repeat(16), clientSeed: 'ñandú-🎲', nonce: 1_000_000, count: 52 },
    ];
    for (const { count, ...seeds } of cases) {
      const native = await generateFloats(seeds, count, nodeBlockHmac);
      expect(native).toHaveLength(count);
      expect(native).toEqual(await generateFloats(seeds, count));
    }
  });
});
