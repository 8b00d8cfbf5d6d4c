const UNIQUE_VIOLATION = '23505';

/** The index that refused a row with a unique violation; undefined for any other failure. */
export function uniqueViolationOf(error: unknown): string | undefined {
  // Drizzle wraps the driver's error in `cause`; postgres.js names the index `constraint_name`, PGlite `constraint`.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint_name: postgresName, constraint: pgliteName } = e as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) {
      const name = postgresName ?? pgliteName;
      return typeof name === 'string' ? name : '';
    }
  }
  return undefined;
}

/** At most one live round per player and stateful game. */
export const ACTIVE_ROUND_INDEX = 'rounds_one_live_round_idx';