import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo, useRef, useState, type ComponentType } from 'react';
import { defaultFirst, upsertAddress, type AddressEntry } from '../../lib/account/address-book';
import { deleteAddress, setDefaultAddress, type AddressCalls } from '../../lib/account/address-book-actions';
import type { Choice } from '../../lib/account/choices';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction, TranslationKey } from '../../lib/i18n/translator';
import { pushToast } from '../../lib/toasts/toasts';
import { ConfirmDialog, ModalDialog } from '../ui/Dialogs';
import { CheckboxField, type FieldBinding } from '../forms/fields';
import { FormEnd } from '../forms/FormEnd';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';

/** An address of either book: the list logic's entry, with the country the card names. */
type BookAddress = AddressEntry & { country: string };

export interface AddressFormProps<T> {
  /** The address to edit, or `null` to add one. */
  address: T | null;
  countries: Choice[];
  t: TFunction;
  lng: Language;
  onSaved: (saved: T) => void;
  onCancel: () => void;
}

/** What one address book is made of: shipping and billing addresses differ only in these. */
export interface AddressBookKind<T extends BookAddress> {
  /** Which book: its texts are `BOOK_TEXT_KEYS[kind]`. */
  kind: 'shipping' | 'billing';
  calls: AddressCalls<T>;
  Form: ComponentType<AddressFormProps<T>>;
  /** Whose address it is: the card's heading and the context of its buttons. */
  nameOf: (address: T) => string;
  /** The address as lines of text, country last; empty lines are left out. */
  linesOf: (address: T, countryName: string, t: TFunction) => string[];
}

/** Each book's texts: the same sentences, worded for shipping or billing addresses. */
const BOOK_TEXT_KEYS = {
  shipping: {
    title: 'account:shipping.title',
    add: 'account:shipping.add',
    'add-title': 'account:shipping.add-title',
    'edit-title': 'account:shipping.edit-title',
    empty: 'account:shipping.empty',
    saved: 'account:shipping.saved',
    deleted: 'account:shipping.deleted',
    'default-set': 'account:shipping.default-set',
    'delete-title': 'account:shipping.delete-title',
    'delete-message': 'account:shipping.delete-message',
  },
  billing: {
    title: 'account:billing.title',
    add: 'account:billing.add',
    'add-title': 'account:billing.add-title',
    'edit-title': 'account:billing.edit-title',
    empty: 'account:billing.empty',
    saved: 'account:billing.saved',
    deleted: 'account:billing.deleted',
    'default-set': 'account:billing.default-set',
    'delete-title': 'account:billing.delete-title',
    'delete-message': 'account:billing.delete-message',
  },
} as const satisfies Record<AddressBookKind<BookAddress>['kind'], Record<string, TranslationKey>>;

interface AddressFormEndProps {
  defaultField: FieldBinding<boolean>;
  problem: string | null;
  busy: boolean;
  onCancel: () => void;
  t: TFunction;
}

/** How every address form ends: the default checkbox, the problem of a refused save, Cancel and Save. */
export function AddressFormEnd({ defaultField, problem, busy, onCancel, t }: AddressFormEndProps) {
  return (
    <>
      <div className="sm:col-span-2">
        <CheckboxField {...defaultField} />
      </div>
      <FormEnd problem={problem} submitLabel={t('account:actions.save')} busyLabel={t('account:actions.saving')} busy={busy} cancelLabel={t('account:actions.cancel')} onCancel={onCancel} />
    </>
  );
}

interface AddressBookProps<T extends BookAddress> {
  book: AddressBookKind<T>;
  /** As the server loaded it; `null` when it could not. */
  initial: T[] | null;
  countries: Choice[];
  t: TFunction;
  lng: Language;
}

/**
 * A list of addresses with the default first (docs/product.md, "Sessions and accounts"): add and edit in a dialog,
 * delete after confirming, make one the default. Deleting and making default show at once
 * and roll back if the provider refuses.
 */
export function AddressBook<T extends BookAddress>({ book, initial, countries, t, lng }: AddressBookProps<T>) {
  const { kind, calls, Form, nameOf, linesOf } = book;
  const $list = useMemo(() => atom(defaultFirst(initial ?? [])), [initial]);
  const list = useStore($list);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<number, HTMLElement | null>());
  const countryName = (code: string) => countries.find((c) => c.value === code)?.label ?? code;
  const texts = BOOK_TEXT_KEYS[kind];
  const headingId = `${kind}-addresses`;

  function saved(address: T) {
    $list.set(upsertAddress($list.get(), address));
    setEditing(null);
    pushToast({ kind: 'success', message: t(texts.saved) });
  }

  async function makeDefault(address: T) {
    try {
      await setDefaultAddress($list, address, calls);
      // The card moved first and lost its button: keep the focus on it.
      cards.current.get(address.id)?.focus();
      pushToast({ kind: 'success', message: t(texts['default-set'], { name: nameOf(address) }) });
    } catch (error) {
      toastProblem(t, lng, error);
    }
  }

  async function confirmDelete() {
    const address = deleting;
    setDeleting(null);
    if (!address) return;
    // The card and the button that opened the dialog are going: the focus goes to the list's
    // heading, once the dialog has closed and again when the provider has answered.
    requestAnimationFrame(() => heading.current?.focus());
    try {
      await deleteAddress($list, address.id, calls);
      pushToast({ kind: 'success', message: t(texts.deleted) });
    } catch (error) {
      toastProblem(t, lng, error);
    } finally {
      heading.current?.focus();
    }
  }

  return (
    <section aria-labelledby={headingId} className={ui.card}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className={ui.sectionTitle}>{t(texts.title)}</h2>
        {initial && <button type="button" className={ui.secondaryButton} onClick={() => setEditing('new')}>{t(texts.add)}</button>}
      </div>
      {!initial ? (
        <p className="text-sm text-gray-700">{t('account:unavailable')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-gray-700">{t(texts.empty)}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((address) => (
            <li key={address.id} className="flex flex-col rounded-lg border border-gray-200 p-4 data-[default=true]:border-primary" data-default={address.defaultAddress}>
              <div className="flex items-start justify-between gap-2">
                <h3 ref={(el) => void cards.current.set(address.id, el)} tabIndex={-1} className="font-semibold text-gray-900 focus:outline-none">{nameOf(address)}</h3>
                {address.defaultAddress && (
                  <span className="shrink-0 rounded-full bg-gray-900 px-2 py-0.5 text-xs font-medium text-white">{t('account:address.default-badge')}</span>
                )}
              </div>
              <address className="mt-1 flex-1 text-sm not-italic text-gray-700">
                {/* Each line keeps its own direction (a phone number, a Latin street in an Arabic page). */}
                {linesOf(address, countryName(address.country), t).filter(Boolean).map((line, i) => <span key={i} className="block"><bdi>{line}</bdi></span>)}
              </address>
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                <button type="button" className={ui.linkButton} onClick={() => setEditing(address)}>
                  {t('account:actions.edit')}<span className="sr-only">: {nameOf(address)}</span>
                </button>
                <button type="button" className={ui.linkButton} onClick={() => setDeleting(address)}>
                  {t('account:actions.delete')}<span className="sr-only">: {nameOf(address)}</span>
                </button>
                {!address.defaultAddress && (
                  <button type="button" className={ui.linkButton} onClick={() => void makeDefault(address)}>
                    {t('account:address.make-default')}<span className="sr-only">: {nameOf(address)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ModalDialog open={editing !== null} onClose={() => setEditing(null)} title={t(editing === 'new' ? texts['add-title'] : texts['edit-title'])}>
        {editing !== null && (
          <Form address={editing === 'new' ? null : editing} countries={countries} t={t} lng={lng} onSaved={saved} onCancel={() => setEditing(null)} />
        )}
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t(texts['delete-title'])}
        message={t(texts['delete-message'], { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('account:actions.delete')}
        cancelLabel={t('account:actions.cancel')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
