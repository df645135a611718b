import type { APIRoute } from 'astro';
import { forwardToProvider } from '../../gateway/forward.server';
import { tokenCookieFor } from '../../lib/desk/desk-paths';

/** The operator's token goes to /api/desk/* only, the shopper's to every other route (tokenCookieFor). */
export const ALL: APIRoute = ({ request, cookies, clientAddress, locals, url }) =>
  forwardToProvider(request, { token: cookies.get(tokenCookieFor(url.pathname))?.value, peer: clientAddress, https: locals.https });
