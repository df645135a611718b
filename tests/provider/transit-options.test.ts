import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransitOptionList } from '../../contract/reference';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/front/transit-options', () => {
  it("lists only the tenant's enabled options, fees in fen", async () => {
    const vn = TransitOptionList.parse(await expectJson(provider.api({ tenant: 'vn' }).front['transit-options'].$get({ query: {} }), 200));
    expect(vn.items.map((option) => option.name)).toEqual(['Đường bộ tiêu chuẩn', 'Đường bay nhanh']);
    expect(vn.items[0]).toMatchObject({ firstWeightGrams: 1000, firstWeightFeeFen: 1200, extraFeePer500gFen: 600, minDays: 5, maxDays: 8 });
  });

  it("never lists another tenant's options", async () => {
    const ru = TransitOptionList.parse(await expectJson(provider.api({ tenant: 'ru' }).front['transit-options'].$get({ query: {} }), 200));
    expect(ru.items.map((option) => option.name)).toEqual(['Авиа', 'Авто через Казахстан', 'Ж/Д контейнер']);
  });
});
