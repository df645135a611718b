/** Whether a failed query broke the named unique constraint (drivers wrap the PostgreSQL error in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: broken } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return broken === constraint;
  }
  return false;
}
