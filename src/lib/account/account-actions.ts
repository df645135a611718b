import type {
  Address, AddressInput, BillingAddress, BillingAddressInput, CustomsInfoInput, EmailChangeRequest, ProfileUpdate,
} from '../../../contract/user';
import { shopperApi } from '../session/shopper-api';
import type { AddressCalls } from './address-book-actions';

/** What the /my/account sections do (docs/product.md, "Sessions and accounts"); the islands render and call these. */

export const saveProfile = (update: ProfileUpdate) => shopperApi().updateProfile(update);

/** The shopper's language at the provider (mails, notifications); the page language follows by navigation. */
export const saveProviderLanguage = (language: string) => shopperApi().setLanguage(language);

export const changeEmail = (request: EmailChangeRequest) => shopperApi().changeEmail(request);

export const saveCustomsInfo = (info: CustomsInfoInput) => shopperApi().saveCustomsInfo(info);

export const saveShippingAddress = (address: AddressInput) => shopperApi().saveAddress(address);

export const saveBillingAddress = (address: BillingAddressInput) => shopperApi().saveBillingAddress(address);

export const shippingAddressCalls: AddressCalls<Address> = {
  list: async () => (await shopperApi().getAddresses()).items,
  save: saveShippingAddress,
  remove: (id) => shopperApi().deleteAddress(id),
};

export const billingAddressCalls: AddressCalls<BillingAddress> = {
  list: async () => (await shopperApi().getBillingAddresses()).items,
  save: saveBillingAddress,
  remove: (id) => shopperApi().deleteBillingAddress(id),
};
