import type { SubmitEvent } from 'react';
import { ForgetPasswordRequest, SendEmailCodeRequest } from '../../../contract/user';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { resetPassword } from '../../lib/session/access-actions';
import { EmailCodeField } from '../forms/EmailCodeField';
import { TextField } from '../forms/fields';
import { FormProblem } from '../forms/FormProblem';
import { SubmitButton } from '../forms/SubmitButton';
import { useForm } from '../forms/use-form';
import { authLabels } from './auth-labels';
import { NewPasswordField } from './NewPasswordField';

interface Props {
  t: TFunction;
  lng: Language;
  initialEmail: string;
  /** The password was changed: back to login with this e-mail. */
  onReset: (email: string) => void;
}

/** Forgotten password: an e-mail code, then a new password under the contract's rules. */
export function ResetPasswordForm({ t, lng, initialEmail, onReset }: Props) {
  const start = { email: initialEmail, verificationCode: '', newPassword: '' };
  const [form, formRef] = useForm({ initial: start, labels: authLabels(t, start), t, lng, problemFields: { INVALID_CODE: 'verificationCode' } });

  const checkedEmail = () => form.checkWith(SendEmailCodeRequest, { email: form.values.email, purpose: 'RESET_PASSWORD' })?.email ?? null;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.checkWith(ForgetPasswordRequest, { ...form.values, verificationCode: form.values.verificationCode.trim() });
    if (!body) return;
    void form.attempt(async () => {
      await resetPassword(body);
      onReset(body.email);
    });
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="space-y-4">
      <FormProblem text={form.problem} />
      <TextField {...form.field('email')} type="email" autoComplete="username" required />
      <EmailCodeField t={t} purpose="RESET_PASSWORD" field={form.field('verificationCode')} checkedEmail={checkedEmail} onProblem={form.showProblem} onSent={() => form.clearMessage('verificationCode')} />
      <NewPasswordField t={t} field={form.field('newPassword')} />
      <SubmitButton label={t('auth:reset-submit')} busyLabel={t('auth:submitting')} busy={form.busy} needsScript />
    </form>
  );
}
