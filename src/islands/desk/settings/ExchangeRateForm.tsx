import { useState } from 'react';
import { ExchangeRateChange } from '../../../../contract/desk-preferences';
import { saveExchangeRate } from '../../../lib/desk/preferences-actions';
import { TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';

interface Props extends TranslatedProps {
  rate: number;
  /** The currency as a label names it (`GHS`, `Rs`). */
  currency: string;
}

/**
 * The owner sets the exchange rate (docs/product.md, "Desk settings: preferences and money"):
 * new quotes use it at once; the page reloads to show the history with the change.
 */
export default function ExchangeRateForm({ rate, currency, ...props }: Props) {
  const t = useTranslator(props);
  const [saved, setSaved] = useState(false);
  const [form, formRef] = useForm({
    initial: { rate: String(rate) },
    labels: { rate: t('desk-settings:exchange-rate.rate', { currency }) },
    t,
    lng: props.lng,
    schema: ExchangeRateChange,
    toInput: ({ rate: text }) => ({ cnyExchangeRate: text.trim() === '' ? Number.NaN : Number(text) }),
    onSubmit: async (payload) => {
      setSaved(false);
      await saveExchangeRate(payload.cnyExchangeRate);
      setSaved(true);
      window.location.reload();
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-3">
      <FormProblem text={form.problem} />
      <TextField {...form.field('rate')} inputMode="decimal" required />
      <SubmitButton label={t('desk-settings:exchange-rate.save')} busyLabel={t('desk-settings:preferences.saving')} busy={form.busy} />
      {saved && <p role="status" className="text-sm text-green-800">{t('desk-settings:preferences.saved')}</p>}
    </form>
  );
}
