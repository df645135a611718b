import { navigate } from 'astro:transitions/client';
import { useEffect, useState, type SubmitEvent } from 'react';
import { CARGO_CATEGORIES, InboundParcelCreate, type CargoCategory, type InboundParcel } from '../../../contract/transit';
import type { Choice } from '../../lib/account/choices';
import { formatTenantTime } from '../../lib/account/tenant-time';
import { formatNumber } from '../../lib/money/format';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
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

/** The contract's bound on content lines (InboundParcelCreate.contents). */
const MAX_CONTENT_LINES = 50;
const CONTENT_FIELDS = ['name', 'quantity', 'unitValue'] as const;
type ContentField = (typeof CONTENT_FIELDS)[number];
/** A content line's fields are named by their path in the request, so the contract's messages land on them. */
const contentKey = (index: number, field: ContentField) => `contents.${index}.${field}`;
const blankLine = (index: number): Record<string, string> => ({ [contentKey(index, 'name')]: '', [contentKey(index, 'quantity')]: '1', [contentKey(index, 'unitValue')]: '' });

const BLANK: Record<string, string> = { tenantWarehouseId: '', domesticTrackingNo: '', domesticCarrier: '', remark: '', ...blankLine(0) };
type Values = Record<string, string>;
const CONTENT_LABELS = { name: 'proxyshipping:form.item', quantity: 'proxyshipping:form.quantity', unitValue: 'proxyshipping:form.unit-value' } as const;

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
  const [lineCount, setLineCount] = useState(1);
  const lineIndexes = Array.from({ length: lineCount }, (_, index) => index);
  // What a screen reader hears when a line comes or goes, and the line whose first field takes focus.
  const [lineNews, setLineNews] = useState('');
  const [focusLine, setFocusLine] = useState<{ index: number } | null>(null);
  const [form, formRef] = useForm<Values>({
    initial,
    t,
    lng,
    labels: {
      tenantWarehouseId: t('proxyshipping:form.warehouse'),
      domesticTrackingNo: t('proxyshipping:form.tracking'),
      domesticCarrier: t('proxyshipping:form.carrier'),
      ...Object.fromEntries(lineIndexes.flatMap((index) => CONTENT_FIELDS.map((field) => [
        contentKey(index, field),
        lineCount === 1 ? t(CONTENT_LABELS[field]) : t('proxyshipping:form.line-field', { field: t(CONTENT_LABELS[field]), n: index + 1 }),
      ]))),
      remark: t('proxyshipping:form.remark'),
    },
    problemFields: { TRACKING_NUMBER_REGISTERED: 'domesticTrackingNo' },
  });

  // Every field has a label and a value (the line's were set when it was added); the record's type cannot say so.
  const fieldOf = (name: string) => {
    const bound = form.field(name);
    return { ...bound, label: bound.label ?? '', value: bound.value ?? '' };
  };

  useEffect(() => {
    if (focusLine === null) return;
    const input = formRef.current?.elements.namedItem(contentKey(focusLine.index, 'name'));
    if (input instanceof HTMLInputElement) input.focus();
  }, [focusLine, formRef]);

  function addLine() {
    form.update(blankLine(lineCount));
    setLineCount(lineCount + 1);
    setLineNews(t('proxyshipping:form.line-added', { n: lineCount + 1 }));
    setFocusLine({ index: lineCount });
  }

  /** The lines after it move up one place, keeping what was typed in them. */
  function removeLine(removed: number) {
    const v = form.values;
    const moved = lineIndexes.slice(removed + 1).flatMap((index) => CONTENT_FIELDS.map((field): [string, string] => [contentKey(index - 1, field), v[contentKey(index, field)] ?? '']));
    form.update(Object.fromEntries(moved));
    setLineCount(lineCount - 1);
    setLineNews(t('proxyshipping:form.line-removed', { n: removed + 1 }));
    setFocusLine({ index: Math.min(removed, lineCount - 2) });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const v = form.values;
    const body = form.checkWith(InboundParcelCreate, {
      tenantWarehouseId: v.tenantWarehouseId,
      domesticTrackingNo: v.domesticTrackingNo,
      domesticCarrier: v.domesticCarrier,
      // The parcel's categories go on its first line: the warehouse notes the parcel's as all its lines' together.
      contents: lineIndexes.map((index) => ({
        name: v[contentKey(index, 'name')] ?? '', quantity: Number(v[contentKey(index, 'quantity')]), unitValue: fenOfYuan(v[contentKey(index, 'unitValue')] ?? ''),
        categories: index === 0 ? categories : [],
      })),
      remark: v.remark,
    });
    if (!body) return;
    void form.attempt(async () => {
      await registerInboundParcel(body);
      pushToast({ kind: 'success', message: t('proxyshipping:form.done') });
      form.reset();
      setLineCount(1);
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
                  <p className="text-gray-700">{parcel.contents.map((c) => `${c.name} × ${formatNumber(c.quantity, {}, display.locale)}`).join(', ')}</p>
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
          {warehouses.length > 1 && <SelectField {...fieldOf('tenantWarehouseId')} choices={warehouses} required />}
          <TextField {...fieldOf('domesticTrackingNo')} required autoComplete="off" hint={t('proxyshipping:form.tracking-hint')} />
          <TextField {...fieldOf('domesticCarrier')} autoComplete="off" optionalText={t('proxyshipping:form.optional')} />
          <fieldset className="space-y-3 sm:col-span-2">
            <legend className="text-sm font-medium text-gray-800">{t('proxyshipping:form.contents')}</legend>
            <ol className="space-y-3">
              {lineIndexes.map((index) => (
                <li key={index} className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_auto]">
                  <TextField {...fieldOf(contentKey(index, 'name'))} required autoComplete="off" />
                  <TextField {...fieldOf(contentKey(index, 'quantity'))} required inputMode="numeric" autoComplete="off" />
                  <TextField {...fieldOf(contentKey(index, 'unitValue'))} required inputMode="decimal" autoComplete="off" />
                  {lineCount > 1 && (
                    <button type="button" className={`${ui.linkButton} mb-2`} onClick={() => removeLine(index)}>
                      {t('proxyshipping:form.remove-line', { n: index + 1 })}
                    </button>
                  )}
                </li>
              ))}
            </ol>
            {lineCount < MAX_CONTENT_LINES && (
              <button type="button" className={ui.linkButton} onClick={addLine}>{t('proxyshipping:form.add-line')}</button>
            )}
            <p className="sr-only" role="status">{lineNews}</p>
          </fieldset>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-gray-800">{t('proxyshipping:form.categories')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {CARGO_CATEGORIES.map((category) => (
                <CheckboxField key={category} name={`category-${category}`} label={t(`transit:category.${category}`)} value={categories.includes(category)} onValueChange={(on) => toggle(category, on)} />
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2">
            <TextField {...fieldOf('remark')} autoComplete="off" optionalText={t('proxyshipping:form.optional')} />
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
          }, (error: unknown) => toastProblem(t, lng, error));
        }}
      />
    </div>
  );
}
