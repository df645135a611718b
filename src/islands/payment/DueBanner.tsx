import { navigate } from 'astro:transitions/client';
import { useState } from 'react';
import type { DuePayment } from '../../../contract/payments';
import type { UserAccount } from '../../../contract/user-account';
import { payAll } from '../../lib/payment/payment-actions';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { priceChangeText } from '../../lib/timeline/timeline-note';
import { pushToast } from '../../lib/toasts/toasts';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { PayDialog } from './PayDialog';

interface Props extends TranslatedProps {
  /** What waits to be paid on this order, oldest first (never empty). */
  due: DuePayment[];
  /** `null` when the balance could not be loaded: paying still asks the provider. */
  account: UserAccount | null;
  display: PriceDisplay;
  /** This page, where a card or wallet provider sends the shopper back. */
  returnPath: string;
}

/**
 * The banner at the top of an order or transit order with something to pay (docs/product.md,
 * "Money to pay"): the amount, why, and a Pay button opening the same pay dialog as everywhere.
 * Several payments are paid together, all or nothing; one may also go to a card or wallet.
 */
export default function DueBanner(props: Props) {
  const t = useTranslator(props);
  const { due, account, display, returnPath, lng } = props;
  const [open, setOpen] = useState(false);
  const amount = due.reduce((sum, payment) => sum + payment.amount, 0);
  const [single] = due.length === 1 ? due : [];

  return (
    <section aria-labelledby="due-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6" data-due-banner>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="due-title" className="text-lg font-semibold text-amber-950">{t('payment:due.title', { amount: formatPrice(amount, display) })}</h2>
          <ul className="space-y-1 text-sm text-amber-950">
            {due.map((payment) => (
              <li key={payment.paymentId}>
                {t(`payment:due.reason.${payment.kind}`, { amount: formatPrice(payment.amount, display) })}
                {payment.priceChange && <> ({priceChangeText(payment.priceChange, t, display)})</>}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className={ui.primaryButton} onClick={() => setOpen(true)}>{t('payment:due.pay', { amount: formatPrice(amount, display) })}</button>
      </div>
      <PayDialog
        open={open}
        onClose={() => setOpen(false)}
        amount={amount}
        available={account?.available ?? null}
        payPasswordSet={account?.payPasswordSet ?? true}
        display={display}
        t={t}
        lng={lng}
        pay={(password) => payAll(due.map((payment) => payment.paymentNo), password)}
        external={single ? { paymentNo: single.paymentNo, returnPath } : null}
        onPaid={() => {
          setOpen(false);
          pushToast({ kind: 'success', message: t('payment:pay.paid') });
          void navigate(location.pathname + location.search, { history: 'replace' });
        }}
      />
    </section>
  );
}
