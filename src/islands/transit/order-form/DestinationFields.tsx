import type { TenantWarehouse } from '../../../../contract/reference';
import type { Address } from '../../../../contract/user';
import type { TFunction } from '../../../lib/i18n/translator';
import { inputClass } from '../../forms/fields';
import { ui } from '../../ui/ui';
import { CHOICE_INPUT } from './choice-input';

export interface DestinationValues {
  destination: string;
  userAddressId: string;
  localWarehouseId: string;
  localExpressCompanyName: string;
}

interface Props {
  id: string;
  addresses: Address[] | null;
  pickupPoints: TenantWarehouse[];
  values: DestinationValues;
  update: (patch: Partial<DestinationValues>) => void;
  t: TFunction;
}

/** Where the parcels go: one of the shopper's addresses (with an optional local courier) or a pickup point. */
export function DestinationFields({ id, addresses, pickupPoints, values, update, t }: Props) {
  const selfPickup = values.destination === 'pickup';
  const pickup = pickupPoints.find((point) => String(point.id) === values.localWarehouseId);
  return (
    <fieldset className={ui.card}>
      <legend className="sr-only">{t('transit:create.destination')}</legend>
      <h2 className={ui.sectionTitle} aria-hidden="true">{t('transit:create.destination')}</h2>
      <div className="mt-3 space-y-3 text-sm">
        <label className="flex items-start gap-3">
          <input type="radio" name="destination" className={CHOICE_INPUT} checked={!selfPickup} onChange={() => update({ destination: 'address' })} disabled={!addresses || addresses.length === 0} />
          <span>{t('transit:create.to-address')}</span>
        </label>
        {!selfPickup && (addresses && addresses.length > 0 ? (
          <div className="ms-7">
            <label htmlFor={id} className="block text-sm font-medium text-gray-800">{t('transit:create.address')}</label>
            <select id={id} className={`mt-1 ${inputClass}`} value={values.userAddressId} onChange={(e) => update({ userAddressId: e.target.value })}>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>{`${a.recipientName}, ${[a.street, a.city, a.province, a.country].filter(Boolean).join(', ')}`}</option>
              ))}
            </select>
            <label htmlFor={`${id}-courier`} className="mt-3 block text-sm font-medium text-gray-800">
              {t('transit:create.local-courier')} <span className="font-normal text-gray-600">({t('transit:create.optional')})</span>
            </label>
            <input id={`${id}-courier`} className={`mt-1 ${inputClass}`} value={values.localExpressCompanyName} maxLength={60} onChange={(e) => update({ localExpressCompanyName: e.target.value })} />
          </div>
        ) : (
          <p className="ms-7 text-gray-700">{t('transit:create.no-address')} <a href="/my/account" className={ui.linkButton}>{t('transit:create.add-address')}</a></p>
        ))}
        {pickupPoints.length > 0 && (
          <label className="flex items-start gap-3">
            <input type="radio" name="destination" className={CHOICE_INPUT} checked={selfPickup} onChange={() => update({ destination: 'pickup' })} />
            <span>{t('transit:create.self-pickup')}</span>
          </label>
        )}
        {selfPickup && (
          <div className="ms-7">
            <label htmlFor={`${id}-pickup`} className="block text-sm font-medium text-gray-800">{t('transit:create.pickup-point')}</label>
            <select id={`${id}-pickup`} className={`mt-1 ${inputClass}`} value={values.localWarehouseId} onChange={(e) => update({ localWarehouseId: e.target.value })}>
              {pickupPoints.map((w) => <option key={w.id} value={w.id}>{`${w.name}, ${w.address}, ${w.city}`}</option>)}
            </select>
            {pickup && <PickupDetails point={pickup} t={t} />}
          </div>
        )}
      </div>
    </fieldset>
  );
}

/** The chosen pickup point's opening hours and map link, where the tenant gave them. */
function PickupDetails({ point, t }: { point: TenantWarehouse; t: TFunction }) {
  if (!point.openingHours && !point.mapUrl) return null;
  return (
    <p className="mt-2 text-gray-700">
      {point.openingHours && <span className="block" dir="auto">{t('transit:create.pickup-hours', { hours: point.openingHours })}</span>}
      {point.mapUrl && <a href={point.mapUrl} target="_blank" rel="noopener noreferrer" className={ui.linkButton}>{t('transit:create.pickup-map', { name: point.name })}</a>}
    </p>
  );
}
