/** Polls `check` until it stops throwing (or `timeoutMs` passes, then rethrows its last error). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}
