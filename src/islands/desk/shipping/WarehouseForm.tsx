import { type DeskWarehouse, WarehouseInput } from '../../../../contract/desk-shipping';
import type { Country } from '../../../../contract/reference';
import { WAREHOUSE_REGIONS } from '../../../../contract/tenant';
import { saveWarehouse } from '../../../lib/desk/shipping-actions';
import { SelectField, TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { NameFields } from './NameFields';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { bindingsOf, countryChoices, nameLabels, namesOf, nameValues, type SiteLanguageProps } from './shipping-form-values';

interface Props extends TranslatedProps, SiteLanguageProps {
  /** The warehouse to edit (its region stays), or null to add one. */
  warehouse: DeskWarehouse | null;
  countries: Country[];
}

const TEXTS = [
  ['province', 'province', 80], ['city', 'city', 80], ['address', 'address', 200], ['postcode', 'postcode', 20],
  ['contactName', 'contact', 80], ['phone', 'phone', 40],
] as const;

/**
 * Adds or edits a China warehouse or a local pickup point (docs/product.md, "Desk: shipping"): a
 * name per site language, the address, and for a pickup point its opening hours and map link.
 */
export default function WarehouseForm(props: Props) {
  const t = useTranslator(props);
  const { warehouse, siteLanguages, countries } = props;
  const initial: Record<string, string | boolean> = {
    region: warehouse?.region ?? 'LOCAL',
    ...nameValues(siteLanguages, warehouse?.names ?? null, warehouse?.name ?? ''),
    country: warehouse?.country ?? countries[0]?.code ?? '',
    ...Object.fromEntries(TEXTS.map(([name]) => [name, warehouse?.[name] ?? ''])),
    openingHours: warehouse?.openingHours ?? '',
    mapUrl: warehouse?.mapUrl ?? '',
  };
  const labels: Record<string, string> = {
    region: t('desk-shipping:fields.region'),
    ...nameLabels(siteLanguages, t),
    country: t('desk-shipping:fields.country'),
    ...Object.fromEntries(TEXTS.map(([name, key]) => [name, t(`desk-shipping:fields.${key}`)])),
    openingHours: t('desk-shipping:fields.hours'),
    mapUrl: t('desk-shipping:fields.map'),
  };
  const [form, formRef] = useForm({
    initial, labels, t, lng: props.lng, schema: WarehouseInput,
    toInput: (values): unknown => ({
      ...Object.fromEntries(['region', 'country', 'openingHours', 'mapUrl', ...TEXTS.map(([name]) => name)].map((name) => [name, values[name]])),
      names: namesOf(siteLanguages, values),
    }),
    problemFields: { NAME_TAKEN: `names.${siteLanguages[0] ?? 'en'}` },
    onSubmit: async (request) => {
      const saved = await saveWarehouse(warehouse?.id ?? null, request);
      window.location.assign(`/desk/shipping/warehouses?saved=${saved.id}#warehouse-${saved.id}`);
    },
  });
  const { text } = bindingsOf(form.field);
  const pickup = form.values.region === 'LOCAL';

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4">
      <FormProblem text={form.problem} />
      <SelectField {...text('region')} disabled={warehouse !== null} required
        choices={WAREHOUSE_REGIONS.map((region) => ({ value: region, label: t(`desk-shipping:region.${region}`) }))} />
      <NameFields siteLanguages={siteLanguages} text={text} t={t} />
      <SelectField {...text('country')} choices={countryChoices(countries)} required />
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXTS.map(([name, , max]) => <TextField key={name} {...text(name)} maxLength={max} dir="auto" required={name === 'city' || name === 'address'} />)}
      </div>
      {pickup && (
        <>
          <TextField {...text('openingHours')} maxLength={200} dir="auto" hint={t('desk-shipping:fields.hours-hint')} />
          <TextField {...text('mapUrl')} type="url" maxLength={500} dir="ltr" hint={t('desk-shipping:fields.map-hint')} />
        </>
      )}
      <SubmitButton label={t(warehouse ? 'desk-shipping:submit.save' : 'desk-shipping:submit.add')} busyLabel={t('desk-shipping:submit.saving')} busy={form.busy} needsScript
        className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60" />
    </form>
  );
}
