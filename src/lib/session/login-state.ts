import Cookies from 'js-cookie';
import { atom, onMount } from 'nanostores';
import type { LiveCounts } from '../../../contract/live';
import type { Profile } from '../../../contract/user';
import { COOKIE } from './cookies';
import { emitSessionEvent } from './session-events';

/**
 * Client-side login state (docs/product.md, "Sessions and accounts"), shared by every island. The readable login-flag
 * cookie is the source of truth; the server renders from `Astro.locals`, and islands pass
 * that as props (the server snapshot and the seed), so no user's state is ever written into
 * a store on the server.
 */
export const $loggedIn = atom(false);

/** Unread notifications, shown in the account menu; the notifications page keeps it in sync. */
export const $unreadCount = atom(0);

/** The shopper's name, shown in the account menu. */
export const $shopperName = atom('');

/** What the header shows of the shopper, passed from the server-rendered profile to the islands. */
export interface ShopperSummary {
  name: string;
  unreadNotificationCount: number;
}

/** From a profile fresh from the provider (its count is current). */
export const shopperSummary = ({ name, unreadNotificationCount }: Profile): ShopperSummary => ({ name, unreadNotificationCount });

/**
 * The header's view on a page render (docs/product.md, "Live updates"): the name from the sealed
 * profile cookie, the unread count read fresh for this page, never the cookie's (as old as the
 * cookie). Without counts there is no badge until the live updates bring one.
 */
export const headerSummary = ({ name }: Profile, counts: LiveCounts | undefined): ShopperSummary =>
  ({ name, unreadNotificationCount: counts?.unreadNotifications ?? 0 });

let shown = false;

/** Shows a profile fresher than anything before it (a login, a re-sync). */
export function showShopper(summary: ShopperSummary): void {
  shown = true;
  $shopperName.set(summary.name);
  $unreadCount.set(summary.unreadNotificationCount);
}

/**
 * Seeds the stores from the server-rendered profile, once per page load: after that the
 * stores are newer (a notification read on this page) than the cookie a later page renders.
 */
export function seedShopper(summary: ShopperSummary | null): void {
  if (!shown && summary) showShopper(summary);
}

/** Logged out: nothing of the shopper stays in the stores. */
export function clearLoginState(): void {
  shown = false;
  $loggedIn.set(false);
  $unreadCount.set(0);
  $shopperName.set('');
}

export const hasLoginFlag = (): boolean => Cookies.get(COOKIE.loginFlag) !== undefined;

onMount($loggedIn, () => {
  if (typeof document === 'undefined') return;
  const reread = () => {
    if (hasLoginFlag()) $loggedIn.set(true);
    else clearLoginState();
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    reread();
    if ($loggedIn.get()) void emitSessionEvent('resync');
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
