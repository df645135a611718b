import type { APIRoute } from 'astro';
import { forwardToProvider } from '../../gateway/forward.server';
import { COOKIE } from '../../lib/session/cookies';

export const ALL: APIRoute = ({ request, cookies, clientAddress, locals }) =>
  forwardToProvider(request, { token: cookies.get(COOKIE.accessToken)?.value, peer: clientAddress, https: locals.https });
