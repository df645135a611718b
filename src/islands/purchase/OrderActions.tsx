import { navigate } from 'astro:transitions/client';
import { useState } from 'react';
import type { PurchaseOrder } from '../../../contract/orders';
import type { UserAccount } from '../../../contract/user-account';
import type { PriceDisplay } from '../../lib/money/price-display';
import { cloneOrder, closeOrder, payOrder } from '../../lib/purchase/order-actions';
import { orderHref, type orderActionsOf } from '../../lib/purchase/order-list';
import { pushToast } from '../../lib/toasts/toasts';
import { PayDialog } from '../payment/PayDialog';
import { ConfirmDialog } from '../ui/Dialogs';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';
import { useAction } from '../use-action';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  order: Pick<PurchaseOrder, 'id' | 'paymentNo' | 'total' | 'orderNo'>;
  actions: ReturnType<typeof orderActionsOf>;
  /** `null` when the balance could not be loaded: paying still asks the provider. */
  account: UserAccount | null;
  display: PriceDisplay;
}

/** What the shopper may do with an order: pay it, cancel it while unpaid, or buy it again at today's prices. */
export default function OrderActions(props: Props) {
  const t = useTranslator(props);
  const { order, actions, account, display, lng } = props;
  const [dialog, setDialog] = useState<'pay' | 'cancel' | null>(null);
  const { run, busy } = useAction((error) => toastProblem(t, lng, error));
  const reload = () => void navigate(location.pathname + location.search, { history: 'replace' });

  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      {actions.pay && (
        <button type="button" className={`${ui.primaryButton} w-full`} onClick={() => setDialog('pay')}>{t('purchase:action.pay')}</button>
      )}
      {actions.cancel && (
        <button type="button" className={`${ui.secondaryButton} w-full`} disabled={busy} onClick={() => setDialog('cancel')}>{t('purchase:action.cancel')}</button>
      )}
      {actions.clone && (
        <button
          type="button"
          className={`${ui.secondaryButton} w-full`}
          disabled={busy}
          onClick={() => void run(async () => {
            const copy = await cloneOrder(order.id);
            pushToast({ kind: 'success', message: t('purchase:clone.done') });
            await navigate(orderHref(copy.id));
          })}
        >
          {t('purchase:action.clone')}
        </button>
      )}
      <PayDialog
        open={dialog === 'pay'}
        onClose={() => setDialog(null)}
        amount={order.total}
        available={account?.available ?? null}
        payPasswordSet={account?.payPasswordSet ?? true}
        display={display}
        t={t}
        lng={lng}
        pay={(password) => payOrder(order.id, password)}
        external={{ paymentNo: order.paymentNo, returnPath: orderHref(order.id) }}
        onPaid={() => {
          setDialog(null);
          pushToast({ kind: 'success', message: t('payment:pay.paid') });
          reload();
        }}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('purchase:cancel.title')}
        message={t('purchase:cancel.message', { no: order.orderNo })}
        confirmLabel={t('purchase:cancel.confirm')}
        cancelLabel={t('purchase:cancel.keep')}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void run(async () => {
            await closeOrder(order.id);
            pushToast({ kind: 'success', message: t('purchase:cancel.done') });
            reload();
          });
        }}
      />
    </div>
  );
}
