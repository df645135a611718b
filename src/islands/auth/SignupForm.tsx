import { useState, type SubmitEvent } from 'react';
import { SendEmailCodeRequest, SignupPayload, type AccountType, type Profile } from '../../../contract/user';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { ACCOUNT_TYPE_KEYS } from '../../lib/i18n/value-labels';
import { isPromotionCodeValid } from '../../lib/session/access-actions';
import { signUp } from '../../lib/session/session-client';
import { EmailCodeField } from '../forms/EmailCodeField';
import { CheckboxField, TextField } from '../forms/fields';
import { FormProblem } from '../forms/FormProblem';
import { SubmitButton } from '../forms/SubmitButton';
import { useForm } from '../forms/use-form';
import { authLabels } from './auth-labels';
import { NewPasswordField } from './NewPasswordField';

type SignupField =
  | 'name' | 'phoneNumber' | 'email' | 'verificationCode' | 'loginPassword' | 'secondEmail' | 'promotionCode'
  | 'businessLicenseNo' | 'legalPersonName';

const ACCOUNT_TYPES: AccountType[] = ['INDIVIDUAL', 'COMPANY'];
const EMPTY: Record<SignupField, string> & { acceptTerms: boolean } = {
  name: '', phoneNumber: '', email: '', verificationCode: '', loginPassword: '', secondEmail: '', promotionCode: '',
  businessLicenseNo: '', legalPersonName: '', acceptTerms: false,
};
const TERMS_LINKS = [
  { href: '/terms', key: 'article.USER_AGREEMENT' },
  { href: '/privacy', key: 'article.PRIVACY_POLICY' },
] as const;
const optional = (value: string) => value.trim() || undefined;

interface Props {
  t: TFunction;
  lng: Language;
  /** The terms the shopper accepts (docs/product.md, "Terms"); null when the site has none. */
  termsVersion: string | null;
  onSession: (profile: Profile) => Promise<void>;
}

/**
 * Personal or company sign-up with an e-mail code, an optional promotion code, the contract's
 * password rules, and the site's terms accepted.
 */
export function SignupForm({ t, lng, termsVersion, onSession }: Props) {
  const [accountType, setAccountType] = useState<AccountType>('INDIVIDUAL');
  const [form, formRef] = useForm({
    initial: EMPTY, labels: authLabels(t, EMPTY), t, lng,
    problemFields: { EMAIL_TAKEN: 'email', INVALID_CODE: 'verificationCode', INVALID_PROMOTION_CODE: 'promotionCode', TERMS_NOT_ACCEPTED: 'acceptTerms' },
  });
  const company = accountType === 'COMPANY';
  const v = form.values;

  const checkedEmail = () => form.checkWith(SendEmailCodeRequest, { email: v.email, purpose: 'SIGNUP' })?.email ?? null;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      accountType, name: v.name, phoneNumber: v.phoneNumber, email: v.email, verificationCode: v.verificationCode.trim(),
      loginPassword: v.loginPassword, secondEmail: optional(v.secondEmail), promotionCode: optional(v.promotionCode),
      ...(company ? { businessLicenseNo: optional(v.businessLicenseNo), legalPersonName: optional(v.legalPersonName) } : {}),
      acceptedTermsVersion: v.acceptTerms ? termsVersion ?? undefined : undefined,
    };
    const payload = form.checkWith(SignupPayload, input);
    if (!payload) return;
    if (termsVersion !== null && !v.acceptTerms) {
      form.showProblem({ code: 'TERMS_NOT_ACCEPTED', status: 400 });
      return;
    }
    void form.attempt(async () => {
      if (payload.promotionCode) {
        if (!(await isPromotionCodeValid(payload.email, payload.promotionCode))) {
          form.showProblem({ code: 'INVALID_PROMOTION_CODE', status: 400 });
          return;
        }
      }
      await onSession(await signUp(payload));
    });
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="space-y-4">
      <FormProblem text={form.problem} />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t('auth:fields.accountType')}</legend>
        <div className="mt-1 flex gap-4">
          {ACCOUNT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input type="radio" name="accountType" value={type} checked={accountType === type} onChange={() => setAccountType(type)} className="accent-primary-ink" />
              {t(ACCOUNT_TYPE_KEYS[type])}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField {...form.field('name')} autoComplete="name" required />
      {company && (
        <>
          <TextField {...form.field('businessLicenseNo')} required />
          <TextField {...form.field('legalPersonName')} required />
        </>
      )}
      <TextField {...form.field('phoneNumber')} type="tel" autoComplete="tel" required />
      <TextField {...form.field('email')} type="email" autoComplete="email" required />
      <EmailCodeField t={t} purpose="SIGNUP" field={form.field('verificationCode')} checkedEmail={checkedEmail} onProblem={form.showProblem} onSent={() => form.clearMessage('verificationCode')} />
      <NewPasswordField t={t} field={form.field('loginPassword')} />
      <TextField {...form.field('secondEmail')} optionalText={t('form.optional')} type="email" autoComplete="off" />
      <TextField {...form.field('promotionCode')} optionalText={t('form.optional')} autoComplete="off" />
      {termsVersion !== null && (
        <CheckboxField {...form.field('acceptTerms')}>
          <p className="ms-6 mt-1 flex gap-3 text-sm">
            {TERMS_LINKS.map((link) => (
              <a key={link.href} href={link.href} target="_blank" rel="noopener" className="font-medium text-primary-ink underline-offset-2 hover:underline">{t(link.key)}</a>
            ))}
          </p>
        </CheckboxField>
      )}
      {/* Sign-up needs the e-mail code call: the button waits for hydration. */}
      <SubmitButton label={t('auth:signup-submit')} busyLabel={t('auth:submitting')} busy={form.busy} needsScript />
    </form>
  );
}
