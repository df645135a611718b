/** The one place that knows the storefront's cookie names, lifetimes and flags (docs/product.md, "Sessions and accounts"). */
const DAY_SECONDS = 24 * 60 * 60;

export const COOKIE = {
  /** Readable by page scripts: tells islands a shopper is logged in. */
  loginFlag: 'sf_logged_in',
  /** HttpOnly: the provider access token; the /api forwarder turns it into a Bearer header. */
  accessToken: 'sf_token',
  /** HttpOnly: the profile, sealed so page scripts cannot read it in plain text. */
  profile: 'sf_profile',
  /**
   * HttpOnly: the desk's operator token (docs/product.md, "Desk"), apart from the shopper's: the
   * /api forwarder sends it as the Bearer header on /api/desk/* only, and the shopper's never there.
   */
  operatorToken: 'sf_desk_token',
  language: 'sf_lang',
  /**
   * Readable, for a minute: the server saw the session refused (401) while rendering a page
   * and cleared the login cookies; the page scripts show the expiry toast and remove it.
   */
  sessionExpired: 'sf_session_expired',
  tenant: 'sf_tenant',
  host: 'sf_host',
} as const;

export const COOKIE_MAX_AGE = {
  /** The session-expired notice: long enough to survive the redirect to login. */
  notice: 60,
  /** Login cookies (the shopper's and the operator's): 3 months. */
  login: 90 * DAY_SECONDS,
  /** Tenant, host and language: 1 year. */
  preference: 365 * DAY_SECONDS,
  /** Display preferences: 3 years. */
  display: 3 * 365 * DAY_SECONDS,
} as const;

export interface CookieOptions {
  path: string;
  maxAge: number;
  sameSite: 'lax';
  httpOnly: boolean;
  secure: boolean;
}

/** Options for a cookie; `secure` when the site is served over HTTPS. */
export function cookieOptions(kind: keyof typeof COOKIE_MAX_AGE, { httpOnly = false, secure = false } = {}): CookieOptions {
  return { path: '/', maxAge: COOKIE_MAX_AGE[kind], sameSite: 'lax', httpOnly, secure };
}
