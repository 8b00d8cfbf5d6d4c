/**
 * Group commit: items added while a write is in flight are written together by the next one, so
 * under load many small writes become a few larger ones, and an idle system writes at once (no
 * timer, no added latency). Each `add` resolves when the write that carried its item has finished,
 * or rejects with that write's error.
 */
export function createGroupCommit<T>(write: (items: readonly T[]) => Promise<void>, maxBatch = 500): (item: T) => Promise<void> {
  let queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  const drain = async (): Promise<void> => {
    writing = true;
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
    writing = false;
  };

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Defer the first write by one turn so items added in the same turn share it.
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}
