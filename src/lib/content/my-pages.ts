import type { Tenant } from '../../../contract/tenant';
import { accountMenuEntries } from './article-routes';

export interface MyPageLink {
  path: string;
  /** Translation key in `common`. */
  key: string;
}

/** The shopper's own pages, as the account menu and the app layout's side nav list them. */
export function myPageLinks(tenant: Pick<Tenant, 'tenantPreference'>): MyPageLink[] {
  return [
    { path: '/my/purchase', key: 'menu.purchase' },
    ...accountMenuEntries(tenant).map(({ path, key }) => ({ path, key })),
    { path: '/my/pending-payments', key: 'menu.pending-payments' },
    { path: '/my/balance', key: 'menu.balance' },
    { path: '/my/message', key: 'menu.message' },
    { path: '/my/account', key: 'menu.account' },
  ];
}

/** A nav entry is current on its own page and below it. */
export const isCurrentPath = (pathname: string, path: string): boolean =>
  pathname === path || pathname.startsWith(`${path}/`);
