import { useState } from 'react';
import { InvitationRequest, OPERATOR_ROLES } from '../../../../contract/desk';
import { inviteOperator } from '../../../lib/desk/desk-people-actions';
import { SelectField, TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';

/** The owner invites someone by e-mail with a role (docs/product.md, "Desk"): the link goes to that address only. */
export default function InviteOperatorForm(props: TranslatedProps) {
  const t = useTranslator(props);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [form, formRef] = useForm({
    initial: { email: '', role: 'WAREHOUSE' },
    labels: { email: t('desk:fields.email'), role: t('desk:operators.role') },
    t,
    lng: props.lng,
    schema: InvitationRequest,
    problemFields: { EMAIL_TAKEN: 'email' },
    onSubmit: async (request) => {
      setSentTo(null);
      const invitation = await inviteOperator(request);
      form.reset();
      setSentTo(invitation.email);
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-3">
      <FormProblem text={form.problem} />
      <p role="status" className="text-sm font-medium text-green-800">{sentTo ? t('desk:operators.invite.sent', { email: sentTo }) : ''}</p>
      <TextField {...form.field('email')} type="email" autoComplete="off" hint={t('desk:operators.invite.hint')} required />
      <SelectField {...form.field('role')} choices={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`desk:role.${role}`) }))} required />
      <SubmitButton label={t('desk:operators.invite.submit')} busyLabel={t('desk:operators.invite.sending')} busy={form.busy} needsScript
        className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60" />
    </form>
  );
}
