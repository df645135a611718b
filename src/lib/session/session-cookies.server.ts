import type { AstroCookies } from 'astro';
import type { Profile } from '../../../contract/user';
import { COOKIE, cookieOptions } from './cookies';
import { createProfileSeal, type ProfileSeal } from './profile-seal.server';
import { sessionKey } from './session-key.server';

let profileSeal: ProfileSeal | undefined;
const seal = () => (profileSeal ??= createProfileSeal(sessionKey()));

/** The three login cookies (docs/product.md, "Sessions and accounts"), all for 3 months: the HttpOnly token, the readable flag, the sealed profile. */
export function setSessionCookies(cookies: AstroCookies, token: string, profile: Profile, secure: boolean): void {
  cookies.set(COOKIE.accessToken, token, cookieOptions('login', { httpOnly: true, secure }));
  cookies.set(COOKIE.loginFlag, '1', cookieOptions('login', { secure }));
  setProfileCookie(cookies, token, profile, secure);
}

/** Re-seals a fresher profile beside the token it belongs to. */
export function setProfileCookie(cookies: AstroCookies, token: string, profile: Profile, secure: boolean): void {
  cookies.set(COOKIE.profile, seal().seal(profile, token), cookieOptions('login', { httpOnly: true, secure }));
}

export function clearSessionCookies(cookies: AstroCookies): void {
  for (const name of [COOKIE.accessToken, COOKIE.loginFlag, COOKIE.profile]) cookies.delete(name, { path: '/' });
}

interface RenderingContext {
  cookies: AstroCookies;
  locals: Pick<App.Locals, 'loggedIn' | 'profile' | 'https'>;
}

/**
 * The 401 rule (docs/product.md, "Sessions and accounts") for a page being rendered on the server (the token was
 * revoked elsewhere): the login cookies go with this response, the rest of the render sees
 * a visitor (a logged-out header), and the readable notice tells the next page's scripts to
 * show the one 'Login session expired!' toast, as a 401 in the browser does.
 */
export function endSessionWhileRendering({ cookies, locals }: RenderingContext): void {
  clearSessionCookies(cookies);
  locals.loggedIn = false;
  locals.profile = null;
  cookies.set(COOKIE.sessionExpired, '1', cookieOptions('notice', { secure: locals.https }));
}

export interface SessionCookies {
  token: string;
  /** `null` when the profile cookie is missing (it is refreshed from the provider on demand). */
  profile: Profile | null;
}

/**
 * The session the request carries: the token and login flag, and the unsealed profile. A
 * profile cookie that does not unseal (altered, or not made for this token) ends the session.
 */
export function readSessionCookies(cookies: AstroCookies): SessionCookies | null {
  const token = cookies.get(COOKIE.accessToken)?.value;
  if (!token || !cookies.has(COOKIE.loginFlag)) return null;
  const sealed = cookies.get(COOKIE.profile)?.value;
  if (sealed === undefined) return { token, profile: null };
  const profile = seal().unseal(sealed, token);
  if (profile) return { token, profile };
  clearSessionCookies(cookies);
  return null;
}
