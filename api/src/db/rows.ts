/** The rows of `db.execute(...)`: postgres.js returns them as the result itself, PGlite as `.rows`. */
export function rowsOf<T = unknown>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
