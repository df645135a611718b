import { createRoute } from '@hono/zod-openapi';
import {
  AddressDistrictList, AddressDistrictQuery, CountryAddressDistrictsList, CountryList, TwoAddressDistrictQuery,
} from '../../../contract/reference';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

const tags = ['Reference data'];

export const listSupportedCountriesRoute = createRoute({
  method: 'get',
  path: '/front/supported-countries',
  tags,
  summary: 'Countries shoppers can ship to, by name',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(CountryList, 'The countries'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const listAddressDistrictsRoute = createRoute({
  method: 'get',
  path: '/front/address-districts',
  tags,
  summary: 'First-level districts (provinces, regions) of one country or of all',
  middleware: [publicCache] as const,
  request: { query: AddressDistrictQuery },
  responses: {
    200: jsonResponse(AddressDistrictList, 'The districts, by country and name'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});

export const listMultipleAddressDistrictsRoute = createRoute({
  method: 'get',
  path: '/front/multiple-address-districts',
  tags,
  summary: 'First- and second-level districts of every country that has them, nested',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(CountryAddressDistrictsList, 'One entry per country'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const listTwoAddressDistrictsRoute = createRoute({
  method: 'get',
  path: '/front/two-address-districts',
  tags,
  summary: 'Second-level districts inside one first-level district (given by id or name)',
  middleware: [publicCache] as const,
  request: { query: TwoAddressDistrictQuery },
  responses: {
    200: jsonResponse(AddressDistrictList, 'The districts by name; empty for an unknown first-level district'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
