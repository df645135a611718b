import { CARGO_CATEGORIES } from '../../../../contract/transit';
import { type ShippingLine, ShippingLineInput } from '../../../../contract/desk-shipping';
import type { Country } from '../../../../contract/reference';
import { saveShippingLine } from '../../../lib/desk/shipping-actions';
import { CheckboxField, TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { NameFields } from './NameFields';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { bindingsOf, fenOf, nameLabels, namesOf, nameValues, type SiteLanguageProps, wholeOf, yuanOf } from './shipping-form-values';

interface Props extends TranslatedProps, SiteLanguageProps {
  /** The line to edit, or null to add one. */
  line: ShippingLine | null;
  countries: Country[];
}

const NUMBERS = ['firstWeightGrams', 'firstWeightFeeFen', 'extraFeePer500gFen', 'volumetricDivisor', 'minDays', 'maxDays'] as const;

/**
 * Adds or edits a shipping line (docs/product.md, "Desk: shipping"): a name per site language,
 * prices in CNY, destinations and restrictions as named switches, active or not. Saved, the
 * page reloads with the list as the site now shows it.
 */
export default function ShippingLineForm(props: Props) {
  const t = useTranslator(props);
  const { line, siteLanguages, countries } = props;
  const initial: Record<string, string | boolean> = {
    ...nameValues(siteLanguages, line?.names ?? null, line?.name ?? ''),
    description: line?.description ?? '',
    carrier: line?.carrier ?? '',
    firstWeightGrams: String(line?.firstWeightGrams ?? 500),
    firstWeightFeeFen: line ? yuanOf(line.firstWeightFeeFen) : '',
    extraFeePer500gFen: line ? yuanOf(line.extraFeePer500gFen) : '',
    volumetricDivisor: String(line?.volumetricDivisor ?? 6000),
    minDays: String(line?.minDays ?? ''),
    maxDays: String(line?.maxDays ?? ''),
    ...Object.fromEntries(countries.map((country) => [`countries.${country.code}`, line?.countries.includes(country.code) ?? false])),
    ...Object.fromEntries(CARGO_CATEGORIES.map((category) => [`refuses.${category}`, line?.refusedCategories.includes(category) ?? false])),
    refusesBrands: line?.refusesBrands ?? false,
    enabled: line?.enabled ?? true,
  };
  const labels: Record<string, string> = {
    ...nameLabels(siteLanguages, t),
    description: t('desk-shipping:fields.description'),
    carrier: t('desk-shipping:fields.carrier'),
    firstWeightGrams: t('desk-shipping:fields.first-weight'),
    firstWeightFeeFen: t('desk-shipping:fields.first-fee'),
    extraFeePer500gFen: t('desk-shipping:fields.extra-fee'),
    volumetricDivisor: t('desk-shipping:fields.divisor'),
    minDays: t('desk-shipping:fields.min-days'),
    maxDays: t('desk-shipping:fields.max-days'),
    ...Object.fromEntries(countries.map((country) => [`countries.${country.code}`, `${country.name} (${country.code})`])),
    ...Object.fromEntries(CARGO_CATEGORIES.map((category) => [`refuses.${category}`, t(`transit:category.${category}`)])),
    refusesBrands: t('desk-shipping:fields.refuses-brands'),
    enabled: t('desk-shipping:fields.enabled'),
  };
  const [form, formRef] = useForm({
    initial, labels, t, lng: props.lng, schema: ShippingLineInput,
    toInput: (values): unknown => ({
      names: namesOf(siteLanguages, values),
      description: values.description,
      carrier: values.carrier,
      countries: countries.filter((country) => values[`countries.${country.code}`] === true).map((country) => country.code),
      firstWeightGrams: wholeOf(values.firstWeightGrams ?? ''),
      firstWeightFeeFen: fenOf(values.firstWeightFeeFen ?? ''),
      extraFeePer500gFen: fenOf(values.extraFeePer500gFen ?? ''),
      volumetricDivisor: wholeOf(values.volumetricDivisor ?? ''),
      minDays: wholeOf(values.minDays ?? ''),
      maxDays: wholeOf(values.maxDays ?? ''),
      refusedCategories: CARGO_CATEGORIES.filter((category) => values[`refuses.${category}`] === true),
      refusesBrands: values.refusesBrands === true,
      enabled: values.enabled === true,
    }),
    problemFields: { NAME_TAKEN: `names.${siteLanguages[0] ?? 'en'}` },
    onSubmit: async (request) => {
      const saved = await saveShippingLine(line?.id ?? null, request);
      window.location.assign(`/desk/shipping?saved=${saved.id}#line-${saved.id}`);
    },
  });
  const { text, check } = bindingsOf(form.field);

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4">
      <FormProblem text={form.problem} />
      <NameFields siteLanguages={siteLanguages} text={text} t={t} />
      <TextField {...text('description')} maxLength={300} dir="auto" />
      <TextField {...text('carrier')} maxLength={80} dir="auto" />
      <div className="grid gap-3 sm:grid-cols-2">
        {NUMBERS.map((name) => (
          <TextField key={name} {...text(name)} inputMode={name.endsWith('Fen') ? 'decimal' : 'numeric'} required />
        ))}
      </div>
      <fieldset>
        <legend className="font-medium">{t('desk-shipping:fields.countries')}</legend>
        <p className="text-xs text-gray-600">{t('desk-shipping:fields.countries-hint')}</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {countries.map((country) => <CheckboxField key={country.code} {...check(`countries.${country.code}`)} />)}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('desk-shipping:fields.restrictions')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {CARGO_CATEGORIES.map((category) => <CheckboxField key={category} {...check(`refuses.${category}`)} />)}
          <CheckboxField {...check('refusesBrands')} />
        </div>
      </fieldset>
      <CheckboxField {...check('enabled')} />
      <SubmitButton label={t(line ? 'desk-shipping:submit.save' : 'desk-shipping:submit.add')} busyLabel={t('desk-shipping:submit.saving')} busy={form.busy} needsScript
        className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60" />
    </form>
  );
}
