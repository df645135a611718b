import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = { markNotificationRead: vi.fn(), markAllNotificationsRead: vi.fn() };
vi.mock('../../../src/lib/session/shopper-api', () => ({ shopperApi: () => api }));
vi.mock('../../../src/lib/session/session-actions', () => ({ resyncSession: vi.fn(async () => undefined) }));

const { readAllNotifications, readNotification } = await import('../../../src/lib/notifications/inbox-actions');
const { $unreadCount } = await import('../../../src/lib/session/login-state');

const note = (id: number, read: boolean) => ({ id, notice: null, title: `N${id}`, body: '', read, createdAt: '2026-01-01T00:00:00Z' });

describe('reading notifications', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    $unreadCount.set(5);
  });

  it('drops the header count at once, then takes the provider count', async () => {
    const $items = atom([note(1, false), note(2, true)]);
    let answer!: (count: { unreadNotificationCount: number }) => void;
    api.markNotificationRead.mockReturnValue(new Promise((resolve) => (answer = resolve)));

    const done = readNotification($items, 1);
    expect($unreadCount.get()).toBe(4);
    expect($items.get()[0]?.read).toBe(true);
    answer({ unreadNotificationCount: 3 });
    await done;
    expect($unreadCount.get()).toBe(3);
  });

  it('does not call the provider for a notification already read', async () => {
    await readNotification(atom([note(2, true)]), 2);
    expect(api.markNotificationRead).not.toHaveBeenCalled();
    expect($unreadCount.get()).toBe(5);
  });

  it('puts the page and the count back when the provider refuses', async () => {
    const before = [note(1, false), note(3, false)];
    const $items = atom(before);
    api.markAllNotificationsRead.mockRejectedValue(new Error('offline'));

    await expect(readAllNotifications($items)).rejects.toThrow('offline');
    expect($items.get()).toBe(before);
    expect($unreadCount.get()).toBe(5);
  });

  it('reading all empties the count', async () => {
    api.markAllNotificationsRead.mockResolvedValue({ unreadNotificationCount: 0 });
    const $items = atom([note(1, false)]);
    await readAllNotifications($items);
    expect($items.get().every((n) => n.read)).toBe(true);
    expect($unreadCount.get()).toBe(0);
  });
});
