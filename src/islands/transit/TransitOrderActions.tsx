import { navigate } from 'astro:transitions/client';
import { useState } from 'react';
import type { UserAccount } from '../../../contract/user-account';
import type { PriceDisplay } from '../../lib/money/price-display';
import { pushToast } from '../../lib/toasts/toasts';
import { closeTransitOrder, completeTransitOrder, payTransitOrder } from '../../lib/transit/transit-actions';
import type { transitActionsOf } from '../../lib/transit/transit-list';
import { PayDialog } from '../payment/PayDialog';
import { ConfirmDialog } from '../ui/Dialogs';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';
import { useAction } from '../use-action';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  order: {
    id: number;
    orderNo: string;
    /** The fee to pay, in fen (once packed). */
    fee: number;
    /** The fee's payment, which a card or wallet may pay too; `null` before packing. */
    paymentNo: string | null;
    /** This page, where a card or wallet provider sends the shopper back. */
    href: string;
  };
  actions: ReturnType<typeof transitActionsOf>;
  /** `null` when the balance could not be loaded: paying still asks the provider. */
  account: UserAccount | null;
  display: PriceDisplay;
}

/** What the shopper may do with a transit order: pay the packed parcel's fee, confirm it arrived, or close it before paying. */
export default function TransitOrderActions(props: Props) {
  const t = useTranslator(props);
  const { order, actions, account, display, lng } = props;
  const [dialog, setDialog] = useState<'pay' | 'close' | null>(null);
  const { run: runAction, busy } = useAction((error) => toastProblem(t, lng, error));
  const reload = () => void navigate(location.pathname, { history: 'replace' });

  const run = (action: () => Promise<unknown>, done: string) => runAction(async () => {
    await action();
    pushToast({ kind: 'success', message: done });
    reload();
  });

  if (!actions.pay && !actions.close && !actions.complete) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      {actions.pay && <button type="button" className={`${ui.primaryButton} w-full`} onClick={() => setDialog('pay')}>{t('transit:action.pay')}</button>}
      {actions.complete && (
        <button type="button" className={`${ui.primaryButton} w-full`} disabled={busy} onClick={() => void run(() => completeTransitOrder(order.id), t('transit:action.completed'))}>
          {t('transit:action.complete')}
        </button>
      )}
      {actions.close && <button type="button" className={`${ui.secondaryButton} w-full`} disabled={busy} onClick={() => setDialog('close')}>{t('transit:action.close')}</button>}
      <PayDialog
        open={dialog === 'pay'}
        onClose={() => setDialog(null)}
        amount={order.fee}
        available={account?.available ?? null}
        payPasswordSet={account?.payPasswordSet ?? true}
        display={display}
        t={t}
        lng={lng}
        pay={(password) => payTransitOrder(order.id, password)}
        external={order.paymentNo ? { paymentNo: order.paymentNo, returnPath: order.href } : null}
        onPaid={() => {
          setDialog(null);
          pushToast({ kind: 'success', message: t('payment:pay.paid') });
          reload();
        }}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        title={t('transit:close.title')}
        message={t('transit:close.message', { no: order.orderNo })}
        confirmLabel={t('transit:action.close')}
        cancelLabel={t('transit:close.keep')}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void run(() => closeTransitOrder(order.id), t('transit:close.done'));
        }}
      />
    </div>
  );
}
