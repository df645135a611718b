import { askWithdrawal } from '../../../lib/payment/payment-actions';
import { formatPrice } from '../../../lib/money/price-display';
import { fenShownAs } from '../../../lib/money/yuan-text';
import { FormEnd } from '../../forms/FormEnd';
import { inputClass } from '../../forms/fields';
import { digitsOf, Labelled, PAY_PASSWORD_INPUT } from './Labelled';
import { amountProblem, type AmountRules } from './amount-problem';
import { CnyEquivalent, localAmountOf } from './local-amount';
import { payPasswordProblem } from './pay-password-problem';
import { useBalanceForm, type BalanceFormProps } from './use-balance-form';

interface Props extends BalanceFormProps, AmountRules {
  /** The balance that may be withdrawn, in fen. */
  available: number;
}

/**
 * A withdrawal to ask for: the amount in the tenant's currency (what the balance gives in CNY
 * beside it, as the deposit dialog does), the account it goes to, and the pay password.
 */
export function WithdrawForm({ available, t, lng, onClose, onDone, display }: Props) {
  const { label: amountLabel, fenOf } = localAmountOf(display, t);
  const withdrawn = (text: string) => fenShownAs(fenOf(text), available, display);
  const { form, formRef, submit } = useBalanceForm({
    initial: { amount: '', account: '', password: '' },
    labels: { amount: amountLabel, account: t('payment:withdraw.account'), password: t('payment:pay.password') },
    t,
    lng,
    check: ({ amount, account, password }) => amountProblem(withdrawn(amount), { t, display })
      ?? (account.trim() ? null : t('payment:withdraw.account-missing'))
      ?? payPasswordProblem(t, password),
    send: async ({ amount, account, password }) => {
      // The check refused an amount that does not read as money.
      const fen = withdrawn(amount);
      if (fen !== null) await askWithdrawal(fen, account.trim(), password);
    },
    done: { message: t('payment:withdraw.done'), reload: true },
    onDone,
  });
  const v = form.values;
  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-gray-700">{t('payment:pay.available')}: {formatPrice(available, display)}</p>
      <Labelled label={amountLabel}>{(id) => <input id={id} inputMode="decimal" data-autofocus className={inputClass} value={v.amount} onChange={(e) => form.update({ amount: e.target.value })} />}</Labelled>
      <CnyEquivalent fen={withdrawn(v.amount)} display={display} message="withdraw" t={t} />
      <Labelled label={t('payment:withdraw.account')}>{(id) => <input id={id} maxLength={200} className={inputClass} value={v.account} onChange={(e) => form.update({ account: e.target.value })} />}</Labelled>
      <Labelled label={t('payment:pay.password')}>
        {(id) => <input id={id} {...PAY_PASSWORD_INPUT} className={inputClass} value={v.password} onChange={(e) => form.update({ password: digitsOf(e.target.value) })} />}
      </Labelled>
      <FormEnd problem={form.problem} submitLabel={t('payment:withdraw.submit')} busyLabel={t('payment:saving')} busy={form.busy} cancelLabel={t('payment:close')} onCancel={onClose} />
    </form>
  );
}
