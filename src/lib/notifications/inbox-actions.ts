import type { WritableAtom } from 'nanostores';
import type { Notification } from '../../../contract/user';
import { change, optimistically } from '../account/optimistic';
import { $unreadCount } from '../session/login-state';
import { resyncSession } from '../session/session-actions';
import { shopperApi } from '../session/shopper-api';
import { markAllRead, markRead, newestFirst, type Inbox } from './inbox';
import type { InboxPage } from './paging';

/**
 * Marking notifications read: the page and the header's count change at once, then follow
 * the count the provider answers; a failed call puts both back and rethrows.
 */
async function markOptimistically($items: WritableAtom<Notification[]>, next: Inbox, call: () => Promise<{ unreadNotificationCount: number }>) {
  const { unreadNotificationCount } = await optimistically(
    () => [change($items, next.items), change($unreadCount, next.unreadCount)],
    call,
  );
  $unreadCount.set(unreadNotificationCount);
  // The sealed profile cookie carries the count too: renew it, so the next page's header agrees.
  void resyncSession();
}

const inboxOf = ($items: WritableAtom<Notification[]>): Inbox => ({ items: $items.get(), unreadCount: $unreadCount.get() });

/** Opening an unread notification reads it; a read one needs no call. */
export async function readNotification($items: WritableAtom<Notification[]>, id: number): Promise<void> {
  const before = inboxOf($items);
  const next = markRead(before, id);
  if (next === before) return;
  await markOptimistically($items, next, () => shopperApi().markNotificationRead(id));
}

export async function readAllNotifications($items: WritableAtom<Notification[]>): Promise<void> {
  await markOptimistically($items, markAllRead(inboxOf($items)), () => shopperApi().markAllNotificationsRead());
}

/** Whether a notification is one this page does not show yet (a new one; reads are followed by the count). */
export const isNewNotification = ($items: WritableAtom<Notification[]>, id: number): boolean => !$items.get().some((n) => n.id === id);

/** Re-reads the page of notifications (a new one came in); answers the total. */
export async function reloadInbox($items: WritableAtom<Notification[]>, page: InboxPage): Promise<number> {
  const list = await shopperApi().getNotifications(page);
  $items.set(newestFirst(list.items));
  return list.total;
}
