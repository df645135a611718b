import type { FieldMessage } from '../../lib/forms/field-message';
import { signInToDesk } from '../../lib/desk/desk-actions';
import { DeskLoginForm as DeskLoginSchema, type DeskLoginValues } from '../../lib/desk/desk-login-form';
import type { ShopperProblem } from '../../lib/problem/shopper-problem';
import { TextField } from '../forms/fields';
import { FormProblem } from '../forms/FormProblem';
import { SubmitButton } from '../forms/SubmitButton';
import { useForm } from '../forms/use-form';
import { useTranslator, type TranslatedProps } from '../use-translator';

/** What the server found when the form was posted without JavaScript (secrets never come back). */
export interface DeskLoginPosted {
  values: DeskLoginValues;
  fieldMessages: Partial<Record<keyof DeskLoginValues, FieldMessage>>;
  problem: ShopperProblem | null;
}

interface Props extends TranslatedProps {
  /** Where the form posts without JavaScript: the sign-in page, which signs in and redirects. */
  action: string;
  posted: DeskLoginPosted | null;
}

/**
 * The desk sign-in (docs/product.md, "Desk"): e-mail, password and, for an operator with a
 * second factor, the authenticator or a recovery code. A plain form post until React takes over.
 */
export default function DeskLoginForm(props: Props) {
  const t = useTranslator(props);
  const initial: DeskLoginValues = { email: props.posted?.values.email ?? '', password: '', code: '' };
  const [form, formRef] = useForm({
    initial,
    labels: { email: t('desk:fields.email'), password: t('desk:fields.password'), code: t('desk:fields.code') },
    t,
    lng: props.lng,
    schema: DeskLoginSchema,
    onSubmit: signInToDesk,
    initialMessages: props.posted?.fieldMessages,
    initialProblem: props.posted?.problem,
  });

  return (
    <form ref={formRef} method="post" action={props.action} noValidate onSubmit={form.handleSubmit} className="space-y-4">
      <FormProblem text={form.problem} />
      <TextField {...form.field('email')} type="email" autoComplete="username" required />
      <TextField {...form.field('password')} type="password" autoComplete="current-password" required />
      <TextField
        {...form.field('code')}
        autoComplete="one-time-code"
        spellCheck={false}
        optionalText={t('desk:fields.optional')}
        hint={t('desk:login.code-hint')}
      />
      <SubmitButton label={t('desk:login.submit')} busyLabel={t('desk:login.submitting')} busy={form.busy} />
    </form>
  );
}
