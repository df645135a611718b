import type { Notification } from '../../../contract/user';

/**
 * One page of notifications and the shopper's unread count (across all pages), as pure
 * functions: the page shows a change at once and the count follows it, before the
 * provider confirms.
 */
export interface Inbox {
  items: Notification[];
  unreadCount: number;
}

export const isUnread = (inbox: Inbox, id: number): boolean => inbox.items.some((n) => n.id === id && !n.read);

/** `id` read; the count drops only if it was unread, and never below zero. */
export function markRead(inbox: Inbox, id: number): Inbox {
  if (!isUnread(inbox, id)) return inbox;
  return {
    items: inbox.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unreadCount: Math.max(0, inbox.unreadCount - 1),
  };
}

/** Everything read, on this page and the others. */
export function markAllRead(inbox: Inbox): Inbox {
  return { items: inbox.items.map((n) => (n.read ? n : { ...n, read: true })), unreadCount: 0 };
}

/** Newest first (docs/product.md, "Routes"); the provider already answers so, this keeps it whatever it sends. */
export function newestFirst(items: readonly Notification[]): Notification[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
