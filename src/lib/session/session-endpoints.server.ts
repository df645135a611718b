import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import type { ApiClient } from '../api/client';
import { isUnauthorized } from '../api/http';
import { LoginRequest, type Profile, type Session } from '../../../contract/user';
import { crossSiteRefused } from '../endpoints/cross-site';
import { isCrossSiteRequest, jsonEndpoint, postedFormText } from '../endpoints/json-endpoint.server';
import { problemResponse, problemResponseFromError } from '../endpoints/problem-response';
import { fieldMessagesFromIssues } from '../forms/zod-issues';
import type { FieldMessage } from '../forms/field-message';
import { shopperProblemOf, type ShopperProblem } from '../problem/shopper-problem';
import { log } from '../logger.server';
import { COOKIE } from './cookies';
import { clearSessionCookies, endSessionWhileRendering, setProfileCookie, setSessionCookies } from './session-cookies.server';

/**
 * The storefront's own `/auth/session` family: the provider calls that answer a session
 * (login, signup, password change) run here, on the server, so the token goes straight
 * into the HttpOnly cookie and never reaches a page script.
 */
type RequestContext = Pick<APIContext, 'request' | 'locals' | 'cookies'>;
type SessionCall = (api: ApiClient) => Promise<Session>;

const notLoggedIn = () => problemResponse(401, 'UNAUTHORIZED', 'Unauthorized');

/**
 * Runs a provider call that answers a session and keeps the session in the cookies. A new
 * session (login, signup) is asked for without the old token, and the page language then
 * becomes the shopper's language at the provider (docs/product.md, "Sessions and accounts"); if that push fails the
 * session still stands.
 */
async function openSession({ locals, cookies }: RequestContext, call: SessionCall, { authenticated }: { authenticated: boolean }): Promise<Profile> {
  const session = await call(authenticated ? locals.api : locals.apiFor(undefined));
  let profile = session.profile;
  if (!authenticated && profile.language !== locals.lng) {
    profile = await locals.apiFor(session.token).setLanguage(locals.lng).catch((error: unknown) => {
      log.warn({ err: error }, 'language push after login failed');
      return profile;
    });
  }
  setSessionCookies(cookies, session.token, profile, locals.https);
  return profile;
}

/** A JSON endpoint that checks the body against the contract, opens the session, and answers the profile. */
export function sessionEndpoint<S extends z.ZodType>(
  schema: S,
  call: (api: ApiClient, body: z.output<S>) => Promise<Session>,
  /** Needs the current session (a password change) rather than starting one. */
  { authenticated = false } = {},
): APIRoute {
  return jsonEndpoint(
    schema,
    (context, body) => openSession(context, (api) => call(api, body), { authenticated }),
    (context) => (authenticated && !context.locals.loggedIn ? notLoggedIn() : null),
  );
}

/** The session checked with the provider: its fresh profile, re-sealed into the cookie; a 401 also clears the cookies. */
async function refreshSession({ locals, cookies }: RequestContext): Promise<Profile> {
  const token = cookies.get(COOKIE.accessToken)?.value;
  if (!locals.loggedIn || !token) throw new Error('not logged in');
  try {
    const profile = await locals.api.getProfile();
    setProfileCookie(cookies, token, profile, locals.https);
    return profile;
  } catch (error) {
    if (isUnauthorized(error)) clearSessionCookies(cookies);
    throw error;
  }
}

/** `GET /auth/session`: a fresh profile (tab re-sync, after a profile change). */
export const currentSession: APIRoute = async (context) => {
  if (!context.locals.loggedIn) return notLoggedIn();
  try {
    return Response.json(await refreshSession(context));
  } catch (error) {
    return problemResponseFromError(error);
  }
};

/**
 * For a page that sends logged-in shoppers on (the login page): the shopper's profile if the
 * session still stands, `null` if the provider revoked it (the session ends as on any page
 * render, so no page sends the shopper back and forth). When the provider cannot tell, the cookie decides.
 */
export async function loggedInProfile(context: RequestContext): Promise<Profile | null> {
  if (!context.locals.loggedIn) return null;
  try {
    return await refreshSession(context);
  } catch (error) {
    if (!isUnauthorized(error)) return context.locals.profile;
    endSessionWhileRendering(context);
    return null;
  }
}

/** `DELETE /auth/session`: the token is revoked at the provider (whatever it answers) and the cookies go. */
export const endSession: APIRoute = async ({ request, locals, cookies }) => {
  if (isCrossSiteRequest(request)) return crossSiteRefused();
  if (locals.loggedIn) {
    await locals.api.logout().catch((error: unknown) => {
      log.warn({ err: error }, 'logout at the provider failed');
    });
  }
  clearSessionCookies(cookies);
  return new Response(null, { status: 204 });
};

export type FormLoginOutcome =
  | { ok: true; profile: Profile }
  | { ok: false; status: number; email: string; fieldErrors: Record<string, FieldMessage>; problem: ShopperProblem | null };

/** The login form posted without JavaScript: the same checks and session as `POST /auth/session`. */
export async function loginWithForm(context: RequestContext): Promise<FormLoginOutcome> {
  const text = await postedFormText(context.request);
  if (text === null) return { ok: false, status: 413, email: '', fieldErrors: {}, problem: { code: 'BODY_TOO_LARGE', status: 413 } };
  const input = { email: text('email'), password: text('password') };
  const failed = (status: number, problem: ShopperProblem | null, fieldErrors: Record<string, FieldMessage> = {}) =>
    ({ ok: false, status, email: input.email, fieldErrors, problem }) as const;
  if (isCrossSiteRequest(context.request)) return failed(403, { code: 'CROSS_SITE_REQUEST', status: 403 });
  const body = LoginRequest.safeParse(input);
  if (!body.success) return failed(400, null, fieldMessagesFromIssues(body.error.issues, input));
  try {
    return { ok: true, profile: await openSession(context, (api) => api.login(body.data), { authenticated: false }) };
  } catch (error) {
    const problem = shopperProblemOf(error);
    return failed(problem.status || 503, problem);
  }
}
