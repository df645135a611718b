import type { SubmitEvent } from 'react';
import { ForgetPasswordRequest, SendEmailCodeRequest } from '../../lib/api/contract/user';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { shopperApi } from '../../lib/session/shopper-api';
import { EmailCodeField } from './EmailCodeField';
import { FormProblem } from './FormProblem';
import { NewPasswordField } from './NewPasswordField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { useAuthForm } from './use-auth-form';

type ResetField = 'email' | 'verificationCode' | 'newPassword';

interface Props {
  t: TFunction;
  lng: Language;
  hydrated: boolean;
  initialEmail: string;
  /** The password was changed: back to login with this e-mail. */
  onReset: (email: string) => void;
}

/** Forgotten password: an e-mail code, then a new password under the contract's rules. */
export function ResetPasswordForm({ t, lng, hydrated, initialEmail, onReset }: Props) {
  const form = useAuthForm<ResetField>({ email: initialEmail, verificationCode: '', newPassword: '' }, {
    t, lng, problemFields: { INVALID_CODE: 'verificationCode' },
  });

  const checkedEmail = () => form.check(SendEmailCodeRequest, { email: form.values.email, purpose: 'RESET_PASSWORD' })?.email ?? null;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(ForgetPasswordRequest, { ...form.values, verificationCode: form.values.verificationCode.trim() });
    if (!body) return;
    void form.attempt(async () => {
      await shopperApi().forgetPassword(body);
      onReset(body.email);
    });
  }

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={submit} className="space-y-4">
      <FormProblem text={form.problem} />
      <TextField {...form.field('email')} label={t('auth:fields.email')} type="email" autoComplete="username" required />
      <EmailCodeField t={t} purpose="RESET_PASSWORD" field={form.field('verificationCode')} checkedEmail={checkedEmail} onProblem={form.showProblem} />
      <NewPasswordField t={t} label={t('auth:fields.newPassword')} field={form.field('newPassword')} />
      <SubmitButton label={t('auth:reset-submit')} busyLabel={t('auth:submitting')} busy={form.busy} enabled={hydrated} />
    </form>
  );
}
