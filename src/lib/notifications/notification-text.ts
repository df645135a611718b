import { noticeValues } from '../../../contract/notices';
import type { Notification } from '../../../contract/user';
import type { TFunction } from '../i18n/translator';
import { formatPrice, type PriceDisplay } from '../money/price-display';

/**
 * What a notification says, in the page language: a notice from its kind's translations
 * (`notice:<KIND>.title` and `.body`) with its amounts in the tenant currency and CNY; a
 * hand-written one as it was written.
 */
export function notificationText(notification: Notification, t: TFunction, display: PriceDisplay): { title: string; body: string } {
  const { notice } = notification;
  if (!notice) return { title: notification.title ?? '', body: notification.body ?? '' };
  const values = noticeValues(notice, (fen) => formatPrice(fen, { ...display, showCny: true }));
  // The kind's text is a key every language has (the locale test checks it); the default only satisfies the types.
  return {
    title: t(`notice:${notice.kind}.title`, { defaultValue: notice.kind }),
    body: t(`notice:${notice.kind}.body`, { ...values, defaultValue: '' }),
  };
}
