/** Routes flagged as requiring login (SPEC section 2): the cart, checkout and every /my page. */
export function isProtectedPath(pathname: string): boolean {
  return pathname === '/cart' || pathname === '/checkout' || pathname === '/my' || pathname.startsWith('/my/');
}

/** The login page (SPEC section 2); `loginRedirectFor` is how a page is sent there with the way back. */
export const LOGIN_PATH = '/auth/login';

/** Where a visitor without the login cookie is sent: login, returning to the same path and query. */
export function loginRedirectFor(pathAndQuery: string): string {
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(pathAndQuery)}`;
}
