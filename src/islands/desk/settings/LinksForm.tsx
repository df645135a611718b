import { useState, type ReactNode, type SubmitEvent } from 'react';
import { LINKS_BOUNDS, LinksUpdate, type DeskSettings } from '../../../../contract/desk-settings';
import { CONTACT_CHANNELS, SOCIAL_PLATFORMS } from '../../../../contract/tenant';
import { saveLinks } from '../../../lib/desk/settings-actions';
import { CONTACT_CHANNEL_KEYS, SOCIAL_PLATFORM_KEYS } from '../../../lib/i18n/value-labels';
import { SelectField, TextField, type FieldBinding } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useTranslator, type TranslatedProps } from '../../use-translator';

type Lists = Pick<DeskSettings, 'serviceSocialAccounts' | 'socialMediaPlatforms' | 'footerLinks'>;
type ListName = keyof Lists;
type Row = Record<string, string>;

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

const buttonClass = 'rounded-md border border-gray-300 bg-white px-2 py-1 text-xs text-gray-800 hover:bg-gray-100 disabled:opacity-50';

/**
 * The OWNER's contact channels, social platforms and footer links (docs/product.md, "Settings"):
 * each list with add, edit, move up or down, and remove, saved together in the shown order.
 */
export default function LinksForm(props: TranslatedProps & { settings: DeskSettings }) {
  const t = useTranslator(props);
  const [saved, setSaved] = useState(false);
  const [lists, setLists] = useState<Lists>({
    serviceSocialAccounts: props.settings.serviceSocialAccounts,
    socialMediaPlatforms: props.settings.socialMediaPlatforms,
    footerLinks: props.settings.footerLinks,
  });
  const itemLabels = (list: ListName, fields: Record<string, string>) => Object.fromEntries(lists[list].flatMap((_, index) =>
    Object.entries(fields).map(([field, label]) => [`${list}.${index}.${field}`, `${label} (${t('desk-settings:links.item', { n: index + 1 })})`])));
  const labels: Record<string, string> = {
    serviceEmail: t('desk-settings:links.service-email'), servicePhone: t('desk-settings:links.service-phone'),
    serviceSocialAccounts: t('desk-settings:links.contacts'), socialMediaPlatforms: t('desk-settings:links.socials'),
    footerLinks: t('desk-settings:links.footer-links'),
    ...itemLabels('serviceSocialAccounts', { type: t('desk-settings:links.channel'), accountId: t('desk-settings:links.account-id') }),
    ...itemLabels('socialMediaPlatforms', { platform: t('desk-settings:links.platform'), link: t('desk-settings:links.link') }),
    ...itemLabels('footerLinks', { title: t('desk-settings:links.link-title'), link: t('desk-settings:links.link') }),
  };
  const [form, formRef] = useForm<Record<string, string>>({
    initial: { serviceEmail: props.settings.serviceEmail, servicePhone: props.settings.servicePhone }, labels, t, lng: props.lng,
  });

  const change = (next: Lists) => {
    setLists(next);
    setSaved(false);
  };
  const setRow = (list: ListName, index: number, field: string, value: string) =>
    change({ ...lists, [list]: lists[list].map((row, i) => (i === index ? { ...row, [field]: value } : row)) });
  const bind = (name: string, value: string, onValueChange: (value: string) => void): FieldBinding =>
    ({ name, label: labels[name] ?? name, value, error: form.field(name).error, onValueChange });
  const own = (name: 'serviceEmail' | 'servicePhone') => bind(name, form.values[name] ?? '', (value) => {
    form.update({ [name]: value });
    setSaved(false);
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const request = form.checkWith(LinksUpdate, { ...form.values, ...lists });
    if (!request) return;
    void form.attempt(async () => {
      setSaved(false);
      await saveLinks(request);
      setSaved(true);
    });
  }

  /** One list: its rows with their fields and move/remove buttons, then Add while there is room. */
  function section<L extends ListName>(list: L, max: number, blank: Lists[L][number], fields: (row: Row, index: number) => ReactNode, hint?: string) {
    const rows = lists[list] as Row[];
    const error = form.field(list).error;
    return (
      <fieldset className="space-y-3 rounded-md border border-gray-200 p-3" data-list={list}>
        <legend className="px-1 text-sm font-medium">{labels[list]}</legend>
        {hint && <p className="text-xs text-gray-600">{hint}</p>}
        {rows.length === 0 && <p className="text-sm text-gray-600">{t('desk-settings:links.empty')}</p>}
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li key={index} className="grid gap-2 rounded-md bg-gray-50 p-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              {fields(row, index)}
              <div className="flex flex-wrap gap-1">
                <button type="button" className={buttonClass} disabled={index === 0} onClick={() => change({ ...lists, [list]: moved(rows, index, index - 1) })}
                  aria-label={`${t('desk-settings:links.move-up')}: ${t('desk-settings:links.item', { n: index + 1 })}`}>↑</button>
                <button type="button" className={buttonClass} disabled={index === rows.length - 1} onClick={() => change({ ...lists, [list]: moved(rows, index, index + 1) })}
                  aria-label={`${t('desk-settings:links.move-down')}: ${t('desk-settings:links.item', { n: index + 1 })}`}>↓</button>
                <button type="button" className={buttonClass} onClick={() => change({ ...lists, [list]: rows.filter((_, i) => i !== index) })}
                  aria-label={`${t('desk-settings:links.remove')}: ${t('desk-settings:links.item', { n: index + 1 })}`}>{t('desk-settings:links.remove')}</button>
              </div>
            </li>
          ))}
        </ol>
        {error && <p className="text-sm text-red-700" role="alert">{error}</p>}
        {rows.length < max && (
          <button type="button" className={buttonClass} onClick={() => change({ ...lists, [list]: [...rows, blank] })}>
            {t('desk-settings:links.add')}: {labels[list]}
          </button>
        )}
      </fieldset>
    );
  }

  const at = (list: ListName, index: number, field: string) => `${list}.${index}.${field}`;
  const text = (list: ListName, row: Row, index: number, field: string, hint?: string) => (
    <TextField {...bind(at(list, index, field), row[field] ?? '', (value) => setRow(list, index, field, value))} hint={hint} dir="auto" />
  );
  const select = (list: ListName, row: Row, index: number, field: string, choices: { value: string; label: string }[]) => (
    <SelectField {...bind(at(list, index, field), row[field] ?? '', (value) => setRow(list, index, field, value))} choices={choices} />
  );
  const linkHint = t('desk-settings:links.link-hint');

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <FormProblem text={form.problem} />
      <TextField {...own('serviceEmail')} type="email" autoComplete="off" />
      <TextField {...own('servicePhone')} type="tel" dir="ltr" />
      {section('serviceSocialAccounts', LINKS_BOUNDS.contacts, { type: 'WHATSAPP', accountId: '' }, (row, index) => <>
        {select('serviceSocialAccounts', row, index, 'type', CONTACT_CHANNELS.map((value) => ({ value, label: t(CONTACT_CHANNEL_KEYS[value]) })))}
        {text('serviceSocialAccounts', row, index, 'accountId')}
      </>, t('desk-settings:links.contacts-hint'))}
      {section('socialMediaPlatforms', LINKS_BOUNDS.socials, { platform: 'FACEBOOK', link: 'https://' }, (row, index) => <>
        {select('socialMediaPlatforms', row, index, 'platform', SOCIAL_PLATFORMS.map((value) => ({ value, label: t(SOCIAL_PLATFORM_KEYS[value]) })))}
        {text('socialMediaPlatforms', row, index, 'link', linkHint)}
      </>)}
      {section('footerLinks', LINKS_BOUNDS.footerLinks, { title: '', link: '/' }, (row, index) => <>
        {text('footerLinks', row, index, 'title')}
        {text('footerLinks', row, index, 'link', linkHint)}
      </>)}
      <p role="status" className="text-sm font-medium text-green-800">{saved ? t('desk-settings:saved') : ''}</p>
      <SubmitButton label={t('desk-settings:save')} busyLabel={t('desk-settings:saving')} busy={form.busy} needsScript
        className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60" />
    </form>
  );
}
