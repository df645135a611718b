import { BillingAddressInput, type BillingAddress } from '../../../contract/user';
import { billingAddressCalls, saveBillingAddress } from '../../lib/account/account-actions';
import { SelectField, TextField } from '../forms/fields';
import { AddressFormEnd, type AddressBookKind, type AddressFormProps } from './AddressBook';
import { useForm, valuesFrom } from '../forms/use-form';

const BLANK = {
  name: '', companyName: '', taxId: '', email: '', phoneNumber: '', country: '', city: '', street: '', postcode: '', defaultAddress: false,
};

/** Adds or edits the name and address invoices are made out to. */
export function BillingAddressForm({ address, countries, t, lng, onSaved, onCancel }: AddressFormProps<BillingAddress>) {
  const form = useForm({
    initial: valuesFrom(BLANK, address),
    schema: BillingAddressInput,
    toInput: (v) => (address ? { ...v, id: address.id } : v),
    labels: {
      name: t('account:billing.name'),
      companyName: t('account:billing.company'),
      taxId: t('account:billing.tax-id'),
      email: t('account:billing.email'),
      phoneNumber: t('account:address.phone'),
      country: t('account:address.country'),
      city: t('account:address.city'),
      street: t('account:address.street'),
      postcode: t('account:address.postcode'),
      defaultAddress: t('account:address.make-default-check'),
    },
    onSubmit: async (input) => onSaved(await saveBillingAddress(input)),
    t,
    lng,
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField {...form.field('name')} required autoComplete="name" />
      <TextField {...form.field('companyName')} autoComplete="organization" />
      <TextField {...form.field('taxId')} dir="ltr" />
      <TextField {...form.field('email')} required type="email" autoComplete="email" dir="ltr" />
      <TextField {...form.field('phoneNumber')} required type="tel" autoComplete="tel" dir="ltr" />
      <SelectField {...form.field('country')} required choices={countries} placeholder={t('account:address.choose')} />
      <TextField {...form.field('city')} required autoComplete="address-level2" />
      <TextField {...form.field('postcode')} autoComplete="postal-code" dir="ltr" />
      <div className="sm:col-span-2">
        <TextField {...form.field('street')} required autoComplete="street-address" />
      </div>
      <AddressFormEnd defaultField={form.field('defaultAddress')} problem={form.problem} busy={form.busy} onCancel={onCancel} t={t} />
    </form>
  );
}

/** Who invoices are made out to: a company (with the person under it) or a person. */
export const billingAddressBook: AddressBookKind<BillingAddress> = {
  kind: 'billing',
  calls: billingAddressCalls,
  Form: BillingAddressForm,
  nameOf: (a) => a.companyName || a.name,
  linesOf: (a, country, t) => [
    a.companyName ? a.name : '',
    a.taxId && `${t('account:billing.tax-id')}: ${a.taxId}`,
    a.email,
    a.phoneNumber,
    a.street,
    [a.postcode, a.city, country].filter(Boolean).join(' '),
  ],
};
