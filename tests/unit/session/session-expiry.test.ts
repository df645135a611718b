// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/lib/api/client';
import { createHttp } from '../../../src/lib/api/http';
import { COOKIE } from '../../../src/lib/session/cookies';
import { $loggedIn } from '../../../src/lib/session/login-state';
import { installSessionExpiry, SESSION_EXPIRED_TOAST } from '../../../src/lib/session/session-expiry';
import { $toasts } from '../../../src/lib/toasts/toasts';

const unauthorized = async () =>
  Response.json({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'UNAUTHORIZED' }, { status: 401 });

describe('the 401 rule', () => {
  beforeEach(() => {
    document.cookie = `${COOKIE.loginFlag}=1; path=/`;
    history.replaceState(null, '', '/my/balance?tab=1');
    $loggedIn.set(true);
  });

  it('logs out, shows one toast however many calls fail, and goes to login with the way back', async () => {
    const navigate = vi.fn();
    installSessionExpiry(navigate);
    const api = createApiClient(
      createHttp({ baseUrl: 'http://shop.test/api/', tenantDomain: 'shop.test', language: 'en', fetch: unauthorized as typeof fetch }),
    );

    const results = await Promise.allSettled([api.getProfile(), api.getCart(), api.getAccount()]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const sessionToasts = [...$toasts.get().visible, ...$toasts.get().queued].filter((t) => t.key === SESSION_EXPIRED_TOAST);
    expect(sessionToasts).toHaveLength(1);
    expect($loggedIn.get()).toBe(false);
    expect(document.cookie).not.toContain(COOKIE.loginFlag);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fmy%2Fbalance%3Ftab%3D1');
  });
});
