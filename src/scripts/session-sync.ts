/**
 * The features that follow the session, wired on every page whichever island hydrates
 * first (the session emits, the features listen: docs/architecture.md, "Dependency rules"):
 * the 401 rule is in place, a logged-in tab visible again re-reads the profile and the
 * cart, as a login does the cart, and the live updates keep the badges and pages current.
 *
 * They load (with the API client and its schemas) only when there is a session to follow:
 * at once for a logged-in shopper or a page that holds the server's session-expired notice,
 * else with the islands, on the first interaction; a visitor's guide page stays light.
 */
import Cookies from 'js-cookie';
import { FIRST_INTERACTIONS, HYDRATE_ISLANDS_EVENT } from '../directives/hydrate-request';
import { COOKIE } from '../lib/session/cookies';
import { hasLoginFlag } from '../lib/session/login-state';

const WAKE = [...FIRST_INTERACTIONS, HYDRATE_ISLANDS_EVENT] as const;
const LISTEN = { capture: true, passive: true } as const;

let wired = false;

function wire() {
  if (wired) return;
  wired = true;
  for (const type of WAKE) document.removeEventListener(type, wire, LISTEN);
  document.removeEventListener('astro:after-swap', wireForSession);
  void import('../lib/session/session-actions');
  void import('../lib/cart/cart-store');
  void import('../lib/live/live-events');
}

/** Wires at once when there is a session to follow; says whether it did. */
function wireForSession(): boolean {
  const due = hasLoginFlag() || Cookies.get(COOKIE.sessionExpired) !== undefined;
  if (due) wire();
  return due;
}

if (!wireForSession()) {
  for (const type of WAKE) document.addEventListener(type, wire, LISTEN);
  // A client-side page change may bring a session (a login) or the notice.
  document.addEventListener('astro:after-swap', wireForSession);
}
