import { PASSWORD_RULES, PasswordChangeRequest } from '../../../contract/user';
import { checkField } from '../../lib/forms/check-field';
import { formatFieldMessage } from '../../lib/forms/field-message';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { changePassword } from '../../lib/session/session-client';
import { pushToast } from '../../lib/toasts/toasts';
import { FormEnd } from '../forms/FormEnd';
import { TextField } from '../forms/fields';
import { useForm } from '../forms/use-form';
import { ui } from '../ui/ui';

const EMPTY = { oldPassword: '', newPassword: '', repeatPassword: '' };

/** The current password and a new one (the contract's rules), typed twice so a typo cannot lock the shopper out. */
export function PasswordSection({ t, lng }: { t: TFunction; lng: Language }) {
  const repeatLabel = t('account:password.repeat');
  const [form, formRef] = useForm({
    initial: EMPTY,
    schema: PasswordChangeRequest,
    labels: {
      oldPassword: t('account:password.old'),
      newPassword: t('account:password.new'),
      repeatPassword: repeatLabel,
    },
    // The repetition is the form's own field: the contract does not know it.
    rules: ({ newPassword, repeatPassword }) => {
      const missing = checkField(repeatPassword, { required: true });
      if (missing) return { repeatPassword: formatFieldMessage(t, lng, missing, repeatLabel) };
      return repeatPassword === newPassword ? {} : { repeatPassword: t('account:password.mismatch') };
    },
    // Through the storefront: the provider answers a new session, which replaces the one in the cookies.
    onSubmit: async (request) => {
      await changePassword(request);
      form.reset();
      pushToast({ kind: 'success', message: t('account:password.changed') });
    },
    t,
    lng,
  });

  return (
    <section aria-labelledby="password-title" className={ui.card}>
      <h2 id="password-title" className={`mb-4 ${ui.sectionTitle}`}>{t('account:password.title')}</h2>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <TextField {...form.field('oldPassword')} required type="password" autoComplete="current-password" />
        </div>
        <TextField {...form.field('newPassword')} required type="password" autoComplete="new-password" hint={t('account:password.rules', PASSWORD_RULES)} />
        <TextField {...form.field('repeatPassword')} required type="password" autoComplete="new-password" />
        <FormEnd problem={form.problem} submitLabel={t('account:password.submit')} busyLabel={t('account:actions.saving')} busy={form.busy} />
      </form>
    </section>
  );
}
