import { useState } from 'react';
import type { DepositChannel } from '../../../../contract/user-account';
import { isCertificatePicture } from '../../../lib/payment/certificate';
import { reportBankDeposit } from '../../../lib/payment/payment-actions';
import { FormEnd } from '../../forms/FormEnd';
import { inputClass } from '../../forms/fields';
import { BankDetails } from './BankDetails';
import { Labelled } from './Labelled';
import { CnyEquivalent, localAmountOf } from './local-amount';
import { amountProblem, type AmountRules } from './amount-problem';
import { useBalanceForm, type BalanceFormProps } from './use-balance-form';

interface Props extends BalanceFormProps, AmountRules {
  /** The tenant's bank transfer channels (at least one). */
  banks: DepositChannel[];
}

/** A bank transfer to report: which of the tenant's accounts, the amount, and a picture of the transfer slip. */
export function BankDepositForm({ banks, t, lng, onClose, onDone, display }: Props) {
  const [certificate, setCertificate] = useState<File | null>(null);
  const { label: amountLabel, fenOf } = localAmountOf(display, t);
  const { form, formRef, submit } = useBalanceForm({
    initial: { channel: banks[0]?.channel ?? '', amount: '' },
    labels: { channel: t('payment:deposit.channel'), amount: amountLabel },
    t,
    lng,
    check: ({ channel, amount }) => amountProblem(fenOf(amount), { t, display }, banks.find((c) => c.channel === channel)?.minAmount)
      ?? (certificate && !isCertificatePicture(certificate) ? t('payment:deposit.certificate-type') : null),
    send: async ({ channel, amount }) => {
      // The check refused an amount that does not read as money.
      const fen = fenOf(amount);
      if (fen !== null) await reportBankDeposit(channel, fen, certificate);
    },
    done: { message: t('payment:deposit.done'), reload: true },
    onDone,
  });
  const bank = banks.find((c) => c.channel === form.values.channel);
  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-gray-700">{t('payment:deposit.intro')}</p>
      {banks.length > 1 && (
        <Labelled label={t('payment:deposit.channel')}>
          {(id) => (
            <select id={id} value={form.values.channel} onChange={(e) => form.update({ channel: e.target.value })} className={inputClass}>
              {banks.map((c) => <option key={c.channel} value={c.channel}>{c.bankName ?? c.channel}</option>)}
            </select>
          )}
        </Labelled>
      )}
      {bank && <BankDetails bank={bank} t={t} />}
      <Labelled label={amountLabel}>
        {(id) => <input id={id} inputMode="decimal" data-autofocus className={inputClass} value={form.values.amount} onChange={(e) => form.update({ amount: e.target.value })} />}
      </Labelled>
      <CnyEquivalent fen={fenOf(form.values.amount)} display={display} message="deposit" t={t} />
      <Labelled label={t('payment:deposit.certificate')}>
        {(id) => (
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png"
            className="mt-1 block w-full text-sm"
            onChange={(event) => setCertificate(event.target.files?.[0] ?? null)}
          />
        )}
      </Labelled>
      <FormEnd problem={form.problem} submitLabel={t('payment:deposit.submit')} busyLabel={t('payment:saving')} busy={form.busy} cancelLabel={t('payment:close')} onCancel={onClose} />
    </form>
  );
}
