import { LOGIN_PATH } from '../../lib/session/protected-routes';

/** The three faces of /auth/login, picked by `?mode=` (login when absent) so each can be linked and reloaded. */
export const AUTH_MODES = ['login', 'signup', 'forgot'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** Each mode's title (`auth` namespace): the document title and the form's heading. */
export const AUTH_TITLE_KEYS: Record<AuthMode, string> = { login: 'auth:login-title', signup: 'auth:signup-title', forgot: 'auth:forgot-title' };

export const parseAuthMode = (value: string | null): AuthMode =>
  (AUTH_MODES as readonly string[]).includes(value ?? '') ? (value as AuthMode) : 'login';

/** Where the shopper returns after login, carried from one mode to another. */
export interface ReturnParams {
  redirectUrl: string | null;
  refrom: string | null;
}

/** The login page in a mode, keeping the way back. */
export function authModeHref(mode: AuthMode, { redirectUrl, refrom }: ReturnParams): string {
  const query = new URLSearchParams();
  if (mode !== 'login') query.set('mode', mode);
  if (redirectUrl) query.set('redirectUrl', redirectUrl);
  if (refrom) query.set('refrom', refrom);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}
