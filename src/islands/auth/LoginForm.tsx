import type { SubmitEvent } from 'react';
import { LoginRequest, type Profile } from '../../../contract/user';
import type { FieldMessage } from '../../lib/forms/field-message';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import type { ShopperProblem } from '../../lib/problem/shopper-problem';
import { logIn } from '../../lib/session/session-client';
import { TextField } from '../forms/fields';
import { FormProblem } from '../forms/FormProblem';
import { SubmitButton } from '../forms/SubmitButton';
import { useForm } from '../forms/use-form';
import { authLabels } from './auth-labels';

export type LoginField = 'email' | 'password';

/** What the server found when the form was posted without JavaScript. */
export interface LoginFormState {
  email: string;
  fieldMessages: Partial<Record<LoginField, FieldMessage>>;
  problem: ShopperProblem | null;
}

interface Props {
  t: TFunction;
  lng: Language;
  /** Where the form posts without JavaScript: this page, which logs in and redirects. */
  action: string;
  initial: LoginFormState;
  /** A standing note above the form (the password was just reset). */
  notice: string | null;
  onSession: (profile: Profile) => Promise<void>;
}

/** E-mail and password; works as a plain form post until (and unless) React takes over. */
export function LoginForm({ t, lng, action, initial, notice, onSession }: Props) {
  const start = { email: initial.email, password: '' };
  const [form, formRef] = useForm({
    initial: start, labels: authLabels(t, start), t, lng, initialMessages: initial.fieldMessages, initialProblem: initial.problem,
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.checkWith(LoginRequest, form.values);
    if (body) void form.attempt(async () => onSession(await logIn(body)));
  }

  return (
    <form ref={formRef} method="post" action={action} noValidate onSubmit={submit} className="space-y-4">
      <p role="status" className="empty:hidden rounded-md bg-primary/10 px-3 py-2 text-sm text-primary-ink">{notice}</p>
      <FormProblem text={form.problem} />
      <TextField {...form.field('email')} type="email" autoComplete="username" required />
      <TextField {...form.field('password')} type="password" autoComplete="current-password" required />
      <SubmitButton label={t('auth:login-submit')} busyLabel={t('auth:submitting')} busy={form.busy} />
    </form>
  );
}
