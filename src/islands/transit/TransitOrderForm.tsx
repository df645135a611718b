import { navigate } from 'astro:transitions/client';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { FreightEstimate } from '../../../contract/product';
import type { TenantWarehouse } from '../../../contract/reference';
import { FEN_MAX, Fen } from '../../../contract/money-bounds';
import { customsIdentityRequired, TransitOrderCreate, type StockInParcel } from '../../../contract/transit';
import type { Address, CustomsInfo } from '../../../contract/user';
import { formatNumber } from '../../lib/money/format';
import { formatKg } from '../../lib/units/weight';
import { fenOfYuanText, yuanTextOfFen } from '../../lib/money/yuan-text';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { pushToast } from '../../lib/toasts/toasts';
import { createTransitOrder, estimateParcels } from '../../lib/transit/transit-actions';
import { transitOrderHref } from '../../lib/transit/transit-list';
import { FormEnd } from '../forms/FormEnd';
import { inputClass } from '../forms/fields';
import { useForm } from '../forms/use-form';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  parcels: StockInParcel[];
  /** The parcels picked on the in-stock page. */
  initialSelection: number[];
  addresses: Address[] | null;
  pickupPoints: TenantWarehouse[];
  customsInfo: CustomsInfo | undefined;
  display: PriceDisplay;
}

/** How long the form waits after a change before asking for a new estimate. */
const ESTIMATE_DELAY_MS = 250;

/** A declared value as typed, in fen, or null when it is not an amount the contract takes. */
const declaredFen = (text: string): number | null => {
  const fen = fenOfYuanText(text);
  return fen !== null && Fen.safeParse(fen).success ? fen : null;
};

type Estimate = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; value: FreightEstimate } | { state: 'failed' };

/**
 * The transit order form: the parcels, where they go (an address or a pickup point), and the
 * line. Every change asks the provider for a new estimate, so each line shows its price and
 * days for exactly this cargo and destination, or why it refuses it.
 */
export default function TransitOrderForm(props: Props) {
  const t = useTranslator(props);
  const { parcels, addresses, pickupPoints, customsInfo, display, lng } = props;
  const ids = { parcels: useId(), lines: useId(), destination: useId(), customs: useId() };
  const [selected, setSelected] = useState<number[]>(() => props.initialSelection.filter((id) => parcels.some((p) => p.id === id)));
  const [form, formRef] = useForm({
    initial: {
      destination: addresses && addresses.length > 0 ? 'address' : pickupPoints.length > 0 ? 'pickup' : 'address',
      userAddressId: String(addresses?.[0]?.id ?? ''),
      localWarehouseId: String(pickupPoints[0]?.id ?? ''),
      transitOptionName: '',
      localExpressCompanyName: '',
      remark: '',
    },
    t,
    lng,
    labels: {
      destination: t('transit:create.destination'),
      userAddressId: t('transit:create.address'),
      localWarehouseId: t('transit:create.pickup-point'),
      transitOptionName: t('transit:create.line'),
      localExpressCompanyName: t('transit:create.local-courier'),
      remark: t('transit:create.remark'),
    },
  });
  const v = form.values;
  const selfPickup = v.destination === 'pickup';
  const address = addresses?.find((a) => String(a.id) === v.userAddressId);
  const pickup = pickupPoints.find((w) => String(w.id) === v.localWarehouseId);
  const country = selfPickup ? pickup?.country : address?.country;
  const chosen = parcels.filter((p) => selected.includes(p.id));

  // The provider's answer for one cargo; a newer cargo shows "estimating" until its own answer comes.
  const cargo = selected.length === 0 ? null : { purchaseParcelIds: [...selected].sort((a, b) => a - b), country };
  const cargoKey = JSON.stringify(cargo);
  const [answer, setAnswer] = useState<{ key: string; value: FreightEstimate | null } | null>(null);
  useEffect(() => {
    if (!cargo) return;
    let current = true;
    const timer = setTimeout(() => {
      estimateParcels(cargo).then(
        (value) => current && setAnswer({ key: cargoKey, value }),
        () => current && setAnswer({ key: cargoKey, value: null }),
      );
    }, ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key is the cargo: a new estimate only when what is shipped, or where, changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cargoKey]);
  const estimate: Estimate = !cargo ? { state: 'idle' }
    : answer?.key !== cargoKey ? { state: 'loading' }
      : answer.value ? { state: 'ready', value: answer.value } : { state: 'failed' };

  const options = estimate.state === 'ready' ? estimate.value.options : [];
  // A line that no longer takes the cargo cannot stay chosen.
  const line = options.find((o) => o.name === v.transitOptionName);
  const needsIdentity = country !== undefined && customsIdentityRequired(country) && customsInfo === null;

  // Customs values per line of the chosen parcels: what the goods cost unless the shopper declares otherwise.
  const [declared, setDeclared] = useState<Record<string, string>>({});
  const [invalidDeclared, setInvalidDeclared] = useState<string[]>([]);
  const customsLines = chosen.flatMap((parcel) => parcel.lines.map((parcelLine, lineIndex) => ({
    key: `${parcel.id}:${lineIndex}`, purchaseParcelId: parcel.id, lineIndex, title: parcelLine.title, quantity: parcelLine.quantity,
    defaultFen: parcelLine.quantity * parcelLine.unitValue,
  })));
  const valueOf = (entry: (typeof customsLines)[number]) => {
    const typed = declared[entry.key];
    return typed === undefined ? entry.defaultFen : declaredFen(typed);
  };
  const declaredTotal = customsLines.reduce((sum, entry) => sum + (valueOf(entry) ?? 0), 0);

  // What the choices lack, said at the end of the form (they are checkboxes and radios, not text fields).
  const [missing, setMissing] = useState<string | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const lacking = selected.length === 0 ? t('transit:create.need-parcels')
      : !selfPickup && !address ? t('transit:create.need-address')
        : !line ? t('transit:create.need-line') : null;
    setMissing(lacking);
    if (lacking) return;
    const wrong = customsLines.filter((entry) => valueOf(entry) === null).map((entry) => entry.key);
    setInvalidDeclared(wrong);
    if (wrong[0] !== undefined) {
      document.getElementById(`${ids.customs}-${wrong[0]}`)?.focus();
      return;
    }
    const declaredValues = customsLines.flatMap((entry) => {
      const value = valueOf(entry);
      return value === null || value === entry.defaultFen ? [] : [{ purchaseParcelId: entry.purchaseParcelId, lineIndex: entry.lineIndex, value }];
    });
    const body = form.checkWith(TransitOrderCreate, {
      purchaseParcelIds: selected,
      transitOptionName: line?.name ?? '',
      selfPickup,
      ...(selfPickup ? { localWarehouseId: v.localWarehouseId || undefined } : { userAddressId: v.userAddressId || undefined }),
      ...(v.localExpressCompanyName && !selfPickup ? { localExpressCompanyName: v.localExpressCompanyName } : {}),
      declaredValues,
      remark: v.remark,
    });
    if (!body) return;
    void form.attempt(async () => {
      const order = await createTransitOrder(body);
      pushToast({ kind: 'success', message: t('transit:create.done', { no: order.orderNo }) });
      await navigate(transitOrderHref(order.id));
    });
  }

  const radio = 'mt-0.5 size-4 shrink-0 accent-primary-ink';
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">
        <fieldset className={ui.card}>
          <legend className="sr-only">{t('transit:create.parcels')}</legend>
          <h2 id={ids.parcels} className={ui.sectionTitle} aria-hidden="true">{t('transit:create.parcels')}</h2>
          {parcels.length === 0 ? (
            <p className="mt-2 text-sm text-gray-700">{t('transit:create.no-parcels')} <a href="/my/in-stock-items" className={ui.linkButton}>{t('transit:create.to-stock')}</a></p>
          ) : (
            <ul className="mt-3 divide-y divide-gray-100">
              {parcels.map((parcel) => (
                <li key={parcel.id} className="flex items-start gap-3 py-2 text-sm">
                  <input
                    id={`${ids.parcels}-${parcel.id}`}
                    type="checkbox"
                    className={radio}
                    aria-describedby={`${ids.parcels}-${parcel.id}-about`}
                    checked={selected.includes(parcel.id)}
                    onChange={(e) => setSelected((list) => (e.target.checked ? [...list, parcel.id] : list.filter((x) => x !== parcel.id)))}
                  />
                  <div className="min-w-0">
                    <label htmlFor={`${ids.parcels}-${parcel.id}`} className="font-medium text-gray-900">{t('transit:stock.parcel', { no: parcel.parcelNo })}</label>
                    <p id={`${ids.parcels}-${parcel.id}-about`} className="text-gray-700">
                      {parcel.lines.map((l) => l.title).join(', ')} · {t('transit:stock.measures', { weight: formatKg(parcel.weightGrams), length: parcel.lengthCm, width: parcel.widthCm, height: parcel.heightCm })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <fieldset className={ui.card}>
          <legend className="sr-only">{t('transit:create.destination')}</legend>
          <h2 className={ui.sectionTitle} aria-hidden="true">{t('transit:create.destination')}</h2>
          <div className="mt-3 space-y-3 text-sm">
            <label className="flex items-start gap-3">
              <input type="radio" name="destination" className={radio} checked={!selfPickup} onChange={() => form.update({ destination: 'address' })} disabled={!addresses || addresses.length === 0} />
              <span>{t('transit:create.to-address')}</span>
            </label>
            {!selfPickup && (addresses && addresses.length > 0 ? (
              <div className="ms-7">
                <label htmlFor={ids.destination} className="block text-sm font-medium text-gray-800">{t('transit:create.address')}</label>
                <select id={ids.destination} className={`mt-1 ${inputClass}`} value={v.userAddressId} onChange={(e) => form.update({ userAddressId: e.target.value })}>
                  {addresses.map((a) => (
                    <option key={a.id} value={a.id}>{`${a.recipientName}, ${[a.street, a.city, a.province, a.country].filter(Boolean).join(', ')}`}</option>
                  ))}
                </select>
                <label htmlFor={`${ids.destination}-courier`} className="mt-3 block text-sm font-medium text-gray-800">
                  {t('transit:create.local-courier')} <span className="font-normal text-gray-600">({t('transit:create.optional')})</span>
                </label>
                <input id={`${ids.destination}-courier`} className={`mt-1 ${inputClass}`} value={v.localExpressCompanyName} maxLength={60} onChange={(e) => form.update({ localExpressCompanyName: e.target.value })} />
              </div>
            ) : (
              <p className="ms-7 text-gray-700">{t('transit:create.no-address')} <a href="/my/account" className={ui.linkButton}>{t('transit:create.add-address')}</a></p>
            ))}
            {pickupPoints.length > 0 && (
              <label className="flex items-start gap-3">
                <input type="radio" name="destination" className={radio} checked={selfPickup} onChange={() => form.update({ destination: 'pickup' })} />
                <span>{t('transit:create.self-pickup')}</span>
              </label>
            )}
            {selfPickup && (
              <div className="ms-7">
                <label htmlFor={`${ids.destination}-pickup`} className="block text-sm font-medium text-gray-800">{t('transit:create.pickup-point')}</label>
                <select id={`${ids.destination}-pickup`} className={`mt-1 ${inputClass}`} value={v.localWarehouseId} onChange={(e) => form.update({ localWarehouseId: e.target.value })}>
                  {pickupPoints.map((w) => <option key={w.id} value={w.id}>{`${w.name}, ${w.address}, ${w.city}`}</option>)}
                </select>
              </div>
            )}
          </div>
        </fieldset>

        <fieldset className={ui.card} aria-describedby={`${ids.customs}-intro`}>
          <legend className="sr-only">{t('transit:customs.title')}</legend>
          <h2 className={ui.sectionTitle} aria-hidden="true">{t('transit:customs.title')}</h2>
          <p id={`${ids.customs}-intro`} className="mt-1 text-sm text-gray-700">{t('transit:create.customs-intro')}</p>
          {customsLines.length > 0 && (
            <ul className="mt-3 divide-y divide-gray-100 text-sm">
              {customsLines.map((entry) => {
                const id = `${ids.customs}-${entry.key}`;
                const value = valueOf(entry);
                const invalid = invalidDeclared.includes(entry.key) && value === null;
                const label = t('transit:create.declared-value', { title: entry.title, quantity: formatNumber(entry.quantity) });
                return (
                  <li key={entry.key} className="grid items-start gap-2 py-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
                    <label htmlFor={id} className="text-gray-800">{label}</label>
                    <div>
                      <input
                        id={id}
                        className={inputClass}
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={12}
                        value={declared[entry.key] ?? yuanTextOfFen(entry.defaultFen)}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? `${id}-error` : `${id}-equivalent`}
                        onChange={(e) => setDeclared((all) => ({ ...all, [entry.key]: e.target.value }))}
                      />
                      {invalid ? (
                        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                          {t('validation.number-range', { label, min: formatNumber(0.01), max: formatNumber(FEN_MAX / 100) })}
                        </p>
                      ) : (
                        <p id={`${id}-equivalent`} className="mt-1 text-xs text-gray-600">
                          {value === null ? '' : t('transit:create.declared-equivalent', { value: formatPrice(value, { ...display, showCny: false }) })}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
              <li className="flex justify-between gap-4 py-2 font-medium text-gray-900">
                <span>{t('transit:customs.total')}</span><span>{formatPrice(declaredTotal, { ...display, showCny: true })}</span>
              </li>
            </ul>
          )}
          {needsIdentity && (
            <p role="alert" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
              {t('transit:create.identity-needed')} <a href="/my/account" className={ui.linkButton}>{t('transit:create.identity-link')}</a>
            </p>
          )}
        </fieldset>

        <fieldset className={ui.card} aria-describedby={`${ids.lines}-status`}>
          <legend className="sr-only">{t('transit:create.line')}</legend>
          <h2 className={ui.sectionTitle} aria-hidden="true">{t('transit:create.line')}</h2>
          <p id={`${ids.lines}-status`} className="mt-1 text-sm text-gray-700" aria-live="polite">
            {estimate.state === 'idle' && t('transit:create.pick-parcels')}
            {estimate.state === 'loading' && t('transit:create.estimating')}
            {estimate.state === 'failed' && t('transit:create.estimate-failed')}
            {estimate.state === 'ready' && (options.length === 0 ? t('transit:create.no-line') : t('transit:create.estimate-for', { weight: formatKg(estimate.value.weightGrams), parcels: chosen.length }))}
          </p>
          {options.length > 0 && (
            <ul className="mt-3 space-y-2">
              {options.map((option) => (
                <li key={option.transitOptionId}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm has-checked:border-primary-ink has-checked:bg-gray-50">
                    <input type="radio" name="transitOptionName" value={option.name} className={radio} checked={line?.name === option.name} onChange={() => form.update({ transitOptionName: option.name })} />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-gray-900">{option.name}</span>
                        {option.cheapest && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">{t('transit:estimator.cheapest')}</span>}
                        {option.fastest && <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">{t('transit:estimator.fastest')}</span>}
                      </span>
                      <span className="block text-gray-600">{t('transit:fee-table.days', { min: option.minDays, max: option.maxDays })} · {t(`transit:basis.${option.basis}`, { weight: formatKg(option.chargeableWeightGrams) })}</span>
                    </span>
                    <span className="font-semibold whitespace-nowrap text-gray-900">{formatPrice(option.feeFen, display)}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {estimate.state === 'ready' && estimate.value.refusals.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm text-gray-600" aria-label={t('transit:create.refused-lines')}>
              {estimate.value.refusals.map((refusal) => (
                <li key={refusal.transitOptionId}>
                  {refusal.name}: {t(`transit:refusal.${refusal.reason}`, { limit: refusal.limitGrams === null ? '' : formatKg(refusal.limitGrams), categories: refusal.categories.map((c) => t(`transit:category.${c}`)).join(', ') })}
                </li>
              ))}
            </ul>
          )}
          {form.values.transitOptionName && !line && estimate.state === 'ready' && <p className="mt-2 text-sm text-amber-900">{t('transit:create.line-gone')}</p>}
        </fieldset>
      </div>

      <aside className={`${ui.card} space-y-4 lg:sticky lg:top-4`} aria-labelledby={`${ids.lines}-summary`}>
        <h2 id={`${ids.lines}-summary`} className={ui.sectionTitle}>{t('transit:create.summary')}</h2>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-4"><dt className="text-gray-700">{t('transit:create.parcels')}</dt><dd>{formatNumber(chosen.length)}</dd></div>
          <div className="flex justify-between gap-4"><dt className="text-gray-700">{t('transit:create.line')}</dt><dd>{line?.name ?? '—'}</dd></div>
          <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
            <dt>{t('transit:create.estimated-fee')}</dt><dd>{line ? formatPrice(line.feeFen, { ...display, showCny: true }) : '—'}</dd>
          </div>
        </dl>
        <p className="text-xs text-gray-600">{t('transit:create.fee-note')}</p>
        <div>
          <label htmlFor={`${ids.lines}-remark`} className="block text-sm font-medium text-gray-800">
            {t('transit:create.remark')} <span className="font-normal text-gray-600">({t('transit:create.optional')})</span>
          </label>
          <textarea id={`${ids.lines}-remark`} rows={2} maxLength={500} className={`mt-1 ${inputClass}`} value={v.remark} onChange={(e) => form.update({ remark: e.target.value })} />
        </div>
        <FormEnd problem={missing ?? form.problem} submitLabel={t('transit:create.submit')} busyLabel={t('transit:create.sending')} busy={form.busy} />
      </aside>
    </form>
  );
}

