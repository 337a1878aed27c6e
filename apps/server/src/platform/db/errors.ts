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

/**
 * SQLSTATEs that say the database cannot serve right now, not that the query was wrong: it is
 * shutting down or starting (57P01-57P03), the connection broke (class 08), it has no room for
 * another connection (53300) or memory (53200), or the statement ran past its timeout (57014).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53200', '57014']);
/** The socket's errors when the server is down, unreachable or went away. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres says these in words only: a broken connection, the pool's acquire timeout, a closed pool. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end/i;

/** Every error in a chain of causes (and of an AggregateError, which a refused dual-stack connect is). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 12; seen += 1) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    yield current as { code?: unknown; message?: unknown };
    queue.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
}

/**
 * True when a query failed because the database could not serve it (down, restarting,
 * out of connections, too slow), so the same request may succeed a little later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** Codes of a disk with no room left (ENOSPC, EDQUOT; 53100 when it is the database's disk) or gone read-only. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53100']);

/** True when writing failed for want of room on a disk (the uploads' or the database's). */
export function isStorageUnavailable(error: unknown): boolean {
  for (const current of causes(error)) if (typeof current.code === 'string' && STORAGE_FULL_CODES.has(current.code)) return true;
  return false;
}
