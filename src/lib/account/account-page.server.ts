import type { ApiClient } from '../api/client';
import type { Address, BillingAddress, CustomsInfo, Profile } from '../../../contract/user';
import type { Language } from '../i18n/languages';
import { countryChoices, type Choice } from './choices';
import { deferred } from '../page-load/page-load.server';

export interface AccountPageData {
  profile: Profile;
  /** `null` where the part could not be loaded. */
  addresses: Address[] | null;
  billingAddresses: BillingAddress[] | null;
  /** `null` when it could not be loaded; `info` is `null` until the shopper saves it. */
  customs: { info: CustomsInfo } | null;
  countries: Choice[];
}

/** `/my/account`: the profile is critical (its failure fails the page); the rest is deferred. */
export async function loadAccountPage(api: ApiClient, lng: Language): Promise<AccountPageData> {
  const [profile, addresses, billingAddresses, customsInfo, countries] = await Promise.all([
    api.getProfile(),
    deferred(api.getAddresses(), 'account page: addresses'),
    deferred(api.getBillingAddresses(), 'account page: billing addresses'),
    deferred(api.getCustomsInfo(), 'account page: customs information'),
    deferred(api.getSupportedCountries(), 'account page: countries'),
  ]);
  return {
    profile,
    addresses: addresses?.items ?? null,
    billingAddresses: billingAddresses?.items ?? null,
    customs: customsInfo === undefined ? null : { info: customsInfo },
    countries: countryChoices(countries?.items ?? [], lng),
  };
}
