/** Routes flagged as requiring login (docs/product.md, "Login guard"): the cart, checkout and every /my page. */
export function isProtectedPath(pathname: string): boolean {
  return pathname === '/cart' || pathname === '/checkout' || pathname === '/my' || pathname.startsWith('/my/');
}

/** The login page (docs/product.md, "Login guard"); `loginRedirectFor` is how a page is sent there with the way back. */
export const LOGIN_PATH = '/auth/login';

/** Where a visitor without the login cookie is sent: login, returning to the same path and query. */
export function loginRedirectFor(pathAndQuery: string): string {
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(pathAndQuery)}`;
}
