import type { AstroCookies } from 'astro';
import { isUnauthorized } from '../api/http';
import { log } from '../logger.server';
import { loginRedirectFor } from '../session/protected-routes';
import { endSessionWhileRendering } from '../session/session-cookies.server';

/**
 * How the shopper's pages load on the server: the part a page cannot do without (the
 * profile, the notification list) is critical and decides the page; every other part is
 * deferred and must not fail it, so a section that failed says so while the rest works.
 */

export async function deferred<T>(load: Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await load;
  } catch (error) {
    // A revoked session fails the critical call too, which sends the shopper to login.
    if (!isUnauthorized(error)) log.error({ what, err: error }, 'deferred load failed');
    return undefined;
  }
}

interface PageContext {
  url: URL;
  cookies: AstroCookies;
  locals: Pick<App.Locals, 'tenantUnavailable' | 'loggedIn' | 'profile' | 'https'>;
  redirect: (path: string, status?: 307) => Response;
}

/**
 * A page's critical data: a session the provider refuses ends (the login cookies cleared,
 * the expiry toast to show) and goes to login (307) with the way back, as the login guard
 * does; any other failure is `null`, the page's unavailable state.
 */
export async function critical<T>(page: PageContext, what: string, load: () => Promise<T>): Promise<T | null | Response> {
  if (page.locals.tenantUnavailable) return null;
  try {
    return await load();
  } catch (error) {
    if (isUnauthorized(error)) {
      endSessionWhileRendering(page);
      const toLogin = page.redirect(loginRedirectFor(page.url.pathname + page.url.search), 307);
      // It clears a shopper's cookies: no cache may keep it (the shopper now counts as a visitor).
      toLogin.headers.set('Cache-Control', 'private, no-store');
      return toLogin;
    }
    log.error({ what, err: error }, 'critical load failed');
    return null;
  }
}
