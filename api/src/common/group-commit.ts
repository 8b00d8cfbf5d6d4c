/**
 * Group commit: items added while a write is in flight (or within `windowMs` of the first one) are
 * written together by the next write, so many small writes become a few larger ones. Each `add`
 * resolves when the write that carried its item has finished, or rejects with that write's error.
 */
export interface GroupCommit<T> {
  add(item: T): Promise<void>;
  /** Resolves once everything added so far has been written (or has failed). */
  flush(): Promise<void>;
}

export function createGroupCommit<T>(
  write: (items: readonly T[]) => Promise<void>,
  options: { maxBatch?: number; windowMs?: number } = {},
): GroupCommit<T> {
  const maxBatch = options.maxBatch ?? 500;
  let queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let draining: Promise<void> | null = null;

  const drain = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    draining = null;
  };

  // Wait one turn (or the window) before the first write so items arriving together share it.
  const schedule = () =>
    new Promise<void>((resolve) => (options.windowMs ? setTimeout(resolve, options.windowMs) : setImmediate(resolve))).then(drain);

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        draining ??= schedule();
      });
    },
    async flush() {
      while (draining) await draining;
    },
  };
}
