import { navigate } from 'astro:transitions/client';
import { useState, type SubmitEvent } from 'react';
import { CARGO_CATEGORIES, InboundParcelCreate, type CargoCategory, type InboundParcel } from '../../../contract/transit';
import type { Choice } from '../../lib/account/choices';
import { formatTenantTime } from '../../lib/account/tenant-time';
import { isUnauthorized } from '../../lib/api/http';
import { formatNumber } from '../../lib/money/format';
import { formatPrice, type PriceDisplay } from '../../lib/product/price-display';
import { pushToast } from '../../lib/toasts/toasts';
import { deleteInboundParcel, fenOfYuan, registerInboundParcel } from '../../lib/transit/inbound-actions';
import { FormEnd } from '../forms/FormEnd';
import { CheckboxField, SelectField, TextField } from '../forms/fields';
import { useForm } from '../forms/use-form';
import { ConfirmDialog } from '../ui/Dialogs';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  parcels: InboundParcel[];
  /** The tenant's China warehouses a parcel may be sent to. */
  warehouses: Choice[];
  display: PriceDisplay;
  timezoneOffset: number;
}

const BLANK = {
  tenantWarehouseId: '', domesticTrackingNo: '', domesticCarrier: '',
  'contents.0.name': '', 'contents.0.quantity': '1', 'contents.0.unitValue': '', remark: '',
};
type Values = typeof BLANK;

/**
 * The shopper's inbound parcels (bought elsewhere, sent to the China warehouse) with their
 * states, and the form that registers one; an expected parcel can be withdrawn.
 */
export default function InboundParcels(props: Props) {
  const t = useTranslator(props);
  const { parcels, warehouses, display, timezoneOffset, lng } = props;
  const [categories, setCategories] = useState<CargoCategory[]>([]);
  const [deleting, setDeleting] = useState<InboundParcel | null>(null);
  const reload = () => void navigate(location.pathname, { history: 'replace' });
  const initial: Values = { ...BLANK, tenantWarehouseId: warehouses[0]?.value ?? '' };
  const [form, formRef] = useForm<Values>({
    initial,
    t,
    lng,
    labels: {
      tenantWarehouseId: t('proxyshipping:form.warehouse'),
      domesticTrackingNo: t('proxyshipping:form.tracking'),
      domesticCarrier: t('proxyshipping:form.carrier'),
      'contents.0.name': t('proxyshipping:form.item'),
      'contents.0.quantity': t('proxyshipping:form.quantity'),
      'contents.0.unitValue': t('proxyshipping:form.unit-value'),
      remark: t('proxyshipping:form.remark'),
    },
    problemFields: { TRACKING_NUMBER_REGISTERED: 'domesticTrackingNo' },
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const v = form.values;
    const body = form.checkWith(InboundParcelCreate, {
      tenantWarehouseId: v.tenantWarehouseId,
      domesticTrackingNo: v.domesticTrackingNo,
      domesticCarrier: v.domesticCarrier,
      contents: [{ name: v['contents.0.name'], quantity: Number(v['contents.0.quantity']), unitValue: fenOfYuan(v['contents.0.unitValue']), categories }],
      remark: v.remark,
    });
    if (!body) return;
    void form.attempt(async () => {
      await registerInboundParcel(body);
      pushToast({ kind: 'success', message: t('proxyshipping:form.done') });
      form.reset();
      setCategories([]);
      reload();
    });
  }

  const time = (iso: string) => formatTenantTime(iso, timezoneOffset);
  const toggle = (category: CargoCategory, on: boolean) => setCategories((list) => (on ? [...list, category] : list.filter((c) => c !== category)));

  return (
    <div className="space-y-6">
      <section className={ui.card} aria-labelledby="inbound-title">
        <h2 id="inbound-title" className={ui.sectionTitle}>{t('proxyshipping:inbound.title')}</h2>
        {parcels.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">{t('proxyshipping:inbound.empty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100" aria-labelledby="inbound-title">
            {parcels.map((parcel) => (
              <li key={parcel.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-gray-900">
                    <span className="font-mono">{parcel.domesticTrackingNo}</span>
                    {parcel.domesticCarrier && <span className="text-gray-700"> · {parcel.domesticCarrier}</span>}
                  </p>
                  <p className="text-gray-700">{parcel.contents.map((c) => `${c.name} × ${formatNumber(c.quantity)}`).join(', ')}</p>
                  <p className="text-gray-600">
                    {t('proxyshipping:inbound.value', { value: formatPrice(parcel.declaredValue, display) })} · {t('proxyshipping:inbound.registered', { time: time(parcel.createdAt) })}
                    {parcel.arrivedAt && <> · {t('proxyshipping:inbound.arrived', { time: time(parcel.arrivedAt) })}</>}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${parcel.status === 'ARRIVED' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}>
                    {t(`proxyshipping:inbound.status.${parcel.status}`)}
                  </span>
                  {parcel.status === 'ARRIVED' ? (
                    <a href="/my/in-stock-items" className={ui.linkButton}>{t('proxyshipping:inbound.see-stock')}</a>
                  ) : (
                    <button type="button" className={ui.linkButton} onClick={() => setDeleting(parcel)} aria-label={t('proxyshipping:inbound.delete-named', { no: parcel.domesticTrackingNo })}>
                      {t('proxyshipping:inbound.delete')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={ui.card} aria-labelledby="inbound-form-title">
        <h2 id="inbound-form-title" className={ui.sectionTitle}>{t('proxyshipping:form.title')}</h2>
        <p className="mt-1 text-sm text-gray-700">{t('proxyshipping:form.intro')}</p>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          {warehouses.length > 1 && <SelectField {...form.field('tenantWarehouseId')} choices={warehouses} required />}
          <TextField {...form.field('domesticTrackingNo')} required autoComplete="off" hint={t('proxyshipping:form.tracking-hint')} />
          <TextField {...form.field('domesticCarrier')} autoComplete="off" optionalText={t('proxyshipping:form.optional')} />
          <TextField {...form.field('contents.0.name')} required autoComplete="off" />
          <div className="grid grid-cols-2 gap-3">
            <TextField {...form.field('contents.0.quantity')} required inputMode="numeric" autoComplete="off" />
            <TextField {...form.field('contents.0.unitValue')} required inputMode="decimal" autoComplete="off" />
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-gray-800">{t('proxyshipping:form.categories')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {CARGO_CATEGORIES.map((category) => (
                <CheckboxField key={category} name={`category-${category}`} label={t(`transit:category.${category}`)} value={categories.includes(category)} onValueChange={(on) => toggle(category, on)} />
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2">
            <TextField {...form.field('remark')} autoComplete="off" optionalText={t('proxyshipping:form.optional')} />
          </div>
          <FormEnd problem={form.problem} submitLabel={t('proxyshipping:form.submit')} busyLabel={t('proxyshipping:form.sending')} busy={form.busy} />
        </form>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={t('proxyshipping:inbound.delete-title')}
        message={t('proxyshipping:inbound.delete-message', { no: deleting?.domesticTrackingNo ?? '' })}
        confirmLabel={t('proxyshipping:inbound.delete')}
        cancelLabel={t('proxyshipping:inbound.keep')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const parcel = deleting;
          setDeleting(null);
          if (!parcel) return;
          deleteInboundParcel(parcel.id).then(() => {
            pushToast({ kind: 'success', message: t('proxyshipping:inbound.deleted') });
            reload();
          }, (error: unknown) => {
            if (!isUnauthorized(error)) toastProblem(t, lng, error);
          });
        }}
      />
    </div>
  );
}
