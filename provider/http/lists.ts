import type { List } from '../../contract/problem';
import type { PageQuery } from '../../contract/paging';

/** A list answered whole, as one page. */
export const wholeList = <T>(items: T[]): List<T> => ({ items, total: items.length, pageNo: 1, pageSize: items.length });

/** One page of a longer list. */
export const pagedList = <T>(items: T[], total: number, { pageNo, pageSize }: PageQuery): List<T> => ({
  items, total, pageNo, pageSize,
});
