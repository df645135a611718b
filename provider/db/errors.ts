/** The PostgreSQL SQLSTATE of a failed query (drivers wrap the PostgreSQL error in `cause`), if any. */
function databaseError(error: unknown): (Error & { code: string; constraint?: unknown }) | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as Error & { code: string };
  }
  return null;
}

/** Whether a failed query broke the named unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = databaseError(error);
  return cause?.code === '23505' && cause.constraint === constraint;
}

/**
 * Whether the database refused a value the request brought (SQLSTATE class 22, data exception:
 * invalid byte sequence, numeric value out of range, invalid text representation, ...). The
 * contract's bounds keep such values out; this is the safety net that answers them 400, not 500.
 */
export function isDataException(error: unknown): boolean {
  return databaseError(error)?.code.startsWith('22') ?? false;
}

/** Socket errors of a connection to the database that is refused, cut or never answered. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What node-postgres throws, with no code, when a connection dies, or none frees up in time. */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a query failed because the database cannot be reached right now (restarting,
 * shutting down, a connection cut), rather than because of the query: the request is answered
 * 503 and the next one may succeed. SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shut down by the administrator, crashed, cannot connect yet) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code) || CONNECTION_ERRNOS.has(code))) return true;
    if (CONNECTION_LOST.test(current.message)) return true;
  }
  return false;
}
