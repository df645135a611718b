import { navigate } from 'astro:transitions/client';
import { useId, useState } from 'react';
import type { Payment } from '../../../contract/payments';
import type { UserAccount } from '../../../contract/user-account';
import type { PendingPageData } from '../../lib/payment/pending-data';
import { formatTenantTime } from '../../lib/account/tenant-time';
import { formatNumber } from '../../lib/money/format';
import { payAll, reloadPendingPayments } from '../../lib/payment/payment-actions';
import { PENDING_PAYMENTS_PATH, pendingSelection, toggleAll, toggleOne } from '../../lib/payment/pending';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { orderHref } from '../../lib/purchase/order-list';
import { priceChangeText } from '../../lib/timeline/timeline-note';
import { pushToast } from '../../lib/toasts/toasts';
import { ui } from '../ui/ui';
import { LiveAnnouncement } from '../live/LiveAnnouncement';
import { useLiveRefresh } from '../live/use-live-refresh';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { PayDialog } from './PayDialog';

interface Props extends TranslatedProps {
  payments: Payment[];
  account: UserAccount;
  display: PriceDisplay;
  timezoneOffset: number;
}

/** Unpaid payments with checkboxes; the chosen ones are paid at once (all or nothing) with the pay password. */
export default function PendingPayments(props: Props) {
  const t = useTranslator(props);
  const [live, setLive] = useState<PendingPageData | null>(null);
  const { payments, account } = live ?? props;
  const { display, lng, timezoneOffset } = props;
  // A payment added, paid or closed elsewhere shows here at once (docs/product.md, "Live updates").
  const announcement = useLiveRefresh(['payment'], () => true, () => reloadPendingPayments().then(setLive), t('live.payments-updated'));
  const both = { ...display, showCny: true };
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [paying, setPaying] = useState(false);
  const summaryId = useId();
  const selection = pendingSelection(payments, chosen);
  const allChosen = payments.length > 0 && selection.paymentNos.length === payments.length;

  if (payments.length === 0) {
    return <p className={`${ui.card} text-center text-gray-700`}><LiveAnnouncement text={announcement} />{t('payment:pending.empty')}</p>;
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <LiveAnnouncement text={announcement} />
      <div className={`${ui.card} min-w-0`}>
        <label className="flex items-center gap-2 border-b border-gray-200 pb-3 text-sm font-medium text-gray-900">
          <input type="checkbox" className="h-4 w-4" checked={allChosen} onChange={() => setChosen(toggleAll(payments, chosen))} />
          {t('payment:pending.select-all')}
        </label>
        <ul className="divide-y divide-gray-100">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={chosen.has(payment.paymentNo)}
                aria-label={t('payment:pending.select', { no: payment.orderNo ?? payment.paymentNo })}
                onChange={() => setChosen(toggleOne(chosen, payment.paymentNo))}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">
                  {t(`payment:kind.${payment.kind}`)}
                  {payment.orderId !== null && payment.orderNo && (
                    <> · <a className="text-primary-ink hover:underline" href={orderHref(payment.orderId)}>{payment.orderNo}</a></>
                  )}
                </p>
                <p className="text-gray-600">{t('payment:pending.created', { time: formatTenantTime(payment.createdAt, timezoneOffset) })}</p>
                {payment.priceChange && <p className="text-gray-700">{priceChangeText(payment.priceChange, t, both)}</p>}
              </div>
              <p className="font-semibold text-gray-900">{formatPrice(payment.amount, display)}</p>
            </li>
          ))}
        </ul>
      </div>
      <aside aria-labelledby={summaryId} className={`${ui.card} space-y-3 lg:sticky lg:top-4`}>
        <h2 id={summaryId} className={ui.sectionTitle}>{t('payment:pending.summary')}</h2>
        <p role="status" className="text-sm text-gray-800">
          {t('payment:pending.selected', { count: selection.paymentNos.length, number: formatNumber(selection.paymentNos.length, {}, display.locale), amount: formatPrice(selection.total, both) })}
        </p>
        <p className="text-sm text-gray-700">{t('payment:pay.available')}: {formatPrice(account.available, both)}</p>
        <button type="button" className={`${ui.primaryButton} w-full`} disabled={selection.paymentNos.length === 0} onClick={() => setPaying(true)}>
          {t('payment:pending.pay')}
        </button>
      </aside>
      <PayDialog
        open={paying}
        onClose={() => setPaying(false)}
        amount={selection.total}
        available={account.available}
        payPasswordSet={account.payPasswordSet}
        display={both}
        t={t}
        lng={lng}
        pay={(password) => payAll(selection.paymentNos, password)}
        external={selection.paymentNos.length === 1 && selection.paymentNos[0] ? { paymentNo: selection.paymentNos[0], returnPath: PENDING_PAYMENTS_PATH } : null}
        onPaid={(result) => {
          setPaying(false);
          pushToast({ kind: 'success', message: t('payment:pending.paid', { count: result.payments.length, number: formatNumber(result.payments.length, {}, display.locale) }) });
          void navigate(location.pathname, { history: 'replace' });
        }}
      />
    </div>
  );
}
