import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import { NotificationList, type Profile, type UnreadCount } from '../../contract/user';
import { DEMO_SHOPPER, logIn, signUp } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ({ token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password));
});
afterAll(() => provider.close());

const call = <T>(method: string, path: string, status: number, as = token) => provider.call<T>(method, path, status, { tenant: 'default', token: as });

describe('GET /api/front/user-notifications', () => {
  it('lists the shopper’s notifications newest first, paged', async () => {
    const all = NotificationList.parse(await call('GET', '/front/user-notifications', 200));
    expect(all).toMatchObject({ total: 4, pageNo: 1, pageSize: 20 });
    expect(all.items.map((item) => item.title)).toEqual(['Order shipped', 'Parcel arrived at the warehouse', 'Purchase order placed', 'Deposit credited']);
    expect(all.items.map((item) => item.read)).toEqual([false, false, true, true]);
    const dates = all.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const second = NotificationList.parse(await call('GET', '/front/user-notifications?pageNo=2&pageSize=3', 200));
    expect(second).toMatchObject({ total: 4, pageNo: 2, pageSize: 3, items: [expect.objectContaining({ title: 'Deposit credited' })] });
  });

  it('shows nothing of other shoppers, and needs a session', async () => {
    const stranger = await signUp(provider, 'quiet@example.com');
    expect(await call('GET', '/front/user-notifications', 200, stranger.token)).toMatchObject({ items: [], total: 0 });
    await provider.call('GET', '/front/user-notifications', 401, { tenant: 'default' });
  });
});

describe('POST /api/front/user-notifications/{id}/read and /read-all', () => {
  it('marks one read and answers the unread count the profile shows too', async () => {
    const [newest] = NotificationList.parse(await call('GET', '/front/user-notifications', 200)).items;
    expect(await call<UnreadCount>('POST', `/front/user-notifications/${newest?.id}/read`, 200)).toEqual({ unreadNotificationCount: 1 });
    expect(await call<UnreadCount>('POST', `/front/user-notifications/${newest?.id}/read`, 200)).toEqual({ unreadNotificationCount: 1 });
    expect((await call<Profile>('GET', '/front/user/profile', 200)).unreadNotificationCount).toBe(1);
    expect(NotificationList.parse(await call('GET', '/front/user-notifications', 200)).items[0]?.read).toBe(true);
  });

  it('answers 404 for another shopper’s notification, 400 for a malformed id', async () => {
    const [newest] = NotificationList.parse(await call('GET', '/front/user-notifications', 200)).items;
    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    const vnNotifications = NotificationList.parse(await provider.call('GET', '/front/user-notifications', 200, { tenant: 'vn', token: vn.token }));
    expect((await call<Problem>('POST', `/front/user-notifications/${vnNotifications.items[0]?.id}/read`, 404)).code).toBe('NOT_FOUND');
    const stranger = await signUp(provider, 'nosy@example.com');
    await call('POST', `/front/user-notifications/${newest?.id}/read`, 404, stranger.token);
    expect((await call<Problem>('POST', '/front/user-notifications/abc/read', 400)).code).toBe('VALIDATION_FAILED');
  });

  it('marks all read', async () => {
    expect(await call<UnreadCount>('POST', '/front/user-notifications/read-all', 200)).toEqual({ unreadNotificationCount: 0 });
    expect((await call<Profile>('GET', '/front/user/profile', 200)).unreadNotificationCount).toBe(0);
    // The vn account of the same address is another account.
    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    expect(vn.profile.unreadNotificationCount).toBe(2);
  });
});
