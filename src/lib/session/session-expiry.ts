import Cookies from 'js-cookie';
import { setUnauthorizedListener } from '../api/http';
import { pushToast } from '../toasts/toasts';
import { COOKIE } from './cookies';
import { $cartCount, $loggedIn } from './login-state';
import { loginRedirectFor } from './protected-routes';

export const SESSION_EXPIRED_TOAST = 'session-expired';

/**
 * The 401 rule of SPEC section 8: the shopper is logged out here, sees one 'Login session
 * expired!' toast however many calls failed together, and goes to login with the way back.
 * `navigate` is the client router's, so the toaster (a persisted island) survives the trip.
 */
export function installSessionExpiry(navigate: (href: string) => unknown): void {
  setUnauthorizedListener(() => {
    Cookies.remove(COOKIE.loginFlag, { path: '/' });
    $loggedIn.set(false);
    $cartCount.set(0);
    pushToast({ key: SESSION_EXPIRED_TOAST, kind: 'error', messageKey: 'error.session-expired' });
    const here = location.pathname + location.search;
    if (!location.pathname.startsWith('/auth/login')) void navigate(loginRedirectFor(here));
  });
}
