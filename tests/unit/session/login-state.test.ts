import { beforeEach, describe, expect, it } from 'vitest';
import { $shopperName, $unreadCount, clearLoginState, seedShopper, showShopper } from '../../../src/lib/session/login-state';

describe('the shopper in the stores', () => {
  beforeEach(() => clearLoginState());

  it('is seeded from the server-rendered profile once per page load', () => {
    seedShopper({ name: 'Ann', unreadNotificationCount: 3 });
    // A notification read on this page is newer than the cookie the next page renders from.
    $unreadCount.set(2);
    seedShopper({ name: 'Ann', unreadNotificationCount: 3 });
    expect([$shopperName.get(), $unreadCount.get()]).toEqual(['Ann', 2]);
  });

  it('takes a fresh profile (login, re-sync) over anything before it', () => {
    seedShopper({ name: 'Ann', unreadNotificationCount: 3 });
    showShopper({ name: 'Ann Lee', unreadNotificationCount: 0 });
    expect([$shopperName.get(), $unreadCount.get()]).toEqual(['Ann Lee', 0]);
  });

  it('is seeded again after a logout', () => {
    seedShopper({ name: 'Ann', unreadNotificationCount: 3 });
    clearLoginState();
    seedShopper({ name: 'Bob', unreadNotificationCount: 1 });
    expect([$shopperName.get(), $unreadCount.get()]).toEqual(['Bob', 1]);
  });
});
