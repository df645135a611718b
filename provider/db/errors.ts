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
