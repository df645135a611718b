import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantWarehouseList } from '../../contract/reference';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/front/tenant-warehouses', () => {
  it("lists the tenant's LOCAL and CHINA warehouses", async () => {
    const list = TenantWarehouseList.parse(await expectJson(provider.api({ tenant: 'vn' }).front['tenant-warehouses'].$get({ query: {} }), 200));
    expect(list.items.map((warehouse) => warehouse.region).sort()).toEqual(['CHINA', 'LOCAL']);
    expect(list).toMatchObject({ total: 2, pageNo: 1, pageSize: 2 });
    expect(list.items.find((warehouse) => warehouse.region === 'LOCAL')).toMatchObject({ country: 'VN', name: 'Kho Hà Nội' });
  });

  it('filters by warehouseRegion and never shows another tenant\'s warehouses', async () => {
    const vn = TenantWarehouseList.parse(await expectJson(provider.api({ tenant: 'vn' }).front['tenant-warehouses'].$get({ query: { warehouseRegion: 'LOCAL' } }), 200));
    const ru = TenantWarehouseList.parse(await expectJson(provider.api({ tenant: 'ru' }).front['tenant-warehouses'].$get({ query: { warehouseRegion: 'LOCAL' } }), 200));
    expect(vn.items).toHaveLength(1);
    expect(ru.items).toHaveLength(1);
    expect(ru.items[0]).toMatchObject({ region: 'LOCAL', country: 'RU', city: 'Москва' });
    expect(ru.items[0]?.id).not.toBe(vn.items[0]?.id);
  });

  it('answers 400 VALIDATION_FAILED for an unknown region', async () => {
    const problem = await expectProblem(provider.api({ tenant: 'vn' }).front['tenant-warehouses'].$get({ query: { warehouseRegion: 'MOON' as never } }), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'warehouseRegion' })]);
  });
});
