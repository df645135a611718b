import type { List } from '../../contract/problem';
import type { PageQuery } from '../../contract/paging';

/** A list answered whole, as one page. */
export const wholeList = <T>(items: T[]): List<T> => ({ items, total: items.length, pageNo: 1, pageSize: items.length });

/** One page of a longer list. */
export const pagedList = <T>(items: T[], total: number, { pageNo, pageSize }: PageQuery): List<T> => ({
  items, total, pageNo, pageSize,
});

/** Rows per status tab of a search: every status (0 when none), and ALL their sum. */
export function tabCounts<S extends string>(statuses: readonly S[], perStatus: readonly { status: S; count: number }[]): Record<'ALL' | S, number> {
  const counts = Object.fromEntries([['ALL', 0], ...statuses.map((status) => [status, 0])]) as Record<'ALL' | S, number>;
  for (const { status, count } of perStatus) {
    counts[status] = count;
    counts.ALL += count;
  }
  return counts;
}
