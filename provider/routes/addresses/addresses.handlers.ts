import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AddressDistrict, CountryAddressDistricts } from '../../../contract/reference';
import { addressDistricts, countries } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import type {
  listAddressDistrictsRoute, listMultipleAddressDistrictsRoute, listSupportedCountriesRoute, listTwoAddressDistrictsRoute,
} from './addresses.routes';

export const listSupportedCountries: AppRouteHandler<typeof listSupportedCountriesRoute> = async (c) => {
  const items = await c.var.db.select().from(countries).orderBy(asc(countries.name));
  return c.json(wholeList(items), 200);
};

export const listAddressDistricts: AppRouteHandler<typeof listAddressDistrictsRoute> = async (c) => {
  const { country } = c.req.valid('query');
  const items = await c.var.db
    .select()
    .from(addressDistricts)
    .where(and(eq(addressDistricts.level, 1), country ? eq(addressDistricts.country, country) : undefined))
    .orderBy(asc(addressDistricts.country), asc(addressDistricts.name));
  return c.json(wholeList(items), 200);
};

export const listMultipleAddressDistricts: AppRouteHandler<typeof listMultipleAddressDistrictsRoute> = async (c) => {
  const [districts, countryRows] = await Promise.all([
    c.var.db.select().from(addressDistricts).orderBy(asc(addressDistricts.name)),
    c.var.db.select().from(countries).orderBy(asc(countries.name)),
  ]);
  const childrenOf = Map.groupBy(districts.filter((district) => district.level === 2), (district) => district.parentId);
  const firstLevelOf = Map.groupBy(districts.filter((district) => district.level === 1), (district) => district.country);
  const items: CountryAddressDistricts[] = countryRows.flatMap((country) => {
    const firstLevel = firstLevelOf.get(country.code) ?? [];
    if (firstLevel.length === 0) return [];
    return [{
      country: country.code,
      countryName: country.name,
      districts: firstLevel.map((district) => ({ ...district, children: childrenOf.get(district.id) ?? [] })),
    }];
  });
  return c.json(wholeList(items), 200);
};

export const listTwoAddressDistricts: AppRouteHandler<typeof listTwoAddressDistrictsRoute> = async (c) => {
  const { country, oneAddressDistrict } = c.req.valid('query');
  const parentIds = c.var.db
    .select({ id: addressDistricts.id })
    .from(addressDistricts)
    .where(and(
      eq(addressDistricts.country, country),
      eq(addressDistricts.level, 1),
      or(
        eq(addressDistricts.id, oneAddressDistrict),
        sql`lower(${addressDistricts.name}) = lower(${oneAddressDistrict})`,
      ),
    ));
  const items: AddressDistrict[] = await c.var.db
    .select()
    .from(addressDistricts)
    .where(and(eq(addressDistricts.level, 2), inArray(addressDistricts.parentId, parentIds)))
    .orderBy(asc(addressDistricts.name));
  return c.json(wholeList(items), 200);
};
