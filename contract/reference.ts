import { z } from 'zod';
import { Text } from './bounds';
import { listOf } from './problem';
import { WarehouseRegion } from './tenant';
import { CargoCategory } from './transit';

/** ISO 3166-1 alpha-2 country code; lower case is accepted in queries and upper-cased. */
export const CountryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code');

/** GET /front/tenant-warehouses: without `warehouseRegion` both regions are listed. */
export const TenantWarehouseQuery = z.object({ warehouseRegion: WarehouseRegion.optional() });
export type TenantWarehouseQuery = z.infer<typeof TenantWarehouseQuery>;

/** A warehouse of the tenant: LOCAL receives parcels in the shopper's country, CHINA consolidates purchases. */
export const TenantWarehouse = z.object({
  id: z.number().int(),
  region: WarehouseRegion,
  /** In the request language, else the default language's. */
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  province: z.string(),
  city: z.string(),
  /** Street address, in the local script. */
  address: z.string(),
  postcode: z.string(),
  contactName: z.string(),
  phone: z.string(),
  /** A pickup point's opening hours ('' when not said). */
  openingHours: z.string(),
  /** A pickup point's map link, http or https ('' for none). */
  mapUrl: z.string(),
});
export type TenantWarehouse = z.infer<typeof TenantWarehouse>;
export const TenantWarehouseList = listOf(TenantWarehouse);

/** A country shoppers can ship to or register from. */
export const Country = z.object({
  code: z.string(),
  /** English name. */
  name: z.string(),
  /** International dialling prefix with the plus sign, e.g. "+86". */
  phoneCode: z.string(),
});
export type Country = z.infer<typeof Country>;
export const CountryList = listOf(Country);

/** GET /front/address-districts: without `country` the first level of every country is listed. */
export const AddressDistrictQuery = z.object({ country: CountryCode.optional() });
export type AddressDistrictQuery = z.infer<typeof AddressDistrictQuery>;

/** One administrative division: level 1 is a province/region, level 2 a city/district inside it. */
export const AddressDistrict = z.object({
  /** Stable id; level-1 ids are ISO 3166-2 codes where one exists (e.g. "CN-GD"). */
  id: z.string(),
  country: z.string(),
  /** The level-1 district a level-2 district belongs to; null on level 1. */
  parentId: z.string().nullable(),
  name: z.string(),
  level: z.number().int().min(1).max(2),
});
export type AddressDistrict = z.infer<typeof AddressDistrict>;
export const AddressDistrictList = listOf(AddressDistrict);

/** A level-1 district with its level-2 districts. */
export const AddressDistrictWithChildren = AddressDistrict.extend({ children: z.array(AddressDistrict) });
export type AddressDistrictWithChildren = z.infer<typeof AddressDistrictWithChildren>;

/** GET /front/multiple-address-districts: one entry per country that has districts. */
export const CountryAddressDistricts = z.object({
  country: z.string(),
  countryName: z.string(),
  districts: z.array(AddressDistrictWithChildren),
});
export type CountryAddressDistricts = z.infer<typeof CountryAddressDistricts>;
export const CountryAddressDistrictsList = listOf(CountryAddressDistricts);

/** GET /front/two-address-districts: `oneAddressDistrict` is a level-1 district's id or its exact name. */
export const TwoAddressDistrictQuery = z.object({
  country: CountryCode,
  oneAddressDistrict: Text(80, 1),
});
export type TwoAddressDistrictQuery = z.infer<typeof TwoAddressDistrictQuery>;

/**
 * An international shipping line of the tenant. Fees are in fen (CNY minor units); the fee of a
 * parcel follows contract/transit.ts: chargeable weight = max(actual, L×W×H / volumetricDivisor),
 * rounded up to weightStepGrams; fee = firstWeightFeeFen + every started 500 g above
 * firstWeightGrams × extraFeePer500gFen.
 */
export const TransitOption = z.object({
  id: z.number().int(),
  /** Unique per tenant (the default language's name); transit orders name the option they use. */
  name: z.string(),
  /** The name in the request language, else the default language's (docs/product.md, "Shipping lines"). */
  displayName: z.string(),
  description: z.string(),
  /** Who carries it ('' when not said). */
  carrier: z.string(),
  firstWeightGrams: z.number().int(),
  firstWeightFeeFen: z.number().int(),
  extraFeePer500gFen: z.number().int(),
  /** Delivery time range in days. */
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** Destination countries (ISO 3166-1 alpha-2) it delivers to; empty means every country. */
  countries: z.array(z.string()),
  /** cm³ per kg of volumetric weight (6000 for most air lines, 5000 for express). */
  volumetricDivisor: z.number().int(),
  /** The chargeable weight is rounded up to a multiple of this. */
  weightStepGrams: z.number().int(),
  /** Lightest and heaviest chargeable weight it takes. */
  minWeightGrams: z.number().int(),
  maxWeightGrams: z.number().int(),
  /** Goods it does not carry. */
  refusedCategories: z.array(CargoCategory),
  /** Branded goods are not carried. */
  refusesBrands: z.boolean(),
});
export type TransitOption = z.infer<typeof TransitOption>;
export const TransitOptionList = listOf(TransitOption);

/** GET /front/transit-options: with `country`, only the lines that deliver there. */
export const TransitOptionQuery = z.object({ country: CountryCode.optional() });
export type TransitOptionQuery = z.infer<typeof TransitOptionQuery>;

/** A topic shoppers pick when they contact the tenant's customer service. */
export const ServiceCategory = z.object({
  /** Stable across languages. */
  id: z.string(),
  /** In the request language, or the tenant's fallback. */
  name: z.string(),
});
export type ServiceCategory = z.infer<typeof ServiceCategory>;
export const ServiceCategoryList = listOf(ServiceCategory);
