/** Where a shopper goes after login (docs/product.md, "Login guard"). */
export const HOME_PATH = '/';

// Any origin would do: a path resolved against it must stay on it.
const SELF = 'https://self.invalid';
const MAX_DECODE_ROUNDS = 3;
// URL parsers drop tabs and line breaks anywhere, so `/\t/evil.com` is `//evil.com`.
const URL_IGNORED = /[\t\n\r]/g;

/** The value and its percent-decoded forms, as far as a later hop might decode it. */
function decodings(value: string): string[] {
  const forms = [value];
  let last = value;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      break;
    }
    if (next === last) break;
    forms.push(next);
    last = next;
  }
  return forms;
}

/** Not a path of this site once a URL parser reads it: relative, scheme-relative (`//`, `/\`) or a scheme. */
function leavesSite(form: string): boolean {
  const read = form.replace(URL_IGNORED, '');
  return !read.startsWith('/') || read.startsWith('//') || read.startsWith('/\\');
}

/**
 * `redirectUrl` as a path of this site, or home. Only a plain absolute path passes, before
 * and after URL normalisation: `//evil.com`, `https://evil.com`, `/\evil.com`, `/.//evil.com`,
 * `javascript:…`, the same hidden by tabs or line breaks, and their percent-encoded forms all
 * fall back to home.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw || decodings(raw).some(leavesSite)) return HOME_PATH;
  const url = new URL(raw, SELF);
  if (url.origin !== SELF) return HOME_PATH;
  // Checked again after the parser's own normalisation: dot segments (`/.//evil`, `/%2e//evil`)
  // collapse into a scheme-relative `//evil` that the raw value did not show.
  const target = `${url.pathname}${url.search}${url.hash}`;
  return decodings(target).some(leavesSite) ? HOME_PATH : target;
}

/**
 * `refrom` with the shopper's e-mail appended (docs/product.md, "Login guard"), only over HTTPS to a host
 * the tenant allows (`tenantPreference.refromAllowedHosts`, matched exactly, port included);
 * anything else is `null` and ignored.
 */
export function refromTarget(raw: string | null | undefined, allowedHosts: readonly string[], email: string): string | null {
  if (!raw || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  const allowed = allowedHosts.some((host) => host.trim().toLowerCase() === url.host);
  if (url.protocol !== 'https:' || !allowed || url.username || url.password) return null;
  url.searchParams.set('email', email);
  return url.href;
}

export interface AfterLoginParams {
  redirectUrl?: string | null | undefined;
  refrom?: string | null | undefined;
  refromAllowedHosts: readonly string[];
  /** The shopper's e-mail; `refrom` needs it. */
  email?: string | undefined;
}

/** After login or signup: an allowed `refrom`, else `redirectUrl` if it is a path of this site, else home. */
export function afterLoginTarget({ redirectUrl, refrom, refromAllowedHosts, email }: AfterLoginParams): string {
  return (email ? refromTarget(refrom, refromAllowedHosts, email) : null) ?? safeRedirectPath(redirectUrl);
}

/** Whether a target leaves this site (a full page load) or stays on it (the client router). */
export const isExternalTarget = (target: string): boolean => !target.startsWith('/');
