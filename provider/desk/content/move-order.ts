import { ProblemError } from '../../http/problem';
import type { MoveRequest } from '../../../contract/desk-home';

/**
 * The order after moving `id` one place up or down (banners, home sections, a section's
 * products): 404 NOT_FOUND when it is not in the list; at either end it stays where it is.
 */
export function movedOrder<T>(ids: readonly T[], id: T, { direction }: MoveRequest, what: string): T[] {
  const from = ids.indexOf(id);
  if (from < 0) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `No such ${what} on this site.` });
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return [...ids];
  const order = [...ids];
  [order[from], order[to]] = [order[to] as T, order[from] as T];
  return order;
}
