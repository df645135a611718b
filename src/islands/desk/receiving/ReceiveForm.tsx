import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { ScanMatch } from '../../../../contract/desk-receiving';
import { receiveWithPhotos } from '../../../lib/desk/receiving/receiving-actions';
import type { Language } from '../../../lib/i18n/languages';
import type { TFunction } from '../../../lib/i18n/translator';
import { inputClass } from '../../forms/fields';
import { ui } from '../../ui/ui';
import { useAction } from '../../use-action';
import { PhotoPicker } from './PhotoPicker';
import { receivingErrorText } from './receiving-errors';

interface Props {
  match: ScanMatch;
  trackingNo: string;
  t: TFunction;
  lng: Language;
  /** Focus the first field when the form appears: the first receivable match of a scan. */
  first: boolean;
  onReceived: (parcelNo: string, storageLocation: string) => void;
}

const MEASURES = ['weightGrams', 'lengthCm', 'widthCm', 'heightCm', 'storageLocation'] as const;
type Measure = (typeof MEASURES)[number];

/** The lines of a match that take photos: an order's receivable lines, or an inbound parcel's declared contents. */
const photoLinesOf = (match: ScanMatch) => (match.source === 'PURCHASE'
  ? match.lines.filter((line) => line.receivable).map((line) => ({ id: line.id, title: `${line.title} × ${line.quantity}` }))
  : match.contents.map((content) => ({ id: content.index, title: `${content.name} × ${content.quantity}` })));

/** The warehouse's record of one scanned parcel: weight, size, location and each line's QC photos, then Receive. */
export function ReceiveForm({ match, trackingNo, t, lng, first, onReceived }: Props) {
  const prefix = match.source === 'PURCHASE' ? `order-${match.orderId}` : `inbound-${match.inboundParcelId}`;
  const lines = photoLinesOf(match);
  const [values, setValues] = useState<Record<Measure, string>>({ weightGrams: '', lengthCm: '', widthCm: '', heightCm: '', storageLocation: '' });
  const [photos, setPhotos] = useState<Record<number, File[]>>({});
  const [error, setError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const action = useAction((failure) => setError(receivingErrorText(t, lng, failure)));

  useEffect(() => {
    if (first) firstField.current?.focus();
  }, [first]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (lines.some((line) => (photos[line.id] ?? []).length === 0)) {
      setError(t('desk-receiving:photos.required'));
      return;
    }
    void action.run(async () => {
      const measures = {
        trackingNo, weightGrams: Number(values.weightGrams), lengthCm: Number(values.lengthCm), widthCm: Number(values.widthCm),
        heightCm: Number(values.heightCm), storageLocation: values.storageLocation,
      };
      const receipt = await receiveWithPhotos(
        match.source === 'PURCHASE' ? { source: 'PURCHASE', orderId: match.orderId, ...measures } : { source: 'INBOUND', inboundParcelId: match.inboundParcelId, ...measures },
        lines.map((line) => ({ lineId: line.id, files: photos[line.id] ?? [] })),
      );
      onReceived(receipt.parcelNo, receipt.storageLocation);
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-describedby={error ? `${prefix}-error` : undefined}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {MEASURES.map((name, index) => (
          <div key={name} className={name === 'storageLocation' ? 'col-span-2 sm:col-span-1' : ''}>
            <label htmlFor={`${prefix}-${name}`} className="block text-sm font-medium">{t(`desk-receiving:fields.${name}`)}</label>
            <input
              ref={index === 0 ? firstField : undefined}
              id={`${prefix}-${name}`}
              name={name}
              required
              className={inputClass}
              {...(name === 'storageLocation'
                ? { autoComplete: 'off', maxLength: 40 }
                : { type: 'number', inputMode: 'numeric' as const, min: 1, step: 1 })}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
            />
          </div>
        ))}
      </div>
      {lines.map((line) => (
        <PhotoPicker
          key={line.id}
          id={`${prefix}-photos-${line.id}`}
          label={t('desk-receiving:photos.of', { item: line.title })}
          files={photos[line.id] ?? []}
          onFiles={(files) => setPhotos({ ...photos, [line.id]: files })}
          t={t}
        />
      ))}
      {error && <p id={`${prefix}-error`} role="alert" className="text-sm text-red-700">{error}</p>}
      <button type="submit" disabled={action.busy} className={ui.primaryButton}>
        {action.busy ? t('desk-receiving:receive.busy') : t('desk-receiving:receive.submit')}
      </button>
    </form>
  );
}
