import type { APIContext, APIRoute, AstroCookies } from 'astro';
import type { z } from 'zod';
import { DeskLoginRequest, type DeskSession, InvitationSignup, type Operator } from '../../../contract/desk';
import type { ApiClient } from '../api/client';
import { isUnauthorized } from '../api/http';
import { crossSiteRefused } from '../endpoints/cross-site';
import { isCrossSiteRequest, jsonEndpoint, postedFormText } from '../endpoints/json-endpoint.server';
import type { FieldMessage } from '../forms/field-message';
import { fieldMessagesFromIssues } from '../forms/zod-issues';
import { log } from '../logger.server';
import { shopperProblemOf, type ShopperProblem } from '../problem/shopper-problem';
import { COOKIE, cookieOptions } from '../session/cookies';
import { DeskLoginForm } from './desk-login-form';

/**
 * The storefront's own `/desk/session` family (docs/product.md, "Desk"): the provider calls that
 * answer an operator session run here, on the server, so the operator token goes straight into
 * its HttpOnly cookie and never reaches a page script.
 */
type RequestContext = Pick<APIContext, 'request' | 'locals' | 'cookies'>;

export const readOperatorToken = (cookies: AstroCookies): string | undefined => cookies.get(COOKIE.operatorToken)?.value;

const clearOperatorCookie = (cookies: AstroCookies): void => cookies.delete(COOKIE.operatorToken, { path: '/' });

/** Runs a provider call that answers a desk session (without any token) and keeps the token in the operator cookie. */
async function openDeskSession({ locals, cookies }: RequestContext, call: (api: ApiClient) => Promise<DeskSession>): Promise<Operator> {
  const session = await call(locals.apiFor(undefined));
  cookies.set(COOKIE.operatorToken, session.token, cookieOptions('login', { httpOnly: true, secure: locals.https }));
  return session.operator;
}

const signIn = (body: DeskLoginRequest) => (api: ApiClient) => api.deskLogIn(body);
const acceptInvitation = ({ token, ...acceptance }: InvitationSignup) => (api: ApiClient) => api.acceptInvitation(token, acceptance);

/** `POST /desk/session`: sign in (the operator answered, the token kept in the cookie). */
export const deskLoginEndpoint = jsonEndpoint(DeskLoginRequest, (context, body) => openDeskSession(context, signIn(body)));

/** `POST /desk/session/invitation`: accept an invitation, signed in at once. */
export const invitationEndpoint = jsonEndpoint(InvitationSignup, (context, body) => openDeskSession(context, acceptInvitation(body)));

/** Ends the desk session: the token is revoked at the provider (whatever it answers) and the cookie goes. */
async function endDeskSession({ locals, cookies }: RequestContext): Promise<void> {
  if (readOperatorToken(cookies)) {
    await locals.api.deskLogOut().catch((error: unknown) => {
      log.warn({ err: error }, 'desk sign-out at the provider failed');
    });
  }
  clearOperatorCookie(cookies);
}

/** `DELETE /desk/session` → 204. */
export const deskLogoutEndpoint: APIRoute = async (context) => {
  if (isCrossSiteRequest(context.request)) return crossSiteRefused();
  await endDeskSession(context);
  return new Response(null, { status: 204 });
};

/** The sign-out button's form post (`POST /desk/logout`), which works without JavaScript: then on to the sign-in page. */
export const deskLogoutForm: APIRoute = async (context) => {
  if (isCrossSiteRequest(context.request)) return crossSiteRefused();
  await endDeskSession(context);
  return context.redirect('/desk/login', 303);
};

/**
 * The signed-in operator of a desk page, fresh from the provider; null (and the cookie gone)
 * when the provider refuses the session: expired, revoked, or the operator disabled.
 */
export async function currentOperator(context: RequestContext): Promise<Operator | null> {
  if (!readOperatorToken(context.cookies)) return null;
  try {
    return await context.locals.api.getOperator();
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    clearOperatorCookie(context.cookies);
    return null;
  }
}

export type DeskFormOutcome<F extends string> =
  | { ok: true; operator: Operator }
  | { ok: false; status: number; values: Record<F, string>; fieldMessages: Partial<Record<F, FieldMessage>>; problem: ShopperProblem | null };

/**
 * A desk form posted without JavaScript (sign-in, invitation): the same checks and session as
 * its JSON endpoint. Secrets are never sent back into the page.
 */
async function deskFormPost<F extends string, S extends z.ZodType>(
  context: RequestContext, fields: readonly F[], secrets: readonly F[], toInput: (values: Record<F, string>) => unknown, schema: S,
  call: (body: z.output<S>) => (api: ApiClient) => Promise<DeskSession>,
): Promise<DeskFormOutcome<F>> {
  const text = await postedFormText(context.request);
  const values = Object.fromEntries(fields.map((field) => [field, text?.(field) ?? ''])) as Record<F, string>;
  const shown = Object.fromEntries(fields.map((field) => [field, secrets.includes(field) ? '' : values[field]])) as Record<F, string>;
  const failed = (status: number, problem: ShopperProblem | null, fieldMessages: Partial<Record<F, FieldMessage>> = {}) =>
    ({ ok: false, status, values: shown, fieldMessages, problem }) as const;
  if (text === null) return failed(413, { code: 'BODY_TOO_LARGE', status: 413 });
  if (isCrossSiteRequest(context.request)) return failed(403, { code: 'CROSS_SITE_REQUEST', status: 403 });
  const input = toInput(values);
  const body = schema.safeParse(input);
  // The form's fields are the schema's, so each message is keyed by one of them.
  if (!body.success) return failed(400, null, fieldMessagesFromIssues(body.error.issues, input) as Partial<Record<F, FieldMessage>>);
  try {
    return { ok: true, operator: await openDeskSession(context, call(body.data)) };
  } catch (error) {
    const problem = shopperProblemOf(error);
    return failed(problem.status || 503, problem);
  }
}

export const deskLoginWithForm = (context: RequestContext) =>
  deskFormPost(context, ['email', 'password', 'code'], ['password', 'code'], (values) => values, DeskLoginForm, signIn);

export const invitationWithForm = (context: RequestContext, token: string) =>
  deskFormPost(context, ['name', 'password'], ['password'], (values) => ({ ...values, token }), InvitationSignup, acceptInvitation);
