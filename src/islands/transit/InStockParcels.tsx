import { useState } from 'react';
import type { StockInParcel } from '../../../contract/transit';
import { formatTenantTime } from '../../lib/account/tenant-time';
import { formatNumber } from '../../lib/money/format';
import { formatKg } from '../../lib/units/weight';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { isShippable, storageLeftShare, storageTone, type StorageTone } from '../../lib/transit/storage-countdown';
import { NEW_TRANSIT_PATH, PARCEL_PARAM, transitOrderHref } from '../../lib/transit/transit-list';
import { useHydrated } from '../forms/use-hydrated';
import { LineOptions } from '../ui/LineOptions';
import { photoLabels, PhotoThumbnails } from '../ui/PhotoGallery';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  parcels: StockInParcel[];
  freeStorageDays: number;
  display: PriceDisplay;
  timezoneOffset: number;
}

const TONE: Record<StorageTone, { text: string; bar: string }> = {
  ok: { text: 'text-gray-700', bar: 'bg-green-600' },
  soon: { text: 'text-amber-900', bar: 'bg-amber-500' },
  urgent: { text: 'text-red-800 font-semibold', bar: 'bg-red-600' },
  overdue: { text: 'text-red-800 font-semibold', bar: 'bg-red-700' },
};


/**
 * The parcels in the China warehouse: their goods with QC photos (a lightbox), measures and
 * free storage left. The shopper ticks the parcels to ship; the form goes to the transit order
 * form with that selection, as a plain GET, so it works before and without JavaScript too.
 */
export default function InStockParcels(props: Props) {
  const t = useTranslator(props);
  const { parcels, freeStorageDays, display, timezoneOffset } = props;
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<number[]>([]);
  const shippable = parcels.filter(isShippable);
  const chosen = parcels.filter((p) => selected.includes(p.id));
  const allChosen = shippable.length > 0 && chosen.length === shippable.length;
  const toggle = (id: number, on: boolean) => setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const time = (iso: string) => formatTenantTime(iso, timezoneOffset).slice(0, 10);

  return (
    <form method="get" action={NEW_TRANSIT_PATH} aria-label={t('transit:stock.list')} className="space-y-4">
      <div className={`${ui.card} sticky top-2 z-10 flex flex-wrap items-center justify-between gap-3`}>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            className="size-5 accent-primary-ink"
            checked={allChosen}
            disabled={shippable.length === 0}
            onChange={(e) => setSelected(e.target.checked ? shippable.map((p) => p.id) : [])}
          />
          {t('transit:stock.select-all')}
        </label>
        <p className="text-sm text-gray-700" aria-live="polite">
          {t('transit:stock.selected', { count: chosen.length, number: formatNumber(chosen.length, {}, display.locale), weight: formatKg(chosen.reduce((sum, p) => sum + p.weightGrams, 0), display.locale) })}
        </p>
        <button type="submit" className={ui.primaryButton} disabled={hydrated && chosen.length === 0}>{t('transit:stock.ship')}</button>
      </div>

      <ul className="space-y-3" aria-label={t('transit:stock.list')}>
        {parcels.map((parcel) => {
          const tone = storageTone(parcel);
          const checkboxId = `parcel-${parcel.id}`;
          return (
            <li key={parcel.id}>
              <article className={ui.card} aria-labelledby={`${checkboxId}-title`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="flex items-start gap-3">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      name={PARCEL_PARAM}
                      value={parcel.id}
                      disabled={!isShippable(parcel)}
                      checked={selected.includes(parcel.id)}
                      onChange={(e) => toggle(parcel.id, e.target.checked)}
                      className="mt-1 size-5 accent-primary-ink disabled:opacity-40"
                    />
                    <div>
                      <h2 id={`${checkboxId}-title`} className="font-semibold text-gray-900">
                        <label htmlFor={checkboxId}>{t('transit:stock.parcel', { no: parcel.parcelNo })}</label>
                      </h2>
                      <p className="text-sm text-gray-700">
                        {parcel.source === 'PURCHASE' && parcel.orderId !== null
                          ? <a href={`/my/purchase/${parcel.orderId}`} className={ui.linkButton}>{t('transit:stock.from-order', { no: parcel.orderNo ?? '' })}</a>
                          : t('transit:stock.from-inbound', { no: parcel.origin })}
                        {' · '}{t('transit:stock.stocked-in', { date: time(parcel.stockInAt) })}
                      </p>
                    </div>
                  </div>
                  {parcel.state !== 'IN_STOCK' && parcel.transitOrderId !== null && (
                    <a href={transitOrderHref(parcel.transitOrderId)} className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 hover:underline">
                      {t('transit:stock.in-order', { no: parcel.transitOrderNo ?? '' })}
                    </a>
                  )}
                </div>

                <ul className="mt-3 divide-y divide-gray-100">
                  {parcel.lines.map((line, index) => (
                    <li key={index} className="flex flex-wrap gap-3 py-2 text-sm">
                      {line.image ? <img src={line.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-md object-cover" loading="lazy" /> : <span className="size-14 shrink-0 rounded-md bg-gray-100" />}
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-gray-900">{line.title}</p>
                        {line.specification && <p className="text-gray-600">{line.specification}</p>}
                        <LineOptions title={line.title} originalTitle={line.originalTitle} options={line.options} showOriginal={t('product:page.show-original')} />
                        <p className="text-gray-700">{t('transit:stock.quantity-value', { quantity: formatNumber(line.quantity, {}, display.locale), value: formatPrice(line.unitValue * line.quantity, display) })}</p>
                      </div>
                      {line.qcPhotos.length > 0 && (
                        <div className="w-full sm:w-auto">
                          <p className="text-xs text-gray-600">{t('transit:stock.qc-photos', { total: line.qcPhotos.length })}</p>
                          <PhotoThumbnails
                            photos={line.qcPhotos}
                            title={t('transit:stock.photos-of', { title: line.title })}
                            photoNames={line.qcPhotos.map((_, n) => t('transit:stock.open-photo', { n: n + 1, total: line.qcPhotos.length, title: line.title }))}
                            size={48}
                            labels={photoLabels(t)}
                          />
                        </div>
                      )}
                    </li>
                  ))}
                </ul>

                <div className="mt-3 grid gap-3 border-t border-gray-200 pt-3 text-sm sm:grid-cols-2">
                  <p className="text-gray-700">
                    {t('transit:stock.measures', { weight: formatKg(parcel.weightGrams, display.locale), length: parcel.lengthCm, width: parcel.widthCm, height: parcel.heightCm })}
                    {parcel.categories.length > 0 && <> · {parcel.categories.map((c) => t(`transit:category.${c}`)).join(', ')}</>}
                  </p>
                  <div>
                    <p className={TONE[tone].text}>
                      {tone === 'overdue'
                        ? t('transit:stock.overdue', { count: parcel.overdueDays, days: parcel.overdueDays })
                        : t('transit:stock.days-left', { count: parcel.storageDaysLeft, days: parcel.storageDaysLeft, date: time(parcel.freeStorageUntil) })}
                    </p>
                    <div aria-hidden="true" className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-gray-200">
                      <div className={`h-full ${TONE[tone].bar}`} style={{ width: `${Math.round(storageLeftShare(parcel.storageDaysLeft, freeStorageDays) * 100)}%` }} />
                    </div>
                    {/* What to do once it is over (the provider charges no storage fee, so none is named). */}
                    {tone === 'overdue' && isShippable(parcel) && (
                      <p className="mt-2 text-gray-800">{t('transit:stock.overdue-advice', { ship: t('transit:stock.ship') })}</p>
                    )}
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
