import type { AddressDistrict } from '../../../contract/reference';
import { shopperApi } from '../session/shopper-api';

/**
 * Provinces and cities for the address form, asked once per country and province while
 * the page lives (the provider caches them publicly too). An empty list means the country
 * (or province) has no districts and the form takes free text.
 */
const cache = new Map<string, Promise<AddressDistrict[]>>();

function remember(key: string, load: () => Promise<AddressDistrict[]>): Promise<AddressDistrict[]> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    // A failed read is not remembered: the next time the form asks again.
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

export const provincesOf = (country: string): Promise<AddressDistrict[]> =>
  remember(country, async () => (await shopperApi().getAddressDistricts({ country })).items);

export const citiesOf = (country: string, provinceId: string): Promise<AddressDistrict[]> =>
  remember(`${country}/${provinceId}`, async () => (await shopperApi().getTwoAddressDistricts({ country, oneAddressDistrict: provinceId })).items);
