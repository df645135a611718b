import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useLayoutEffect, useMemo, useState, type SyntheticEvent } from 'react';
import type { Notification } from '../../../contract/user';
import { formatTenantTime } from '../../lib/account/tenant-time';
import { newestFirst } from '../../lib/notifications/inbox';
import { notificationText } from '../../lib/notifications/notification-text';
import { isNewNotification, readAllNotifications, readNotification, reloadInbox } from '../../lib/notifications/inbox-actions';
import { GAP, inboxPageHref, pageCount, pageLinks, type InboxPage } from '../../lib/notifications/paging';
import type { PriceDisplay } from '../../lib/money/price-display';
import { $unreadCount, showShopper, type ShopperSummary } from '../../lib/session/login-state';
import { pushToast } from '../../lib/toasts/toasts';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';
import { LiveAnnouncement } from '../live/LiveAnnouncement';
import { useLiveRefresh } from '../live/use-live-refresh';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  /** This page of notifications, as the server loaded it. */
  items: Notification[];
  total: number;
  page: InboxPage;
  /** Fresh from the provider: seeds the header's name and unread count. */
  shopper: ShopperSummary | null;
  pathname: string;
  timezoneOffset: number;
  /** The tenant's currency: notices show their amounts in it and in CNY. */
  display: PriceDisplay;
}

const pageLinkClass = 'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-medium text-gray-800 hover:bg-gray-100 aria-[current=page]:bg-primary-ink aria-[current=page]:text-white';

/**
 * The shopper's notifications, newest first, a page at a time (`pageNo`/`pageSize` in the
 * URL). Opening an unread one reads it; the header's count follows at once.
 */
export default function NotificationInbox(props: Props) {
  const t = useTranslator(props);
  const $items = useMemo(() => atom(newestFirst(props.items)), [props.items]);
  const items = useStore($items);
  // Without the profile, this page's unread ones are the best count there is.
  const unread = useStore($unreadCount, { ssr: () => props.shopper?.unreadNotificationCount ?? props.items.filter((n) => !n.read).length });
  const [total, setTotal] = useState(props.total);
  // A new notification while the page is open shows here at once (docs/product.md, "Live updates").
  const announcement = useLiveRefresh(
    ['notification'], (change) => isNewNotification($items, change.id),
    () => reloadInbox($items, props.page).then(setTotal), t('live.notifications-updated'),
  );
  const pages = pageCount(total, props.page.pageSize);
  const { pageNo, pageSize } = props.page;

  // Before paint, and before the header seeds itself from the older profile cookie.
  useLayoutEffect(() => {
    if (props.shopper) showShopper(props.shopper);
  }, [props.shopper]);

  const failed = (error: unknown) => toastProblem(t, props.lng, error);

  function onToggle(notification: Notification, event: SyntheticEvent<HTMLDetailsElement>) {
    if (event.currentTarget.open && !notification.read) readNotification($items, notification.id).catch(failed);
  }

  async function readAll() {
    if (unread === 0) return;
    try {
      await readAllNotifications($items);
      pushToast({ kind: 'success', message: t('my:notifications.all-read') });
    } catch (error) {
      failed(error);
    }
  }

  if (total === 0) {
    return (
      <section className={`${ui.card} text-center`}>
        <LiveAnnouncement text={announcement} />
        <h2 className="text-lg font-semibold text-gray-900">{t('my:notifications.empty-title')}</h2>
        <p className="mt-2 text-sm text-gray-700">{t('my:notifications.empty-message')}</p>
      </section>
    );
  }

  return (
    <div className={ui.card}>
      <LiveAnnouncement text={announcement} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-gray-800">{t('my:notifications.unread-count', { count: unread })}</p>
        <button type="button" className={ui.secondaryButton} aria-disabled={unread === 0 || undefined} onClick={() => void readAll()}>
          {t('my:notifications.mark-all-read')}
        </button>
      </div>
      <ul className="divide-y divide-gray-200 border-y border-gray-200">
        {items.map((n) => {
          const { title, body } = notificationText(n, t, props.display);
          return (
          <li key={n.id}>
            <details className="group" onToggle={(e) => onToggle(n, e)}>
              <summary className="flex items-start gap-3 px-2 py-3 hover:bg-gray-50">
                <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-primary'}`} />
                <span className="min-w-0 flex-1">
                  {!n.read && <span className="sr-only">{t('my:notifications.unread')}: </span>}
                  <span className={`block text-start ${n.read ? 'text-gray-800' : 'font-semibold text-gray-900'}`}>{title}</span>
                  <time dateTime={n.createdAt} className="block text-xs text-gray-600">{formatTenantTime(n.createdAt, props.timezoneOffset)}</time>
                </span>
                <span aria-hidden="true" className="mt-1 text-gray-500 transition-transform group-open:rotate-180">▾</span>
              </summary>
              <p className="whitespace-pre-line ps-7 pe-2 pb-4 text-sm text-gray-700">{body}</p>
            </details>
          </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('my:notifications.pages')} className="mt-4 flex flex-wrap items-center justify-center gap-1">
          {pageNo > 1 && <a className={pageLinkClass} href={inboxPageHref(props.pathname, { pageNo: pageNo - 1, pageSize })}>{t('my:notifications.previous')}</a>}
          {pageLinks(pageNo, pages).map((p, i) =>
            p === GAP ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">…</span>
            ) : (
              <a key={p} className={pageLinkClass} href={inboxPageHref(props.pathname, { pageNo: p, pageSize })} aria-current={p === pageNo ? 'page' : undefined} aria-label={t('my:notifications.page', { page: p })}>
                {p}
              </a>
            ),
          )}
          {pageNo < pages && <a className={pageLinkClass} href={inboxPageHref(props.pathname, { pageNo: pageNo + 1, pageSize })}>{t('my:notifications.next')}</a>}
        </nav>
      )}
    </div>
  );
}
