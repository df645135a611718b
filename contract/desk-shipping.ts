import { z } from 'zod';
import { FEN_MAX, IdParam, Int, Text } from './bounds';
import { LanguageCode } from './language';
import { listOf } from './problem';
import { CountryCode } from './reference';
import { WarehouseRegion } from './tenant';
import { CARGO_CATEGORIES, CargoCategory } from './transit';

/*
 * The owner's shipping lines and warehouses (docs/product.md, "Desk: shipping"). Names are given per
 * language the tenant offers; the default language's name is required and is the one orders keep.
 */

export const SHIPPING_NAME_MAX = 80;
export const DAYS_MAX = 365;
/** 100 kg: the heaviest first weight a line may price. */
export const FIRST_WEIGHT_MAX_GRAMS = 100_000;
export const VOLUMETRIC_DIVISOR_MAX = 100_000;
export const LINE_COUNTRIES_MAX = 50;

/** A name per language: at most one entry per language, none empty. */
export const NamesByLanguage = z.partialRecord(LanguageCode, Text(SHIPPING_NAME_MAX, 1))
  .refine((names) => Object.keys(names).length > 0, 'At least one name is needed');
export type NamesByLanguage = z.infer<typeof NamesByLanguage>;

/** What the owner sets of a line; every price in fen, weights in grams. */
export const ShippingLineInput = z.object({
  names: NamesByLanguage,
  description: Text(300),
  carrier: Text(80),
  countries: z.array(CountryCode).max(LINE_COUNTRIES_MAX),
  firstWeightGrams: Int(1, FIRST_WEIGHT_MAX_GRAMS),
  firstWeightFeeFen: Int(0, FEN_MAX),
  extraFeePer500gFen: Int(0, FEN_MAX),
  volumetricDivisor: Int(1, VOLUMETRIC_DIVISOR_MAX),
  minDays: Int(0, DAYS_MAX),
  maxDays: Int(0, DAYS_MAX),
  refusedCategories: z.array(CargoCategory).max(CARGO_CATEGORIES.length),
  refusesBrands: z.boolean(),
  enabled: z.boolean(),
}).refine((line) => line.minDays <= line.maxDays, { path: ['maxDays'], message: 'The longest delivery time is shorter than the shortest' });
export type ShippingLineInput = z.infer<typeof ShippingLineInput>;

/** A line as the desk shows it. */
export const ShippingLine = z.object({
  id: z.number().int(),
  /** The default language's name: the key transit orders keep. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  description: z.string(),
  carrier: z.string(),
  countries: z.array(z.string()),
  firstWeightGrams: z.number().int(),
  firstWeightFeeFen: z.number().int(),
  extraFeePer500gFen: z.number().int(),
  volumetricDivisor: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  refusedCategories: z.array(CargoCategory),
  refusesBrands: z.boolean(),
  enabled: z.boolean(),
});
export type ShippingLine = z.infer<typeof ShippingLine>;
export const ShippingLineList = listOf(ShippingLine);

/** A map link opens outside the site: http and https only, never `javascript:` or `data:`. */
export const MapLink = Text(500).refine((value) => value === '' || isWebLink(value), 'Only an http or https link');

function isWebLink(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the owner sets of a warehouse; hours and map link matter for pickup points (LOCAL). */
export const WarehouseInput = z.object({
  region: WarehouseRegion,
  names: NamesByLanguage,
  country: CountryCode,
  province: Text(80),
  city: Text(80, 1),
  address: Text(200, 1),
  postcode: Text(20),
  contactName: Text(80),
  phone: Text(40),
  openingHours: Text(200),
  mapUrl: MapLink,
});
export type WarehouseInput = z.infer<typeof WarehouseInput>;

export const DeskWarehouse = WarehouseInput.extend({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  country: z.string(),
  mapUrl: z.string(),
});
export type DeskWarehouse = z.infer<typeof DeskWarehouse>;
export const DeskWarehouseList = listOf(DeskWarehouse);

export const ShippingIdParam = IdParam;
