import { useState } from 'react';
import { SHOPPER_MESSAGE_TEXT_MAX, SHOPPER_MESSAGE_TITLE_MAX, ShopperMessage } from '../../../../contract/desk-shoppers';
import { messageShopper } from '../../../lib/desk/desk-people-actions';
import { TextAreaField, TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';

interface Props extends TranslatedProps {
  shopperId: number;
}

/** Sends the shopper a message (docs/product.md, "Desk"): their inbox and mail, framed in their language. */
export default function ShopperMessageForm(props: Props) {
  const t = useTranslator(props);
  const [sent, setSent] = useState(false);
  const [form, formRef] = useForm({
    initial: { title: '', text: '' },
    labels: { title: t('desk:shoppers.message.subject'), text: t('desk:shoppers.message.text') },
    t,
    lng: props.lng,
    schema: ShopperMessage,
    onSubmit: async (message) => {
      setSent(false);
      await messageShopper(props.shopperId, message);
      form.reset();
      setSent(true);
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-3">
      <FormProblem text={form.problem} />
      <p role="status" className="text-sm font-medium text-green-800">{sent ? t('desk:shoppers.message.sent') : ''}</p>
      <TextField {...form.field('title')} maxLength={SHOPPER_MESSAGE_TITLE_MAX} required />
      <TextAreaField {...form.field('text')} rows={4} maxLength={SHOPPER_MESSAGE_TEXT_MAX} hint={t('desk:shoppers.message.hint')} required />
      <SubmitButton label={t('desk:shoppers.message.submit')} busyLabel={t('desk:shoppers.message.sending')} busy={form.busy} needsScript className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60" />
    </form>
  );
}
