import { describe, expect, it } from 'vitest';
import { isUnread, markAllRead, markRead, newestFirst } from '../../../src/lib/notifications/inbox';

const note = (id: number, read: boolean, createdAt = `2026-01-0${id}T00:00:00Z`) => ({ id, notice: null, title: `N${id}`, body: '', read, createdAt });

describe('the inbox', () => {
  const inbox = { items: [note(3, false), note(2, true), note(1, false)], unreadCount: 7 };

  it('reading an unread notification marks it and drops the count by one', () => {
    const next = markRead(inbox, 3);
    expect(isUnread(next, 3)).toBe(false);
    expect(next.unreadCount).toBe(6);
    expect(next.items.filter((n) => !n.read).map((n) => n.id)).toEqual([1]);
  });

  it('reading a read (or unknown) notification changes nothing', () => {
    expect(markRead(inbox, 2)).toBe(inbox);
    expect(markRead(inbox, 99)).toBe(inbox);
  });

  it('never counts below zero', () => {
    expect(markRead({ items: [note(1, false)], unreadCount: 0 }, 1).unreadCount).toBe(0);
  });

  it('reading all clears this page and the count of every page', () => {
    const next = markAllRead(inbox);
    expect(next.items.every((n) => n.read)).toBe(true);
    expect(next.unreadCount).toBe(0);
  });

  it('lists the newest first, the higher id first at the same time', () => {
    const same = '2026-02-01T00:00:00Z';
    expect(newestFirst([note(1, true), note(3, true), note(2, true)]).map((n) => n.id)).toEqual([3, 2, 1]);
    expect(newestFirst([note(4, true, same), note(5, true, same)]).map((n) => n.id)).toEqual([5, 4]);
  });
});
