import type { APIRoute } from 'astro';
import { forwardToProvider } from '../../gateway/forward.server';
import { COOKIE } from '../../lib/session/cookies';

export const ALL: APIRoute = ({ request, cookies, clientAddress }) =>
  forwardToProvider(request, cookies.get(COOKIE.accessToken)?.value, clientAddress);
