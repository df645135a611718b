import { EmailChangeRequest, type Profile } from '../../../contract/user';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { changeEmail } from '../../lib/account/account-actions';
import { pushToast } from '../../lib/toasts/toasts';
import { EmailCodeField } from '../forms/EmailCodeField';
import { TextField } from '../forms/fields';
import { FormEnd } from '../forms/FormEnd';
import { useForm } from '../forms/use-form';
import { ui } from '../ui/ui';

interface Props {
  profile: Profile;
  onChanged: (profile: Profile) => void;
  t: TFunction;
  lng: Language;
}

const EMPTY = { email: '', verificationCode: '', loginPassword: '' };

/**
 * A new e-mail address: a code goes to the new address (again only after the provider's
 * resend interval), then the code and the current password confirm the change.
 */
export function EmailSection({ profile, onChanged, t, lng }: Props) {
  const [form, formRef] = useForm({
    initial: EMPTY,
    schema: EmailChangeRequest,
    labels: {
      email: t('account:email.new'),
      verificationCode: t('auth:fields.verificationCode'),
      loginPassword: t('account:email.password'),
    },
    rules: ({ email }) => (email.trim().toLowerCase() === profile.email ? { email: t('account:email.same') } : {}),
    onSubmit: async (request) => {
      const changed = await changeEmail(request);
      onChanged(changed);
      form.reset();
      pushToast({ kind: 'success', message: t('account:email.changed', { email: changed.email }) });
    },
    t,
    lng,
  });

  return (
    <section aria-labelledby="email-title" className={ui.card}>
      <h2 id="email-title" className={`mb-1 ${ui.sectionTitle}`}>{t('account:email.title')}</h2>
      <p className="mb-4 text-sm text-gray-700">
        {t('account:email.current')} <strong dir="ltr">{profile.email}</strong>
      </p>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField {...form.field('email')} required type="email" autoComplete="email" dir="ltr" />
        </div>
        <EmailCodeField
          t={t}
          purpose="CHANGE_EMAIL"
          field={form.field('verificationCode')}
          checkedEmail={() => (form.validateFields(['email']) ? form.values.email.trim() : null)}
          onProblem={form.showProblem}
          onSent={() => form.clearMessage('verificationCode')}
        />
        <TextField {...form.field('loginPassword')} required type="password" autoComplete="current-password" />
        <FormEnd problem={form.problem} submitLabel={t('account:email.submit')} busyLabel={t('account:actions.saving')} busy={form.busy} />
      </form>
    </section>
  );
}
