import { ProfileUpdate, type Profile } from '../../../contract/user';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { pushToast } from '../../lib/toasts/toasts';
import { saveProfile, saveProviderLanguage } from '../../lib/account/account-actions';
import type { Choice } from '../../lib/account/choices';
import { FormEnd } from '../forms/FormEnd';
import { SelectField, TextField } from '../forms/fields';
import { useForm, valuesFrom } from '../forms/use-form';
import { ui } from '../ui/ui';

interface Props {
  profile: Profile;
  /** The tenant's languages, each named in itself. */
  languages: Choice[];
  onSaved: (profile: Profile) => void;
  /** Opens the page in another language once the provider knows it. */
  onLanguageChanged: (language: string) => void;
  t: TFunction;
  lng: Language;
}

/** Name, phone, second e-mail and language; a company account also shows its registration. */
export function ProfileSection({ profile, languages, onSaved, onLanguageChanged, t, lng }: Props) {
  const [form, formRef] = useForm({
    initial: valuesFrom({ name: '', phoneNumber: '', secondEmail: '', language: '' }, profile),
    schema: ProfileUpdate,
    // A blank second e-mail removes it; the language is not part of the profile update (the schema drops it).
    toInput: ({ secondEmail, ...rest }) => ({ ...rest, secondEmail: secondEmail.trim() || null }),
    labels: {
      name: t('account:profile.name'),
      phoneNumber: t('account:profile.phone'),
      secondEmail: t('account:profile.second-email'),
      language: t('account:profile.language'),
    },
    onSubmit: async (update, { language }) => {
      const saved = await saveProfile(update);
      onSaved(saved);
      if (language === saved.language) {
        pushToast({ kind: 'success', message: t('account:profile.saved') });
        return;
      }
      await saveProviderLanguage(language);
      onLanguageChanged(language);
    },
    t,
    lng,
  });

  return (
    <section aria-labelledby="profile-title" className={ui.card}>
      <h2 id="profile-title" className={`mb-4 ${ui.sectionTitle}`}>{t('account:profile.title')}</h2>
      {profile.accountType === 'COMPANY' && (
        <dl className="mb-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-600">{t('account:profile.account-type')}</dt>
          <dd>{t('account:profile.company-account')}</dd>
          <dt className="text-gray-600">{t('account:profile.business-licence')}</dt>
          <dd dir="ltr" className="text-start">{profile.businessLicenseNo}</dd>
          <dt className="text-gray-600">{t('account:profile.legal-person')}</dt>
          <dd>{profile.legalPersonName}</dd>
        </dl>
      )}
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field('name')} required autoComplete="name" />
        <TextField {...form.field('phoneNumber')} required type="tel" autoComplete="tel" dir="ltr" />
        <TextField {...form.field('secondEmail')} type="email" autoComplete="email" dir="ltr" hint={t('account:profile.second-email-hint')} />
        <SelectField {...form.field('language')} choices={languages} hint={t('account:profile.language-hint')} />
        <FormEnd problem={form.problem} submitLabel={t('account:profile.save')} busyLabel={t('account:actions.saving')} busy={form.busy} />
      </form>
    </section>
  );
}
