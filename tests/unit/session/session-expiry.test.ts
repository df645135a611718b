// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/lib/api/client';
import { createHttp } from '../../../src/lib/api/http';
import { COOKIE } from '../../../src/lib/session/cookies';
import { $cartCount } from '../../../src/lib/cart/cart-count';
import { $loggedIn, $shopperName, $unreadCount } from '../../../src/lib/session/login-state';
import { refreshProfile } from '../../../src/lib/session/session-client';
import { installSessionExpiry, SESSION_EXPIRED_TOAST } from '../../../src/lib/session/session-expiry';
import { $toasts } from '../../../src/lib/toasts/toasts';

const unauthorized = async () =>
  Response.json({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'UNAUTHORIZED' }, { status: 401 });
const api = () =>
  createApiClient(createHttp({ baseUrl: 'http://shop.test/api/', tenantDomain: 'shop.test', language: 'en', fetch: unauthorized as typeof fetch }));
const sessionToasts = () => [...$toasts.get().visible, ...$toasts.get().queued].filter((t) => t.key === SESSION_EXPIRED_TOAST);

describe('the 401 rule', () => {
  const storefront = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'DELETE' ? new Response(null, { status: 204 }) : await unauthorized());
  const navigate = vi.fn();

  beforeAll(() => installSessionExpiry(navigate));
  beforeEach(() => {
    vi.stubGlobal('fetch', storefront);
    storefront.mockClear();
    navigate.mockClear();
    document.cookie = `${COOKIE.loginFlag}=1; path=/`;
    history.replaceState(null, '', '/my/balance?tab=1');
    $loggedIn.set(true);
    $cartCount.set(4);
    $unreadCount.set(2);
    $shopperName.set('Ann');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs out everywhere, shows one toast and goes to login once, however many calls fail', async () => {
    const results = await Promise.allSettled([api().getProfile(), api().getCart(), api().getAddresses()]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(sessionToasts()).toHaveLength(1);
    expect([$loggedIn.get(), $cartCount.get(), $unreadCount.get(), $shopperName.get()]).toEqual([false, 0, 0, '']);
    expect(document.cookie).not.toContain(COOKIE.loginFlag);
    // The HttpOnly cookies are the storefront's to clear.
    expect(storefront).toHaveBeenCalledTimes(1);
    expect(storefront.mock.calls[0]?.[0]).toBe('/auth/session');
    expect(storefront.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fmy%2Fbalance%3Ftab%3D1');
  });

  it('applies again after the next login', async () => {
    await api().getProfile().catch(() => undefined);
    $loggedIn.set(true);
    await api().getProfile().catch(() => undefined);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('applies to the storefront’s own session calls too', async () => {
    $loggedIn.set(false);
    $loggedIn.set(true);
    await expect(refreshProfile()).rejects.toThrow('UNAUTHORIZED');
    expect($loggedIn.get()).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
