import { navigate } from 'astro:transitions/client';
import type { Profile } from '../../../contract/user';
import { $loggedIn, clearLoginState, showShopper, shopperSummary } from './login-state';
import { isExternalTarget } from './redirect-target';
import { endSession, refreshProfile } from './session-client';
import { emitSessionEvent, onSessionEvent } from './session-events';
import { installSessionExpiry } from './session-expiry';

// Every island that acts on the session loads this module (and the shell loads it on every
// page): the 401 rule is in place before its first call, also for the storefront's own session calls.
if (typeof document !== 'undefined') installSessionExpiry(navigate);

// A re-sync shows the fresh profile (name, unread count); a 401 is the 401 rule's business,
// any other failure waits for the next sync.
onSessionEvent('resync', () => refreshProfile().then((profile) => showShopper(shopperSummary(profile)), () => undefined));

/** Fresh shopper data everywhere, side by side: the profile here, the cart and others where they listen. */
export const resyncSession = (): Promise<void> => emitSessionEvent('resync');

/**
 * After login or signup (docs/product.md, "Sessions and accounts"): the stores show the shopper, the features that
 * listen (the cart) sync, and the shopper goes on (the storefront already pushed the
 * language). A path of this site keeps the header islands through the client router;
 * `refrom` leaves the site.
 */
export async function finishLogin(profile: Profile, target: string): Promise<void> {
  $loggedIn.set(true);
  showShopper(shopperSummary(profile));
  await emitSessionEvent('login');
  if (isExternalTarget(target)) window.location.assign(target);
  else await navigate(target);
}

/** Ends the session (the storefront revokes the token and clears the cookies), empties the stores, goes home. */
export async function logout(): Promise<void> {
  await endSession();
  clearLoginState();
  window.location.assign('/');
}
