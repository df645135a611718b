import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceCategoryList } from '../../contract/reference';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const names = async (tenant: string, language?: string) =>
  ServiceCategoryList.parse(await expectJson(provider.api({ tenant, language }).front.tenant.service.category.$get(), 200))
    .items.map((category) => category.name);

describe('GET /api/front/tenant/service/category', () => {
  it("answers in the tenant's default language without Accept-Language", async () => {
    expect(await names('vn')).toContain('Thanh toán và hoàn tiền');
  });

  it('answers in the requested language when the tenant has it', async () => {
    expect(await names('vn', 'en-US,en;q=0.9')).toContain('Payments and refunds');
  });

  it("falls back to the tenant's default language, not English, for a language it lacks", async () => {
    expect(await names('ru', 'ru2')).toContain('Оплата и возвраты');
    expect(await names('uz', 'fr')).toContain('Toʻlov va qaytarish');
  });

  it("keeps stable ids across languages and each tenant's own set", async () => {
    const uz = ServiceCategoryList.parse(await expectJson(provider.api({ tenant: 'uz' }).front.tenant.service.category.$get(), 200));
    const uzEnglish = ServiceCategoryList.parse(await expectJson(provider.api({ tenant: 'uz', language: 'en' }).front.tenant.service.category.$get(), 200));
    expect(uz.items.map((category) => category.id)).toEqual(uzEnglish.items.map((category) => category.id));
    expect(uz.items.map((category) => category.id)).not.toContain('SOURCING');
  });
});
