import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressDistrictList, CountryAddressDistrictsList, CountryList } from '../../contract/reference';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/front/supported-countries', () => {
  it('lists the countries with their dialling codes, by name', async () => {
    const list = CountryList.parse(await expectJson(provider.api({ tenant: 'ru' }).front['supported-countries'].$get(), 200));
    const codes = list.items.map((country) => country.code);
    expect(codes).toEqual(expect.arrayContaining(['CN', 'VN', 'RU', 'UZ', 'KZ', 'KR', 'MY', 'US', 'GH', 'TH']));
    expect(list.items.find((country) => country.code === 'UZ')).toEqual({ code: 'UZ', name: 'Uzbekistan', phoneCode: '+998' });
    const names = list.items.map((country) => country.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('GET /api/front/address-districts', () => {
  it('lists the first level of one country, accepting a lower-case code', async () => {
    const list = AddressDistrictList.parse(await expectJson(provider.api().front['address-districts'].$get({ query: { country: 'cn' } }), 200));
    expect(list.items.length).toBeGreaterThanOrEqual(10);
    expect(list.items.every((district) => district.country === 'CN' && district.level === 1 && district.parentId === null)).toBe(true);
    expect(list.items.map((district) => district.id)).toContain('CN-GD');
  });

  it('lists the first level of every country without a country', async () => {
    const list = AddressDistrictList.parse(await expectJson(provider.api().front['address-districts'].$get({ query: {} }), 200));
    expect(new Set(list.items.map((district) => district.country))).toEqual(new Set(['CN', 'VN', 'RU', 'UZ', 'KZ']));
  });

  it('answers 400 VALIDATION_FAILED for a malformed country', async () => {
    const problem = await expectProblem(provider.api().front['address-districts'].$get({ query: { country: 'China' } }), 400);
    expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path: 'country' })] });
  });
});

describe('GET /api/front/multiple-address-districts', () => {
  it('nests the second level under the first for every country that has districts', async () => {
    const list = CountryAddressDistrictsList.parse(await expectJson(provider.api({ tenant: 'vn' }).front['multiple-address-districts'].$get(), 200));
    const vietnam = list.items.find((entry) => entry.country === 'VN');
    expect(vietnam?.countryName).toBe('Vietnam');
    const hanoi = vietnam?.districts.find((district) => district.id === 'VN-HN');
    expect(hanoi?.children.map((child) => child.name)).toEqual(expect.arrayContaining(['Cầu Giấy', 'Hoàn Kiếm']));
    expect(list.items.map((entry) => entry.country)).not.toContain('US');
  });
});

describe('GET /api/front/two-address-districts', () => {
  it.each(['CN-GD', 'Guangdong', 'guangdong'])('finds the cities of a province given as %s', async (oneAddressDistrict) => {
    const list = AddressDistrictList.parse(await expectJson(provider.api().front['two-address-districts'].$get({ query: { country: 'CN', oneAddressDistrict } }), 200));
    expect(list.items.map((district) => district.name)).toEqual(['Dongguan', 'Foshan', 'Guangzhou', 'Shenzhen']);
    expect(list.items.every((district) => district.parentId === 'CN-GD' && district.level === 2)).toBe(true);
  });

  it('answers an empty list for a province of another country', async () => {
    const list = AddressDistrictList.parse(await expectJson(provider.api().front['two-address-districts'].$get({ query: { country: 'VN', oneAddressDistrict: 'CN-GD' } }), 200));
    expect(list.items).toEqual([]);
  });

  it.each([{}, { country: 'CN' }, { oneAddressDistrict: 'CN-GD' }])('answers 400 VALIDATION_FAILED for the query %o', async (query) => {
    const problem = await expectProblem(provider.api().front['two-address-districts'].$get({ query: query as never }), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.length).toBeGreaterThan(0);
  });
});
