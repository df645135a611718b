import type { DeskArea } from '../../../contract/desk';
import { COOKIE } from '../session/cookies';

/** The desk's sign-in page (docs/product.md, "Desk"): where a desk page without the operator cookie sends its visitor. */
export const DESK_LOGIN_PATH = '/desk/login';
export const DESK_HOME_PATH = '/desk';

/** Each area's page, in the order the desk's navigation lists them. */
export const DESK_AREA_PATHS: Record<DeskArea, string> = {
  dashboard: DESK_HOME_PATH,
  purchasing: '/desk/purchasing',
  receiving: '/desk/receiving',
  packing: '/desk/packing',
  money: '/desk/money',
  shoppers: '/desk/shoppers',
  operators: '/desk/operators',
  audit: '/desk/audit',
  security: '/desk/security',
  settings: '/desk/settings',
  content: '/desk/content',
  shipping: '/desk/shipping',
};

/** Where a desk page an operator's role may not open is answered (403, with a way back). */
export const DESK_FORBIDDEN_PATH = '/desk/forbidden';

/** Whether a request is the desk's (pages and endpoints under /desk): it carries the operator's token, never the shopper's. */
export const isDeskPath = (pathname: string): boolean => pathname === DESK_HOME_PATH || pathname.startsWith('/desk/');

/** Desk addresses open without a desk session: the sign-in page, the invitation pages, the session endpoints and sign-out. */
const isOpenDeskPath = (pathname: string): boolean =>
  pathname === DESK_LOGIN_PATH || pathname.startsWith('/desk/invitation/') || pathname === '/desk/session' || pathname.startsWith('/desk/session/')
  || pathname === '/desk/logout';

/** Whether a page needs the operator cookie: every desk page but the open ones. */
export const needsOperator = (pathname: string): boolean => isDeskPath(pathname) && !isOpenDeskPath(pathname);

/**
 * The cookie whose token the /api forwarder sends as the Bearer header: the operator's on
 * /api/desk/*, the shopper's everywhere else, so neither token reaches the other's routes.
 */
export const tokenCookieFor = (pathname: string): string =>
  pathname === '/api/desk' || pathname.startsWith('/api/desk/') ? COOKIE.operatorToken : COOKIE.accessToken;
