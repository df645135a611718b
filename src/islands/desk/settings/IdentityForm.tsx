import { useState } from 'react';
import { IdentityUpdate, type DeskSettings } from '../../../../contract/desk-settings';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../contract/language';
import { saveIdentity } from '../../../lib/desk/settings-actions';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { themeContrast } from '../../../styles/theme-color';
import { CheckboxField, SelectField, TextAreaField, TextField, type FieldBinding } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';

const SWITCHES = ['hideClock', 'hidePoweredBy', 'chatWidget'] as const;
const ENTITY = ['name', 'businessLicenseNo', 'websiteApprove'] as const;

/** The form's flat values: each named by the path the contract reports its problems at. */
type IdentityValues = Record<string, string | boolean>;

function valuesOf(settings: DeskSettings): IdentityValues {
  return {
    name: settings.name, description: settings.description, themeColor: settings.themeColor,
    defaultLanguage: settings.defaultLanguage, timezoneOffset: String(settings.timezoneOffset),
    googleAnalyticsTraceId: settings.googleAnalyticsTraceId ?? '',
    ...Object.fromEntries(ENTITY.map((key) => [`registrationEntity.${key}`, settings.registrationEntity?.[key] ?? ''])),
    ...Object.fromEntries(SWITCHES.map((key) => [`siteSwitches.${key}`, settings.siteSwitches[key]])),
    ...Object.fromEntries(LANGUAGE_CODES.map((code) => [`language.${code}`, settings.supportedLanguages.includes(code)])),
  };
}

const text = (values: IdentityValues, key: string): string => String(values[key] ?? '');

/** The request from the form: no entity name means no registration, an empty analytics id means none. */
function toInput(values: IdentityValues): IdentityUpdate {
  const entity = Object.fromEntries(ENTITY.map((key) => [key, text(values, `registrationEntity.${key}`)])) as Record<(typeof ENTITY)[number], string>;
  const offset = text(values, 'timezoneOffset').trim();
  return {
    name: text(values, 'name'), description: text(values, 'description'), themeColor: text(values, 'themeColor'),
    defaultLanguage: text(values, 'defaultLanguage') as LanguageCode,
    supportedLanguages: LANGUAGE_CODES.filter((code) => values[`language.${code}`] === true),
    timezoneOffset: /^-?\d{1,4}$/.test(offset) ? Number(offset) : Number.NaN,
    registrationEntity: Object.values(entity).every((value) => value.trim() === '') ? null : entity,
    googleAnalyticsTraceId: text(values, 'googleAnalyticsTraceId').trim() || null,
    siteSwitches: Object.fromEntries(SWITCHES.map((key) => [key, values[`siteSwitches.${key}`] === true])) as IdentityUpdate['siteSwitches'],
  };
}

/** The OWNER's identity form (docs/product.md, "Settings"): name, colour with its contrast check, languages, clock, registration, analytics id, switches. */
export default function IdentityForm(props: TranslatedProps & { settings: DeskSettings }) {
  const t = useTranslator(props);
  const [saved, setSaved] = useState(false);
  const labels: Record<string, string> = {
    name: t('desk-settings:identity.name'), description: t('desk-settings:identity.description'),
    themeColor: t('desk-settings:identity.theme-color'), defaultLanguage: t('desk-settings:identity.default-language'),
    supportedLanguages: t('desk-settings:identity.supported-languages'), timezoneOffset: t('desk-settings:identity.timezone-offset'),
    googleAnalyticsTraceId: t('desk-settings:identity.analytics-id'),
    ...Object.fromEntries(ENTITY.map((key) => [`registrationEntity.${key}`, t(`desk-settings:identity.entity.${key}`)])),
    ...Object.fromEntries(SWITCHES.map((key) => [`siteSwitches.${key}`, t(`desk-settings:identity.switch.${key}`)])),
    ...Object.fromEntries(LANGUAGE_CODES.map((code) => [`language.${code}`, LANGUAGE_NAMES[code]])),
  };
  const [form, formRef] = useForm<IdentityValues, IdentityUpdate>({
    initial: valuesOf(props.settings), labels, t, lng: props.lng, schema: IdentityUpdate, toInput,
    onSubmit: async (identity) => {
      setSaved(false);
      await saveIdentity(identity);
      setSaved(true);
    },
  });
  const binding = (name: string) => ({ name, label: labels[name] ?? name, error: form.field(name).error });
  const bind = (name: string): FieldBinding => ({ ...binding(name), value: text(form.values, name), onValueChange: (value) => form.update({ [name]: value }) });
  const check = (name: string): FieldBinding<boolean> => ({ ...binding(name), value: form.values[name] === true, onValueChange: (value) => form.update({ [name]: value }) });
  const colour = text(form.values, 'themeColor');
  const contrast = /^#[0-9a-f]{6}$/i.test(colour) ? themeContrast(colour) : null;
  const languagesError = form.field('supportedLanguages').error;

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4" onChange={() => setSaved(false)}>
      <FormProblem text={form.problem} />
      <TextField {...bind('name')} required maxLength={60} />
      <TextAreaField {...bind('description')} rows={3} maxLength={300} />

      <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-end">
        <TextField {...bind('themeColor')} type="color" className="mt-1 block h-10 w-20 rounded-md border border-gray-300" />
        <TextField {...bind('themeColor')} name="themeColorText" label={t('desk-settings:identity.theme-color-hex')} hint={t('desk-settings:identity.theme-color-hint')} dir="ltr" />
      </div>
      {contrast && (
        <div className="rounded-md border border-gray-200 p-3 text-sm" data-contrast={contrast.meetsAa ? 'aa' : 'low'}>
          <p className="flex flex-wrap items-center gap-2">
            <span className="rounded px-2 py-1 text-white" style={{ backgroundColor: contrast.ink }}>{t('desk-settings:identity.contrast-sample')}</span>
            <span>{t('desk-settings:identity.contrast-ratio')}: <bdi>{contrast.ratio.toFixed(2)}:1</bdi></span>
          </p>
          {!contrast.meetsAa && (
            <p role="status" className="mt-2 font-medium text-amber-900">{t('desk-settings:identity.contrast-warning', { ink: contrast.ink })}</p>
          )}
        </div>
      )}

      <fieldset className="rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium">{labels['supportedLanguages']}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {LANGUAGE_CODES.map((code) => <CheckboxField key={code} {...check(`language.${code}`)} />)}
        </div>
        {languagesError && <p className="mt-2 text-sm text-red-700" role="alert">{languagesError}</p>}
      </fieldset>
      <SelectField {...bind('defaultLanguage')} required choices={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))} />
      <TextField {...bind('timezoneOffset')} inputMode="numeric" hint={t('desk-settings:identity.timezone-offset-hint')} dir="ltr" required />

      <fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('desk-settings:identity.entity.title')}</legend>
        {ENTITY.map((key) => <TextField key={key} {...bind(`registrationEntity.${key}`)} />)}
      </fieldset>
      <TextField {...bind('googleAnalyticsTraceId')} hint={`${t('desk-settings:identity.analytics-id-hint')} ${t('desk-settings:analytics.not-loaded')}`} dir="ltr" autoComplete="off" />

      <fieldset className="space-y-2 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('desk-settings:identity.switches')}</legend>
        {SWITCHES.map((key) => <CheckboxField key={key} {...check(`siteSwitches.${key}`)} />)}
      </fieldset>

      <p role="status" className="text-sm font-medium text-green-800">{saved ? t('desk-settings:saved') : ''}</p>
      <SubmitButton label={t('desk-settings:save')} busyLabel={t('desk-settings:saving')} busy={form.busy} needsScript
        className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60" />
    </form>
  );
}
