import { AddressInput, type Address } from '../../../contract/user';
import { saveShippingAddress, shippingAddressCalls } from '../../lib/account/account-actions';
import { SelectField, TextField, type FieldBinding } from '../forms/fields';
import { AddressFormEnd, type AddressBookKind, type AddressFormProps } from './AddressBook';
import { useDistricts, type Districts } from './use-districts';
import { useForm, valuesFrom } from '../forms/use-form';

const BLANK = {
  recipientName: '', phoneNumber: '', country: '', province: '', city: '', district: '', street: '', postcode: '', defaultAddress: false,
};

interface DistrictFieldProps extends FieldBinding {
  districts: Districts;
  /** What the empty list says while there is nothing to pick yet. */
  waiting: string;
  choose: string;
}

/** A province or city: a list where the country has districts, free text where it has none. */
function DistrictField({ districts, waiting, choose, ...field }: DistrictFieldProps) {
  if (districts !== null && districts.length === 0) return <TextField {...field} required />;
  const choices = (districts ?? []).map((d) => ({ value: d.name, label: d.name }));
  // An address saved before the list changed keeps its value.
  if (field.value && !choices.some((c) => c.value === field.value)) choices.unshift({ value: field.value, label: field.value });
  return <SelectField {...field} required choices={choices} disabled={districts === null} placeholder={districts === null ? waiting : choose} />;
}

/** Adds or edits a shipping address; the province and city come from the country's districts where it has them. */
export function ShippingAddressForm({ address, countries, t, lng, onSaved, onCancel }: AddressFormProps<Address>) {
  const form = useForm({
    initial: valuesFrom(BLANK, address),
    schema: AddressInput,
    toInput: (v) => (address ? { ...v, id: address.id } : v),
    labels: {
      recipientName: t('account:address.recipient-name'),
      phoneNumber: t('account:address.phone'),
      country: t('account:address.country'),
      province: t('account:address.province'),
      city: t('account:address.city'),
      district: t('account:address.district'),
      street: t('account:address.street'),
      postcode: t('account:address.postcode'),
      defaultAddress: t('account:address.make-default-check'),
    },
    onSubmit: async (input) => onSaved(await saveShippingAddress(input)),
    t,
    lng,
  });
  const { values, update } = form;
  const { provinces, cities } = useDistricts(values.country, values.province);
  const choose = t('account:address.choose');
  const loading = t('account:address.loading');

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField {...form.field('recipientName')} required autoComplete="name" />
      <TextField {...form.field('phoneNumber')} required type="tel" autoComplete="tel" dir="ltr" />
      <SelectField
        {...form.field('country')}
        // Another country has other provinces and cities.
        onValueChange={(country) => update({ country, province: '', city: '' })}
        required
        choices={countries}
        placeholder={choose}
      />
      <DistrictField
        {...form.field('province')}
        onValueChange={(province) => update({ province, city: '' })}
        districts={provinces}
        waiting={loading}
        choose={choose}
      />
      <DistrictField
        {...form.field('city')}
        districts={cities}
        waiting={provinces === null || provinces.some((p) => p.name === values.province) ? loading : t('account:address.choose-province-first')}
        choose={choose}
      />
      <TextField {...form.field('district')} autoComplete="address-level3" />
      <div className="sm:col-span-2">
        <TextField {...form.field('street')} required autoComplete="street-address" />
      </div>
      <TextField {...form.field('postcode')} autoComplete="postal-code" dir="ltr" />
      <AddressFormEnd defaultField={form.field('defaultAddress')} problem={form.problem} busy={form.busy} onCancel={onCancel} t={t} />
    </form>
  );
}

/** Where parcels go: the recipient's name and phone, then the address from the street up. */
export const shippingAddressBook: AddressBookKind<Address> = {
  kind: 'shipping',
  calls: shippingAddressCalls,
  Form: ShippingAddressForm,
  nameOf: (a) => a.recipientName,
  linesOf: (a, country) => [a.phoneNumber, a.street, [a.district, a.city, a.province].filter(Boolean).join(', '), [a.postcode, country].filter(Boolean).join(' ')],
};
