/**
 * The features that follow the session, wired on every page whichever island hydrates
 * first (the session emits, the features listen: DESIGN "dependencies point one way"):
 * the 401 rule is in place, and a logged-in tab visible again re-reads the profile and the
 * cart, as a login does the cart.
 */
import '../lib/session/session-actions';
import '../lib/cart/cart-store';
