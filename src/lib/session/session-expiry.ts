import Cookies from 'js-cookie';
import { setUnauthorizedListener } from '../api/http';
import { pushToast } from '../toasts/toasts';
import { COOKIE } from './cookies';
import { $loggedIn, clearLoginState } from './login-state';
import { LOGIN_PATH, loginRedirectFor } from './protected-routes';
import { endSession } from './session-client';

export const SESSION_EXPIRED_TOAST = 'session-expired';

let expired = false;

const announceExpiry = () => pushToast({ key: SESSION_EXPIRED_TOAST, kind: 'error', messageKey: 'error.session-expired' });

/**
 * The 401 rule (docs/product.md, "Sessions and accounts"): the shopper is logged out (the readable flag here, the
 * HttpOnly cookies by the storefront), sees one 'Login session expired!' toast, and goes to
 * login with the way back, once however many calls failed together. `navigate` is the
 * client router's, so the toaster (a persisted island) survives the trip.
 */
function expireSession(navigate: (href: string) => unknown): void {
  if (expired) return;
  expired = true;
  Cookies.remove(COOKIE.loginFlag, { path: '/' });
  Cookies.remove(COOKIE.sessionExpired, { path: '/' });
  clearLoginState();
  void endSession();
  announceExpiry();
  if (!location.pathname.startsWith(LOGIN_PATH)) void navigate(loginRedirectFor(location.pathname + location.search));
}

/**
 * The server's half (a 401 seen while rendering a page): it already cleared the login cookies
 * and sent the shopper to login, and left the notice for this page to announce, once.
 */
function announceServerExpiry(): void {
  if (Cookies.get(COOKIE.sessionExpired) === undefined) return;
  Cookies.remove(COOKIE.sessionExpired, { path: '/' });
  clearLoginState();
  announceExpiry();
}

/**
 * A response this page did not render (the browser prefetching a link the pointer rests on)
 * may have met the 401 and left the notice: when the tab is looked at again, the rule applies
 * here too. A notice present when the page loaded was already announced and removed.
 */
function expireOnLateNotice(navigate: (href: string) => unknown): void {
  if (document.visibilityState === 'visible' && Cookies.get(COOKIE.sessionExpired) !== undefined) expireSession(navigate);
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
  announceServerExpiry();
  // A client-side page change can be the render that saw the 401.
  document.addEventListener('astro:after-swap', announceServerExpiry);
  document.addEventListener('visibilitychange', () => expireOnLateNotice(navigate));
}
