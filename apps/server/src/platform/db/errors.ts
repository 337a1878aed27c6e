/** The SQLSTATE of a failed query, looking through the wrappers drizzle puts around it; PostgreSQL and PGlite alike. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when a query failed on a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * True when the database refused a value itself (SQLSTATE class 22, "data exception"):
 * a NUL character in text, a number out of a column's range, a date it cannot represent.
 * Such input is the caller's mistake, never the server's.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/**
 * True when a transaction gave up waiting for a lock (55P03, the lock timeout) or
 * was chosen to break a deadlock (40P01): the caller may simply try again.
 */
export function isLockContention(error: unknown): boolean {
  const state = sqlState(error);
  return state === '55P03' || state === '40P01' || state === '40001';
}
