import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import type { ApiClient } from '../api/client';
import { isUnauthorized } from '../api/http';
import { LoginRequest, type Profile, type Session } from '../../../contract/user';
import { crossSiteRefused, isCrossSite } from '../endpoints/cross-site';
import { problemResponse, problemResponseFromError, validationFailed } from '../endpoints/problem-response';
import { fieldMessagesFromIssues } from '../forms/zod-issues';
import type { FieldMessage } from '../forms/field-message';
import { authProblemOf, type AuthProblem } from './auth-problem';
import { COOKIE, isHttpsRequest } from './cookies';
import { clearSessionCookies, setProfileCookie, setSessionCookies } from './session-cookies.server';

/**
 * The storefront's own `/auth/session` family: the provider calls that answer a session
 * (login, signup, password change) run here, on the server, so the token goes straight
 * into the HttpOnly cookie and never reaches a page script.
 */
type RequestContext = Pick<APIContext, 'request' | 'locals' | 'cookies'>;
type SessionCall = (api: ApiClient) => Promise<Session>;

const hostOf = (request: Request) => request.headers.get('host') ?? new URL(request.url).host;
const notLoggedIn = () => problemResponse(401, 'UNAUTHORIZED', 'Unauthorized');

/** Whether a state-changing request came from a page of another site. */
export const isCrossSiteRequest = (request: Request): boolean => isCrossSite(request, hostOf(request));

/**
 * Runs a provider call that answers a session and keeps the session in the cookies. A new
 * session (login, signup) is asked for without the old token, and the page language then
 * becomes the shopper's language at the provider (SPEC section 4); if that push fails the
 * session still stands.
 */
async function openSession({ request, locals, cookies }: RequestContext, call: SessionCall, { authenticated }: { authenticated: boolean }): Promise<Profile> {
  const session = await call(authenticated ? locals.api : locals.apiFor(undefined));
  let profile = session.profile;
  if (!authenticated && profile.language !== locals.lng) {
    profile = await locals.apiFor(session.token).setLanguage(locals.lng).catch((error: unknown) => {
      console.warn('language push after login failed:', error instanceof Error ? error.message : error);
      return profile;
    });
  }
  setSessionCookies(cookies, session.token, profile, isHttpsRequest(request));
  return profile;
}

/** A JSON endpoint that checks the body against the contract, opens the session, and answers the profile. */
export function sessionEndpoint<S extends z.ZodType>(
  schema: S,
  call: (api: ApiClient, body: z.output<S>) => Promise<Session>,
  /** Needs the current session (a password change) rather than starting one. */
  { authenticated = false } = {},
): APIRoute {
  return async (context) => {
    if (isCrossSiteRequest(context.request)) return crossSiteRefused();
    if (authenticated && !context.locals.loggedIn) return notLoggedIn();
    const body = schema.safeParse(await context.request.json().catch(() => undefined));
    if (!body.success) return validationFailed(body.error);
    try {
      return Response.json(await openSession(context, (api) => call(api, body.data), { authenticated }));
    } catch (error) {
      return problemResponseFromError(error);
    }
  };
}

/** The session checked with the provider: its fresh profile, re-sealed into the cookie; a 401 also clears the cookies. */
async function refreshSession({ request, locals, cookies }: RequestContext): Promise<Profile> {
  const token = cookies.get(COOKIE.accessToken)?.value;
  if (!locals.loggedIn || !token) throw new Error('not logged in');
  try {
    const profile = await locals.api.getProfile();
    setProfileCookie(cookies, token, profile, isHttpsRequest(request));
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
 * session still stands, `null` if the provider revoked it (the cookies are cleared, so no
 * page sends the shopper back and forth). When the provider cannot tell, the cookie decides.
 */
export async function loggedInProfile(context: RequestContext): Promise<Profile | null> {
  if (!context.locals.loggedIn) return null;
  try {
    return await refreshSession(context);
  } catch (error) {
    return isUnauthorized(error) ? null : context.locals.profile;
  }
}

/** `DELETE /auth/session`: the token is revoked at the provider (whatever it answers) and the cookies go. */
export const endSession: APIRoute = async ({ request, locals, cookies }) => {
  if (isCrossSiteRequest(request)) return crossSiteRefused();
  if (locals.loggedIn) {
    await locals.api.logout().catch((error: unknown) => {
      console.warn('logout at the provider failed:', error instanceof Error ? error.message : error);
    });
  }
  clearSessionCookies(cookies);
  return new Response(null, { status: 204 });
};

export type FormLoginOutcome =
  | { ok: true; profile: Profile }
  | { ok: false; status: number; email: string; fieldErrors: Record<string, FieldMessage>; problem: AuthProblem | null };

/** The login form posted without JavaScript: the same checks and session as `POST /auth/session`. */
export async function loginWithForm(context: RequestContext): Promise<FormLoginOutcome> {
  const form = await context.request.formData().catch(() => new FormData());
  const input = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
  const failed = (status: number, problem: AuthProblem | null, fieldErrors: Record<string, FieldMessage> = {}) =>
    ({ ok: false, status, email: input.email, fieldErrors, problem }) as const;
  if (isCrossSiteRequest(context.request)) return failed(403, { code: 'CROSS_SITE_REQUEST', status: 403 });
  const body = LoginRequest.safeParse(input);
  if (!body.success) return failed(400, null, fieldMessagesFromIssues(body.error.issues, input));
  try {
    return { ok: true, profile: await openSession(context, (api) => api.login(body.data), { authenticated: false }) };
  } catch (error) {
    const problem = authProblemOf(error);
    return failed(problem.status || 503, problem);
  }
}
