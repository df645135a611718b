import type { ApiClient } from '../api/client';
import type { Notification } from '../../../contract/user';
import { deferred } from '../page-load/page-load.server';
import { shopperSummary, type ShopperSummary } from '../session/login-state';
import type { InboxPage } from './paging';

export interface InboxPageData {
  items: Notification[];
  total: number;
  page: InboxPage;
  /** The header's view of the shopper, fresh from the provider; `null` if the profile could not be read. */
  shopper: ShopperSummary | null;
}

/** `/my/message`: the page of notifications is critical; the profile (for the unread count) is deferred. */
export async function loadInboxPage(api: ApiClient, page: InboxPage): Promise<InboxPageData> {
  const [list, profile] = await Promise.all([api.getNotifications(page), deferred(api.getProfile(), 'notifications page: profile')]);
  return {
    items: list.items,
    total: list.total,
    page,
    shopper: profile ? shopperSummary(profile) : null,
  };
}
