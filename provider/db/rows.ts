/**
 * The one row a statement must answer: an insert's or update's `returning()` of a row it wrote,
 * or a select of a row already locked or checked. An empty answer is a bug, named by `what`.
 */
export function theOne<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, the statement answered no row`);
  return row;
}
