import { useEffect, useEffectEvent, useState } from 'react';
import type { AddressDistrict } from '../../../contract/reference';
import { citiesOf, provincesOf } from '../../lib/account/address-districts';

/** `null` while there is nothing to show yet; an empty list when there is nothing to choose from (free text). */
export type Districts = AddressDistrict[] | null;

function useDistrictList(key: string | null, load: () => Promise<AddressDistrict[]>): Districts {
  const [list, setList] = useState<{ key: string; districts: AddressDistrict[] } | null>(null);
  // A new list is read when the key changes, not when the caller's loader is a new closure.
  const read = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    // A failed read leaves free text: the shopper can still finish the address.
    void read().catch(() => []).then((districts) => {
      if (current) setList({ key, districts });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return key !== null && list?.key === key ? list.districts : null;
}

/**
 * The provinces of `country`, and the cities of the chosen province. Cities stay `null`
 * (nothing to pick yet) until a listed province is chosen; a country without districts,
 * or a province without cities, gives an empty list.
 */
export function useDistricts(country: string, province: string): { provinces: Districts; cities: Districts } {
  const provinces = useDistrictList(country || null, () => provincesOf(country));
  const provinceId = provinces?.find((p) => p.name === province)?.id;
  const cityKey = provinceId ? `${country}/${provinceId}` : null;
  const cities = useDistrictList(cityKey, () => citiesOf(country, provinceId ?? ''));
  if (!country || provinces?.length === 0) return { provinces: [], cities: [] };
  return { provinces, cities };
}
