import type { KyInstance } from 'ky';
import type {
  AddressDistrictQuery, AddressDistrict, Country, CountryAddressDistricts, ServiceCategory,
  TenantWarehouse, TenantWarehouseQuery, TransitOption, TwoAddressDistrictQuery,
} from '../../../../contract/reference';
import type { List } from '../../../../contract/problem';
import type { ExchangeInfo, Tenant } from '../../../../contract/tenant';
import { query } from './query';

/** Tenant and reference data (SPEC section 7). */
export const referenceCalls = (http: KyInstance) => ({
  getTenant: () => http.get('front/tenant').json<Tenant>(),
  getExchangeRate: () => http.get('front/exchange-rate').json<ExchangeInfo>(),
  getTenantWarehouses: (q: TenantWarehouseQuery = {}) =>
    http.get('front/tenant-warehouses', { searchParams: query(q) }).json<List<TenantWarehouse>>(),
  getSupportedCountries: () => http.get('front/supported-countries').json<List<Country>>(),
  getAddressDistricts: (q: AddressDistrictQuery = {}) =>
    http.get('front/address-districts', { searchParams: query(q) }).json<List<AddressDistrict>>(),
  getMultipleAddressDistricts: () => http.get('front/multiple-address-districts').json<List<CountryAddressDistricts>>(),
  getTwoAddressDistricts: (q: TwoAddressDistrictQuery) =>
    http.get('front/two-address-districts', { searchParams: query(q) }).json<List<AddressDistrict>>(),
  getTransitOptions: () => http.get('front/transit-options').json<List<TransitOption>>(),
  getServiceCategories: () => http.get('front/tenant/service/category').json<List<ServiceCategory>>(),
});
