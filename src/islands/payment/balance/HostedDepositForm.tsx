import type { DepositChannel } from '../../../../contract/user-account';
import { depositOnHostedPage } from '../../../lib/payment/external-pay';
import { externalMethod } from '../../../lib/payment/external-methods';
import { BALANCE_PATH } from '../../../lib/payment/ledger-list';
import { FormEnd } from '../../forms/FormEnd';
import { inputClass } from '../../forms/fields';
import { Labelled } from './Labelled';
import { CnyEquivalent, localAmountOf } from './local-amount';
import { amountProblem, type AmountRules } from './amount-problem';
import { useBalanceForm, type BalanceFormProps } from './use-balance-form';

/** A card or wallet channel with the provider whose hosted page takes the money. */
export type HostedChannel = DepositChannel & { provider: NonNullable<DepositChannel['provider']> };

/** The tenant's card and wallet channels, each with its provider. */
export const hostedChannelsOf = (channels: DepositChannel[] | null): HostedChannel[] =>
  (channels ?? []).flatMap((c) => (c.type === 'EXTERNAL' && c.provider ? [{ ...c, provider: c.provider }] : []));

interface Props extends BalanceFormProps, AmountRules {
  /** At least one. */
  hosted: HostedChannel[];
}

/** A deposit on a card or wallet provider's page, which sends the shopper back to the balance. */
export function HostedDepositForm({ hosted, t, lng, onClose, onDone, display }: Props) {
  const { label: amountLabel, fenOf } = localAmountOf(display, t);
  const { form, formRef, submit } = useBalanceForm({
    initial: { channel: hosted[0]?.channel ?? '', amount: '' },
    labels: { channel: t('payment:deposit.card-channel'), amount: amountLabel },
    t,
    lng,
    check: ({ channel, amount }) => amountProblem(fenOf(amount), { t, display }, hosted.find((c) => c.channel === channel)?.minAmount),
    send: async ({ channel, amount }) => {
      const card = hosted.find((c) => c.channel === channel);
      const fen = fenOf(amount);
      if (fen !== null && card) await depositOnHostedPage(card, fen, BALANCE_PATH);
    },
    done: { message: t('payment:deposit.done'), reload: false },
    onDone,
  });
  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-gray-700">{t('payment:deposit.card-intro')}</p>
      <Labelled label={t('payment:deposit.card-channel')}>
        {(id) => (
          <select id={id} value={form.values.channel} onChange={(e) => form.update({ channel: e.target.value })} className={inputClass}>
            {hosted.map((c) => {
              const method = externalMethod(c.provider);
              return <option key={c.channel} value={c.channel}>{t(method.method === 'WALLET' ? 'payment:pay.by-wallet' : 'payment:pay.by-card', { provider: method.name })}</option>;
            })}
          </select>
        )}
      </Labelled>
      <Labelled label={amountLabel}>
        {(id) => <input id={id} inputMode="decimal" data-autofocus className={inputClass} value={form.values.amount} onChange={(e) => form.update({ amount: e.target.value })} />}
      </Labelled>
      <CnyEquivalent fen={fenOf(form.values.amount)} display={display} message="deposit" t={t} />
      <FormEnd problem={form.problem} submitLabel={t('payment:pay.continue')} busyLabel={t('payment:pay.opening')} busy={form.busy} cancelLabel={t('payment:close')} onCancel={onClose} />
    </form>
  );
}
