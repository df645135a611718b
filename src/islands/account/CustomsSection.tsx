import { useEffect, useRef, useState } from 'react';
import { CustomsIdType, CustomsInfoInput, type CustomsInfo } from '../../../contract/user';
import { formatTenantTime } from '../../lib/account/tenant-time';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { saveCustomsInfo } from '../../lib/account/account-actions';
import { CUSTOMS_ID_TYPE_KEYS } from '../../lib/i18n/value-labels';
import { pushToast } from '../../lib/toasts/toasts';
import { FormEnd } from '../forms/FormEnd';
import { SelectField, TextField } from '../forms/fields';
import { useForm, valuesFrom } from '../forms/use-form';
import { ui } from '../ui/ui';

interface Props {
  /** `null` when it could not be loaded; `info` is `null` until saved once. */
  initial: { info: CustomsInfo } | null;
  timezoneOffset: number;
  t: TFunction;
  lng: Language;
}

// An identity number is shown only by its end, as on a card statement.
const VISIBLE_ID_CHARS = 4;

function CustomsForm({ info, onSaved, onCancel, t, lng }: { info: CustomsInfo; onSaved: (info: CustomsInfo) => void; onCancel: () => void; t: TFunction; lng: Language }) {
  const [form, formRef] = useForm({
    // `idType` as any text the select offers, not only the default's literal.
    initial: valuesFrom<Record<'fullName' | 'idType' | 'idNumber' | 'taxNumber', string>>({ fullName: '', idType: CustomsIdType.enum.PASSPORT, idNumber: '', taxNumber: '' }, info),
    schema: CustomsInfoInput,
    labels: {
      fullName: t('account:customs.full-name'),
      idType: t('account:customs.id-type'),
      idNumber: t('account:customs.id-number'),
      taxNumber: t('account:customs.tax-number'),
    },
    onSubmit: async (input) => onSaved(await saveCustomsInfo(input)),
    t,
    lng,
  });
  const idTypes = CustomsIdType.options.map((value) => ({ value, label: t(CUSTOMS_ID_TYPE_KEYS[value]) }));
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField {...form.field('fullName')} required autoComplete="name" hint={t('account:customs.full-name-hint')} />
      <SelectField {...form.field('idType')} required choices={idTypes} />
      <TextField {...form.field('idNumber')} required autoComplete="off" dir="ltr" />
      <TextField {...form.field('taxNumber')} autoComplete="off" dir="ltr" hint={t('account:customs.tax-number-hint')} />
      <FormEnd problem={form.problem} submitLabel={t('account:actions.save')} busyLabel={t('account:actions.saving')} busy={form.busy} cancelLabel={t('account:actions.cancel')} onCancel={onCancel} />
    </form>
  );
}

/** The identity customs ask for on import: shown (the ID number masked) until the shopper edits it. */
export function CustomsSection({ initial, timezoneOffset, t, lng }: Props) {
  const [info, setInfo] = useState(initial?.info ?? null);
  const [editing, setEditing] = useState(false);
  const toggled = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);

  // Once rendered: into the form when it opens, back to its button when it closes.
  useEffect(() => {
    if (!toggled.current) return;
    if (editing) form.current?.querySelector<HTMLElement>('input, select')?.focus();
    else editButton.current?.focus();
  }, [editing]);

  function edit(next: boolean) {
    toggled.current = true;
    setEditing(next);
  }
  function saved(next: CustomsInfo) {
    setInfo(next);
    edit(false);
    pushToast({ kind: 'success', message: t('account:customs.saved') });
  }

  return (
    <section aria-labelledby="customs-title" className={ui.card}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h2 id="customs-title" className={ui.sectionTitle}>{t('account:customs.title')}</h2>
        {initial && !editing && (
          <button ref={editButton} type="button" className={ui.secondaryButton} onClick={() => edit(true)}>
            {t(info ? 'account:actions.edit' : 'account:customs.add')}
          </button>
        )}
      </div>
      <p className="mb-4 text-sm text-gray-700">{t('account:customs.intro')}</p>
      {!initial ? (
        <p className="text-sm text-gray-700">{t('account:unavailable')}</p>
      ) : editing ? (
        <div ref={form}><CustomsForm info={info} onSaved={saved} onCancel={() => edit(false)} t={t} lng={lng} /></div>
      ) : info ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-600">{t('account:customs.full-name')}</dt>
          <dd>{info.fullName}</dd>
          <dt className="text-gray-600">{t('account:customs.id-type')}</dt>
          <dd>{t(CUSTOMS_ID_TYPE_KEYS[info.idType])}</dd>
          <dt className="text-gray-600">{t('account:customs.id-number')}</dt>
          <dd>
            <span aria-hidden="true">•••• </span>
            <span className="sr-only">{t('account:customs.ending-in')} </span>
            <span dir="ltr">{info.idNumber.slice(-VISIBLE_ID_CHARS)}</span>
          </dd>
          {info.taxNumber && (
            <>
              <dt className="text-gray-600">{t('account:customs.tax-number')}</dt>
              <dd dir="ltr" className="text-start">{info.taxNumber}</dd>
            </>
          )}
          <dt className="text-gray-600">{t('account:customs.updated-at')}</dt>
          <dd><time dateTime={info.updatedAt}>{formatTenantTime(info.updatedAt, timezoneOffset)}</time></dd>
        </dl>
      ) : (
        <p className="text-sm text-gray-700">{t('account:customs.empty')}</p>
      )}
    </section>
  );
}
