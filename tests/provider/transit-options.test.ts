import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightEstimate } from '../../contract/product';
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

describe('GET /api/front/estimate-freight/weight on the seeded lines', () => {
  it("prices a parcel on the tenant's own lines", async () => {
    const quote = FreightEstimate.parse(await expectJson(provider.api({ tenant: 'vn' }).front['estimate-freight'].weight.$get({ query: { weight: '1600', country: 'VN' } }), 200));
    // Road: 1000 g for 1200 fen, then 600 fen per started 500 g; air refuses nothing of a plain parcel.
    expect(quote.options.find((option) => option.name === 'Đường bộ tiêu chuẩn')).toMatchObject({ chargeableWeightGrams: 1600, feeFen: 1200 + 2 * 600, cheapest: true });
    expect(quote.options.find((option) => option.name === 'Đường bay nhanh')).toMatchObject({ fastest: true });
  });
});
