import { useState } from 'react';
import type { z } from 'zod';
import { AdjustmentRequest, DeskRefundRequest, FourEyesSettings, type MoneyActionOutcome } from '../../../../contract/desk-money';
import { adjustOnDesk, refundOnDesk, saveFourEyes } from '../../../lib/desk/money-actions';
import { yuanToFen } from '../../../lib/desk/money-desk';
import { TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';

/** Which form: a refund of an order, a balance adjustment, or (for the owner) the four-eyes threshold. */
export type MoneyRequestKind = 'refund' | 'adjustment' | 'threshold';

interface Props extends TranslatedProps {
  kind: MoneyRequestKind;
  /** The threshold now, in fen (the threshold form starts from it). */
  thresholdFen: number;
}

type Values = { target: string; amount: string; reason: string };

const SCHEMAS = { refund: DeskRefundRequest, adjustment: AdjustmentRequest, threshold: FourEyesSettings };

const inputOf = (kind: MoneyRequestKind, { target, amount, reason }: Values): unknown => {
  if (kind === 'threshold') return { thresholdFen: yuanToFen(amount) };
  return kind === 'refund' ? { orderNo: target.trim(), amount: yuanToFen(amount), reason } : { email: target, amount: yuanToFen(amount), reason };
};

async function send(kind: MoneyRequestKind, payload: unknown): Promise<MoneyActionOutcome | null> {
  if (kind === 'threshold') {
    await saveFourEyes(payload as FourEyesSettings);
    return null;
  }
  return kind === 'refund' ? refundOnDesk(payload as DeskRefundRequest) : adjustOnDesk(payload as AdjustmentRequest);
}

/**
 * A money request on the desk (docs/product.md, "Desk"): a refund or an adjustment runs at once
 * within the four-eyes threshold, or waits for a second operator above it (the form says which);
 * the owner's threshold form. Amounts are typed in yuan.
 */
export default function MoneyRequestForm({ kind, thresholdFen, ...props }: Props) {
  const t = useTranslator(props);
  const [done, setDone] = useState<string | null>(null);
  const initial: Values = { target: '', amount: kind === 'threshold' ? (thresholdFen / 100).toFixed(2) : '', reason: '' };
  const [form, formRef] = useForm({
    initial,
    labels: { target: t(kind === 'adjustment' ? 'desk-money:form.adjustment-target' : 'desk-money:form.refund-target'), amount: t(`desk-money:form.${kind}-amount`), reason: t('desk-money:form.reason') },
    t,
    lng: props.lng,
    schema: SCHEMAS[kind] as z.ZodType,
    toInput: (values: Values) => inputOf(kind, values),
    onSubmit: async (payload) => {
      setDone(null);
      const outcome = await send(kind, payload);
      setDone(t(outcome === null ? 'desk-money:form.saved' : outcome.done ? 'desk-money:form.done' : 'desk-money:form.waiting'));
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-3">
      <FormProblem text={form.problem} />
      {kind !== 'threshold' && <TextField {...form.field('target')} type={kind === 'adjustment' ? 'email' : 'text'} required />}
      <TextField {...form.field('amount')} inputMode="decimal" required hint={t(`desk-money:form.${kind}-amount-hint`)} />
      {kind !== 'threshold' && <TextField {...form.field('reason')} required maxLength={200} />}
      <SubmitButton label={t(`desk-money:form.${kind}-submit`)} busyLabel={t('desk-money:form.sending')} busy={form.busy} />
      {done && <p role="status" className="text-sm text-green-800">{done}</p>}
    </form>
  );
}
