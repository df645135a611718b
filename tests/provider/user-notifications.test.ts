import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationList } from '../../contract/user';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ({ token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password));
});
afterAll(() => provider.close());

const shopper = (as = token) => provider.api({ tenant: 'default', token: as }).front;
const notifications = (as = token) => expectJson(shopper(as)['user-notifications'].$get({ query: {} }), 200);
const markRead = (id: number | undefined, as = token) => shopper(as)['user-notifications'][':id'].read.$post({ param: { id: String(id) } });

describe('GET /api/front/user-notifications', () => {
  it('lists the shopper’s notifications newest first, paged', async () => {
    const all = NotificationList.parse(await notifications());
    expect(all).toMatchObject({ total: 4, pageNo: 1, pageSize: 20 });
    // Notices of orders and deposits are their kind and values, for the reader's language; the rest is hand-written.
    expect(all.items.map((item) => item.notice?.kind ?? item.title)).toEqual(['Order shipped', 'Parcel arrived at the warehouse', 'ORDER_PURCHASED', 'DEPOSIT_CONFIRMED']);
    expect(all.items[3]).toMatchObject({ notice: { kind: 'DEPOSIT_CONFIRMED', params: { depositNo: 'DP-DEMO-0001', amount: 500_000 } }, title: null, body: null });
    expect(all.items.map((item) => item.read)).toEqual([false, false, true, true]);
    const dates = all.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const second = NotificationList.parse(await expectJson(shopper()['user-notifications'].$get({ query: { pageNo: '2', pageSize: '3' } }), 200));
    expect(second).toMatchObject({ total: 4, pageNo: 2, pageSize: 3, items: [expect.objectContaining({ notice: expect.objectContaining({ kind: 'DEPOSIT_CONFIRMED' }) })] });
  });

});

describe('POST /api/front/user-notifications/{id}/read and /read-all', () => {
  it('marks one read and answers the unread count the profile shows too', async () => {
    const [newest] = NotificationList.parse(await notifications()).items;
    expect(await expectJson(markRead(newest?.id), 200)).toEqual({ unreadNotificationCount: 1 });
    expect(await expectJson(markRead(newest?.id), 200)).toEqual({ unreadNotificationCount: 1 });
    expect((await expectJson(shopper().user.profile.$get(), 200)).unreadNotificationCount).toBe(1);
    expect(NotificationList.parse(await notifications()).items[0]?.read).toBe(true);
  });

  it('marks all read', async () => {
    expect(await expectJson(shopper()['user-notifications']['read-all'].$post(), 200)).toEqual({ unreadNotificationCount: 0 });
    expect((await expectJson(shopper().user.profile.$get(), 200)).unreadNotificationCount).toBe(0);
    // The vn account of the same address is another account.
    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    expect(vn.profile.unreadNotificationCount).toBe(2);
  });
});
