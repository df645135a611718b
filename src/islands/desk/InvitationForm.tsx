import { InvitationSignup } from '../../../contract/desk';
import type { FieldMessage } from '../../lib/forms/field-message';
import { joinDesk } from '../../lib/desk/desk-actions';
import type { ShopperProblem } from '../../lib/problem/shopper-problem';
import { TextField } from '../forms/fields';
import { FormProblem } from '../forms/FormProblem';
import { SubmitButton } from '../forms/SubmitButton';
import { useForm } from '../forms/use-form';
import { useTranslator, type TranslatedProps } from '../use-translator';

type InvitationValues = { name: string; password: string };

/** What the server found when the form was posted without JavaScript (the password never comes back). */
export interface InvitationPosted {
  values: InvitationValues;
  fieldMessages: Partial<Record<keyof InvitationValues, FieldMessage>>;
  problem: ShopperProblem | null;
}

interface Props extends TranslatedProps {
  /** The invitation link's one-time token. */
  token: string;
  /** Where the form posts without JavaScript: the invitation page itself. */
  action: string;
  posted: InvitationPosted | null;
}

/** Accepting a desk invitation: the new operator's name and password; they are signed in at once. */
export default function InvitationForm(props: Props) {
  const t = useTranslator(props);
  const { token } = props;
  const [form, formRef] = useForm({
    initial: { name: props.posted?.values.name ?? '', password: '' },
    labels: { name: t('desk:fields.name'), password: t('desk:fields.new-password') },
    t,
    lng: props.lng,
    schema: InvitationSignup,
    toInput: (values) => ({ ...values, token }),
    onSubmit: joinDesk,
    initialMessages: props.posted?.fieldMessages,
    initialProblem: props.posted?.problem,
  });

  return (
    <form ref={formRef} method="post" action={props.action} noValidate onSubmit={form.handleSubmit} className="space-y-4">
      <FormProblem text={form.problem} />
      <TextField {...form.field('name')} autoComplete="name" required />
      <TextField {...form.field('password')} type="password" autoComplete="new-password" hint={t('desk:invitation.password-hint')} required />
      <SubmitButton label={t('desk:invitation.submit')} busyLabel={t('desk:invitation.submitting')} busy={form.busy} />
    </form>
  );
}
