/** Routes flagged as requiring login (SPEC section 2): the cart and every /my page. */
export function isProtectedPath(pathname: string): boolean {
  return pathname === '/cart' || pathname === '/my' || pathname.startsWith('/my/');
}

/** Where a visitor without the login cookie is sent: login, returning to the same path and query. */
export function loginRedirectFor(pathAndQuery: string): string {
  return `/auth/login?redirectUrl=${encodeURIComponent(pathAndQuery)}`;
}
