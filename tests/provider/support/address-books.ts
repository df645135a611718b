import {
  Address, type AddressInput, AddressList, BillingAddress, type BillingAddressInput, BillingAddressList,
} from '../../../contract/user';
import type { ProviderClient } from './test-provider';

const shipping = (street: string, extra: Partial<AddressInput> = {}): AddressInput => ({
  recipientName: 'Lan Nguyen', phoneNumber: '+84 90 123 4567', country: 'vn', province: 'Hà Nội', city: 'Hà Nội', street, ...extra,
});
const billing = (name: string, extra: Partial<BillingAddressInput> = {}): BillingAddressInput => ({
  name, email: 'billing@example.com', phoneNumber: '+84 90 123 4567', country: 'VN', city: 'Hà Nội', street: '1 Tràng Tiền', ...extra,
});

/** Both address books, called alike: list, save (with id to update) and delete. */
export const ADDRESS_BOOKS = [
  {
    path: '/front/user/addresses', key: 'street' as const, Entry: Address, List: AddressList,
    list: (api: ProviderClient) => api.front.user.addresses.$get(),
    save: (api: ProviderClient, label: string, extra: Partial<AddressInput> = {}) => api.front.user.addresses.$post({ json: shipping(label, extra) }),
    remove: (api: ProviderClient, id: number | string | undefined) => api.front.user.addresses[':id'].$delete({ param: { id: String(id) } }),
  },
  {
    path: '/front/user/billing-addresses', key: 'name' as const, Entry: BillingAddress, List: BillingAddressList,
    list: (api: ProviderClient) => api.front.user['billing-addresses'].$get(),
    save: (api: ProviderClient, label: string, extra: Partial<BillingAddressInput> = {}) => api.front.user['billing-addresses'].$post({ json: billing(label, extra) }),
    remove: (api: ProviderClient, id: number | string | undefined) => api.front.user['billing-addresses'][':id'].$delete({ param: { id: String(id) } }),
  },
];
