import { describe, expect, it, vi } from 'vitest';
import { createGroupCommit } from './group-commit';

describe('createGroupCommit', () => {
  it('writes items added together in one write, and later ones in the next', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const { add } = createGroupCommit<number>(async (items) => {
      writes.push([...items]);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = [add(1), add(2)];
    await new Promise((r) => setImmediate(r));
    // The first write is in flight: these wait and go together.
    const second = [add(3), add(4), add(5)];
    release();
    await Promise.all([...first, ...second]);
    expect(writes).toEqual([[1, 2], [3, 4, 5]]);
  });

  it('rejects the items of a failed write and carries on with the next', async () => {
    let fail = true;
    const { add } = createGroupCommit<string>(async () => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
    });
    await expect(add('a')).rejects.toThrow('disk full');
    await expect(add('b')).resolves.toBeUndefined();
  });

  it('with a window, gathers items that arrive within it, and flush waits for the write', async () => {
    const writes: number[][] = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const batcher = createGroupCommit<number>(async (items) => void writes.push([...items]), { windowMs: 30 });
      void batcher.add(1);
      vi.advanceTimersByTime(10);
      void batcher.add(2);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(20);
      await batcher.flush();
      expect(writes).toEqual([[1, 2]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('splits batches at the maximum size', async () => {
    const sizes: number[] = [];
    const { add } = createGroupCommit<number>(async (items) => void sizes.push(items.length), { maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map(add));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
