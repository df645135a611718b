import Cookies from 'js-cookie';
import { setUnauthorizedListener } from '../api/http';
import { pushToast } from '../toasts/toasts';
import { COOKIE } from './cookies';
import { $loggedIn, clearLoginState } from './login-state';
import { LOGIN_PATH, loginRedirectFor } from './protected-routes';
import { endSession } from './session-client';

export const SESSION_EXPIRED_TOAST = 'session-expired';

let expired = false;

/**
 * The 401 rule of SPEC section 8: the shopper is logged out (the readable flag here, the
 * HttpOnly cookies by the storefront), sees one 'Login session expired!' toast, and goes to
 * login with the way back, once however many calls failed together. `navigate` is the
 * client router's, so the toaster (a persisted island) survives the trip.
 */
function expireSession(navigate: (href: string) => unknown): void {
  if (expired) return;
  expired = true;
  Cookies.remove(COOKIE.loginFlag, { path: '/' });
  clearLoginState();
  void endSession();
  pushToast({ key: SESSION_EXPIRED_TOAST, kind: 'error', messageKey: 'error.session-expired' });
  if (!location.pathname.startsWith(LOGIN_PATH)) void navigate(loginRedirectFor(location.pathname + location.search));
}

let installed = false;

/**
 * Every 401 of a call from the browser (a provider call, or a storefront session call)
 * expires the session; the next login re-arms the rule. Installing again changes nothing.
 */
export function installSessionExpiry(navigate: (href: string) => unknown): void {
  if (installed) return;
  installed = true;
  setUnauthorizedListener(() => expireSession(navigate));
  $loggedIn.listen((loggedIn) => {
    if (loggedIn) expired = false;
  });
}
