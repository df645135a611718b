import Cookies from 'js-cookie';
import { atom, onMount } from 'nanostores';
import { COOKIE } from './cookies';

/**
 * Client-side login state (SPEC section 4). The readable login-flag cookie is the source
 * of truth; the server renders from `Astro.locals.loggedIn`, and islands pass that as the
 * server snapshot, so no user's state is ever written into a store on the server.
 */
export const $loggedIn = atom(false);

/** Items in the cart, shown on the header badge; the cart feature keeps it in sync. */
export const $cartCount = atom(0);

/** Unread notifications, shown in the account menu; the notifications page keeps it in sync. */
export const $unreadCount = atom(0);

export const hasLoginFlag = (): boolean => Cookies.get(COOKIE.loginFlag) !== undefined;

const LOGOUT_ENDPOINT = '/auth/session';

onMount($loggedIn, () => {
  if (typeof document === 'undefined') return;
  const reread = () => {
    const loggedIn = hasLoginFlag();
    $loggedIn.set(loggedIn);
    if (!loggedIn) $cartCount.set(0);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') reread();
  };
  reread();
  // The tab may come back after a login or logout elsewhere; a client-side page change may
  // follow a login, and persisted islands outlive it.
  document.addEventListener('visibilitychange', onVisibility);
  document.addEventListener('astro:after-swap', reread);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    document.removeEventListener('astro:after-swap', reread);
  };
});

/** Ends the session (the server clears the cookies), then goes home. */
export async function logout(): Promise<void> {
  try {
    await fetch(LOGOUT_ENDPOINT, { method: 'DELETE', credentials: 'same-origin' });
  } finally {
    $loggedIn.set(false);
    $cartCount.set(0);
    window.location.assign('/');
  }
}
