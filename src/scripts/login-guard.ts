import { hasLoginFlag } from '../lib/session/login-state';
import { isProtectedPath, loginRedirectFor } from '../lib/session/protected-routes';

/**
 * The client half of the login guard (docs/product.md, "Login guard"; the middleware answers full page
 * loads with a 307): a client-side navigation to a protected page without the login flag
 * loads the login page instead, returning to the page asked for.
 */
document.addEventListener('astro:before-preparation', (event) => {
  const { to } = event;
  if (to.origin !== location.origin || !isProtectedPath(to.pathname) || hasLoginFlag()) return;
  event.to = new URL(loginRedirectFor(to.pathname + to.search), to);
});
