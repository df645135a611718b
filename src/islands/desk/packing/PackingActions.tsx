import { useState } from 'react';
import { PACKAGE_PHOTOS_MAX, PackRequest, SCAN_CODES, ScanRequest, ShipRequest } from '../../../../contract/desk-packing';
import type { TransitOrderStatus } from '../../../../contract/transit';
import { addScan, isUploadablePicture, packWithPhotos, shipPacked } from '../../../lib/desk/packing/packing-actions';
import { SelectField, TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import type { TFunction } from '../../../lib/i18n/translator';
import type { Language } from '../../../lib/i18n/languages';

interface Props extends TranslatedProps {
  orderId: number;
  status: TransitOrderStatus;
  selfPickup: boolean;
}

const PackMeasures = PackRequest.omit({ photoKeys: true });
const whole = (value: string) => (value.trim() === '' ? undefined : Number(value));
const button = 'rounded-md bg-primary-ink px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60';

interface FormProps {
  orderId: number;
  t: TFunction;
  lng: Language;
}

/** Weight, size and photos of the packed parcel; the fee follows from them on the provider. */
function PackForm({ orderId, t, lng }: FormProps) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [form, formRef] = useForm({
    initial: { weightGrams: '', lengthCm: '', widthCm: '', heightCm: '' },
    labels: {
      weightGrams: t('desk-packing:pack.weight'), lengthCm: t('desk-packing:pack.length'), widthCm: t('desk-packing:pack.width'), heightCm: t('desk-packing:pack.height'),
    },
    t, lng,
    schema: PackMeasures,
    toInput: (values) => ({ weightGrams: whole(values.weightGrams), lengthCm: whole(values.lengthCm), widthCm: whole(values.widthCm), heightCm: whole(values.heightCm) }),
    rules: () => ({}),
    onSubmit: async (measures) => {
      if (photos.length === 0 || photos.length > PACKAGE_PHOTOS_MAX || !photos.every(isUploadablePicture)) {
        form.setProblem(t('desk-packing:pack.photos-required'));
        return;
      }
      await packWithPhotos(orderId, measures, photos);
    },
  });
  const number = { inputMode: 'numeric', min: 1, type: 'number', required: true } as const;
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4" aria-labelledby="pack-title">
      <h2 id="pack-title" className="text-lg font-semibold">{t('desk-packing:pack.title')}</h2>
      <p className="text-sm text-gray-700">{t('desk-packing:pack.intro')}</p>
      <FormProblem text={form.problem} />
      <TextField {...form.field('weightGrams')} {...number} max={1_000_000} />
      <div className="grid grid-cols-3 gap-3">
        <TextField {...form.field('lengthCm')} {...number} max={500} />
        <TextField {...form.field('widthCm')} {...number} max={500} />
        <TextField {...form.field('heightCm')} {...number} max={500} />
      </div>
      <div>
        <label htmlFor="pack-photos" className="block text-sm font-medium text-gray-800">{t('desk-packing:pack.photos')}<span aria-hidden="true" className="text-red-700"> *</span></label>
        <input
          id="pack-photos" name="photos" type="file" accept="image/jpeg,image/png" capture="environment" multiple required aria-describedby="pack-photos-hint"
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
          className="mt-1 block w-full text-sm file:me-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2"
        />
        <p id="pack-photos-hint" className="mt-1 text-xs text-gray-600">{t('desk-packing:pack.photos-hint', { max: PACKAGE_PHOTOS_MAX })}</p>
      </div>
      <SubmitButton label={t('desk-packing:pack.submit')} busyLabel={t('desk-packing:pack.submitting')} busy={form.busy} needsScript className={button} />
    </form>
  );
}

/** The carrier and its tracking number, once the shopper has paid. */
function ShipForm({ orderId, t, lng }: FormProps) {
  const [form, formRef] = useForm({
    initial: { carrier: '', trackingNumber: '' },
    labels: { carrier: t('desk-packing:ship.carrier'), trackingNumber: t('desk-packing:ship.tracking') },
    t, lng,
    schema: ShipRequest,
    onSubmit: (body) => shipPacked(orderId, body),
  });
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4" aria-labelledby="ship-title">
      <h2 id="ship-title" className="text-lg font-semibold">{t('desk-packing:ship.title')}</h2>
      <p className="text-sm text-gray-700">{t('desk-packing:ship.intro')}</p>
      <FormProblem text={form.problem} />
      <TextField {...form.field('carrier')} maxLength={60} required />
      <TextField {...form.field('trackingNumber')} maxLength={40} autoCapitalize="characters" spellCheck={false} required />
      <SubmitButton label={t('desk-packing:ship.submit')} busyLabel={t('desk-packing:ship.submitting')} busy={form.busy} needsScript className={button} />
    </form>
  );
}

/** A carrier's scan; Delivered delivers the order. */
function ScanForm({ orderId, t, lng, selfPickup }: FormProps & { selfPickup: boolean }) {
  const codes = SCAN_CODES.filter((code) => code !== (selfPickup ? 'OUT_FOR_DELIVERY' : 'READY_FOR_PICKUP'));
  const [form, formRef] = useForm({
    initial: { code: codes[0] as string, location: '' },
    labels: { code: t('desk-packing:scan.code'), location: t('desk-packing:scan.location') },
    t, lng,
    schema: ScanRequest,
    onSubmit: (body) => addScan(orderId, body),
  });
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="space-y-4" aria-labelledby="scan-title">
      <h2 id="scan-title" className="text-lg font-semibold">{t('desk-packing:scan.title')}</h2>
      <p className="text-sm text-gray-700">{t('desk-packing:scan.intro')}</p>
      <FormProblem text={form.problem} />
      <SelectField {...form.field('code')} choices={codes.map((code) => ({ value: code, label: t(`transit:tracking.${code}`) }))} required />
      <TextField {...form.field('location')} maxLength={100} required />
      <SubmitButton label={t('desk-packing:scan.submit')} busyLabel={t('desk-packing:scan.submitting')} busy={form.busy} needsScript className={button} />
    </form>
  );
}

/** The step the order waits for on the packing desk: pack, ship, or the carrier's scans. */
export default function PackingActions(props: Props) {
  const t = useTranslator(props);
  const common = { orderId: props.orderId, t, lng: props.lng };
  switch (props.status) {
    case 'CREATED':
    case 'PACKING':
      return <PackForm {...common} />;
    case 'PAID':
      return <ShipForm {...common} />;
    case 'SHIPPED':
      return <ScanForm {...common} selfPickup={props.selfPickup} />;
    default:
      return null;
  }
}
