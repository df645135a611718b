import type { LoginRequest, PasswordChangeRequest, Profile, SignupPayload } from '../../../contract/user';
import { REQUEST_TIMEOUT_MS, reportUnauthorized } from '../api/http';
import { ShopperProblemError, NETWORK_PROBLEM, problemFromResponse } from '../problem/shopper-problem';

/**
 * The browser's side of the storefront's `/auth/session` endpoints. They are not provider
 * calls (the storefront answers them and keeps the token), so they bypass the API client:
 * a 401 to a login is a wrong password, not an expired session. Only the calls that carry
 * the session apply the 401 rule.
 */
const SESSION_PATH = '/auth/session';

/** A call to one of the storefront's own session endpoints (the shop's, or the desk's at `/desk/session`); failures as ShopperProblemError. */
export async function storefrontRequest(method: string, url: string, body?: unknown, { carriesSession = false } = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new ShopperProblemError(NETWORK_PROBLEM);
  }
  if (!response.ok) {
    if (carriesSession && response.status === 401) reportUnauthorized();
    throw new ShopperProblemError(await problemFromResponse(response));
  }
  return response;
}

const sessionRequest = (method: string, path: string, body?: unknown, options: { carriesSession?: boolean } = {}) =>
  storefrontRequest(method, `${SESSION_PATH}${path}`, body, options);

const profileOf = async (response: Promise<Response>) => (await response).json() as Promise<Profile>;

export const logIn = (body: LoginRequest) => profileOf(sessionRequest('POST', '', body));
export const signUp = (payload: SignupPayload) => profileOf(sessionRequest('POST', '/signup', payload));
/** The provider answers a new session (the old token is revoked); it replaces the one in the cookies. */
export const changePassword = (body: PasswordChangeRequest) => profileOf(sessionRequest('PUT', '/password', body, { carriesSession: true }));
/** The shopper's profile fresh from the provider; the storefront re-seals its cookie on the way. */
export const refreshProfile = () => profileOf(sessionRequest('GET', '', undefined, { carriesSession: true }));
/** Revokes the token and removes the login cookies; never fails (a revoked token is as good as gone). */
export const endSession = (): Promise<void> => sessionRequest('DELETE', '').then(() => undefined, () => undefined);
