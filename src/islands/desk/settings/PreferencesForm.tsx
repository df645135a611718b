import { useState } from 'react';
import { DeskPreferences } from '../../../../contract/desk-preferences';
import { PRODUCT_PLATFORMS } from '../../../../contract/tenant';
import { savePreferences } from '../../../lib/desk/preferences-actions';
import { yuanToFen } from '../../../lib/desk/money-desk';
import { CheckboxField, TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';

interface Props extends TranslatedProps {
  preferences: DeskPreferences;
}

/** Fen as the yuan a field shows (`12.50`). */
const fenToYuan = (fen: number): string => (fen / 100).toFixed(2);

const SWITCHES = ['showExchangeRate', 'showStockin', 'showTransit', 'showUserWarehouse'] as const;
const NUMBERS = ['serviceFeePercent', 'freeStorageDays', 'storageFeeYuanPerDay', 'payWithinMinutes', 'fourEyesThresholdYuan'] as const;
type Values = Record<(typeof SWITCHES)[number] | `platform${(typeof PRODUCT_PLATFORMS)[number]}`, boolean> & Record<(typeof NUMBERS)[number], string>;

/** The form's own strings: one per field, its groups and its button. */
type LabelKey = (typeof SWITCHES)[number] | (typeof NUMBERS)[number] | 'switches' | 'platforms' | 'save' | 'saving' | 'saved';

const valuesOf = (p: DeskPreferences): Values => ({
  ...Object.fromEntries(SWITCHES.map((key) => [key, p[key]])),
  ...Object.fromEntries(PRODUCT_PLATFORMS.map((platform) => [`platform${platform}`, p.productPlatforms.includes(platform)])),
  serviceFeePercent: String(p.serviceFeeBasisPoints / 100),
  freeStorageDays: String(p.freeStorageDays),
  storageFeeYuanPerDay: fenToYuan(p.storageFeeFenPerDay),
  payWithinMinutes: String(p.payWithinMinutes),
  fourEyesThresholdYuan: fenToYuan(p.fourEyesThresholdFen),
}) as Values;

const inputOf = (v: Values): unknown => ({
  ...Object.fromEntries(SWITCHES.map((key) => [key, v[key]])),
  productPlatforms: PRODUCT_PLATFORMS.filter((platform) => v[`platform${platform}`]),
  serviceFeeBasisPoints: Math.round(Number(v.serviceFeePercent) * 100),
  freeStorageDays: Number(v.freeStorageDays),
  storageFeeFenPerDay: yuanToFen(v.storageFeeYuanPerDay),
  payWithinMinutes: Number(v.payWithinMinutes),
  fourEyesThresholdFen: yuanToFen(v.fourEyesThresholdYuan),
});

/** The owner's preferences (docs/product.md, "Desk settings: preferences and money"): one save, audited. */
export default function PreferencesForm({ preferences, ...props }: Props) {
  const t = useTranslator(props);
  const [saved, setSaved] = useState(false);
  const label = (key: LabelKey) => t(`desk-settings:preferences.${key}`);
  const [form, formRef] = useForm({
    initial: valuesOf(preferences),
    labels: Object.fromEntries([...SWITCHES, ...NUMBERS].map((key) => [key, label(key)]).concat(PRODUCT_PLATFORMS.map((p) => [`platform${p}`, p]))) as Record<keyof Values, string>,
    t,
    lng: props.lng,
    schema: DeskPreferences,
    toInput: inputOf,
    onSubmit: async (payload) => {
      setSaved(false);
      await savePreferences(payload);
      setSaved(true);
    },
  });
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4">
      <FormProblem text={form.problem} />
      <fieldset className="space-y-2">
        <legend className="font-semibold">{label('switches')}</legend>
        {SWITCHES.map((key) => <CheckboxField key={key} {...form.field(key)} />)}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{label('platforms')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PRODUCT_PLATFORMS.map((platform) => <CheckboxField key={platform} {...form.field(`platform${platform}`)} />)}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {NUMBERS.map((key) => <TextField key={key} {...form.field(key)} inputMode="decimal" required />)}
      </div>
      <SubmitButton label={label('save')} busyLabel={label('saving')} busy={form.busy} />
      {saved && <p role="status" className="text-sm text-green-800">{label('saved')}</p>}
    </form>
  );
}
