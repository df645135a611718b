import type { KyInstance } from 'ky';
import {
  AddressDistrictList, CountryList, TenantWarehouseList, TransitOptionList,
  type AddressDistrictQuery, type TenantWarehouseQuery, type TwoAddressDistrictQuery,
} from '../../../../contract/reference';
import { Tenant } from '../../../../contract/tenant';
import { parsed, query } from './query';

/** Tenant and reference data (docs/product.md, "Tenant and reference calls"). */
export const referenceCalls = (http: KyInstance) => ({
  getTenant: () => parsed(http.get('front/tenant'), Tenant),
  getTenantWarehouses: (q: TenantWarehouseQuery = {}) =>
    parsed(http.get('front/tenant-warehouses', { searchParams: query(q) }), TenantWarehouseList),
  getSupportedCountries: () => parsed(http.get('front/supported-countries'), CountryList),
  getAddressDistricts: (q: AddressDistrictQuery = {}) =>
    parsed(http.get('front/address-districts', { searchParams: query(q) }), AddressDistrictList),
  getTwoAddressDistricts: (q: TwoAddressDistrictQuery) =>
    parsed(http.get('front/two-address-districts', { searchParams: query(q) }), AddressDistrictList),
  getTransitOptions: () => parsed(http.get('front/transit-options'), TransitOptionList),
});
