import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeInfo, Tenant } from '../../contract/tenant';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/front/tenant', () => {
  it('answers the default tenant when no tenant header is sent', async () => {
    const tenant = Tenant.parse(await expectJson(provider.api().front.tenant.$get(), 200));
    expect(tenant).toMatchObject({ id: 'default', defaultLanguage: 'en', themeColor: '16a34a', exchangeInfo: { currency: 'USD' } });
    expect(tenant.supportedLanguages).toHaveLength(18);
    expect(tenant.logoImage).toMatch(/^\/api\/files\/seed\/default\/logo-[0-9a-f]{12}\.svg$/);
    expect(tenant.serviceSocialAccounts.length).toBeLessThanOrEqual(5);
  });

  it('answers the tenant named by X-Tenant-Id', async () => {
    const tenant = Tenant.parse(await expectJson(provider.api({ tenant: 'vn' }).front.tenant.$get(), 200));
    expect(tenant).toMatchObject({ id: 'vn', defaultLanguage: 'vi', supportedLanguages: ['vi', 'en', 'zh-CN'], timezoneOffset: 420 });
  });

  it.each([
    ['vn.shop.example', 'vn'],
    ['ru.shop.example:8443', 'ru'],
    ['uz.localhost:4321', 'uz'],
    ['www.shop.example', 'default'],
    ['shop.example', 'default'],
    ['localhost:4321', 'default'],
    ['127.0.0.1', 'default'],
  ])('resolves X-Tenant-Domain %s to %s', async (domain, id) => {
    expect(Tenant.parse(await expectJson(provider.api({ domain }).front.tenant.$get(), 200)).id).toBe(id);
  });

  it('prefers X-Tenant-Id over X-Tenant-Domain', async () => {
    expect(Tenant.parse(await expectJson(provider.api({ tenant: 'ru', domain: 'vn.shop.example' }).front.tenant.$get(), 200)).id).toBe('ru');
  });

  it('keeps each tenant its own preferences', async () => {
    const uz = Tenant.parse(await expectJson(provider.api({ tenant: 'uz' }).front.tenant.$get(), 200));
    expect(uz.tenantPreference).toMatchObject({ showExchangeRate: true, showStockin: false, showTransit: false, showUserWarehouse: false });
    expect(uz.enabledArticleTypes).not.toContain('SOURCING_SERVICE');
    const vn = Tenant.parse(await expectJson(provider.api({ tenant: 'vn' }).front.tenant.$get(), 200));
    expect(vn.tenantPreference.showStockin).toBe(true);
    expect(vn.themeColor).toBe('#da251d');
  });

  it.each([
    [{ tenant: 'nowhere' }, 'There is no tenant "nowhere".'],
    [{ domain: 'nowhere.shop.example' }, 'There is no tenant "nowhere".'],
    [{ tenant: 'Not A Tenant!' }, 'The tenant headers name no valid tenant id.'],
  ])('answers 404 TENANT_NOT_FOUND for %o', async (options, detail) => {
    const problem = await expectProblem(provider.api(options).front.tenant.$get(), 404);
    expect(problem).toMatchObject({ status: 404, code: 'TENANT_NOT_FOUND', title: 'Not Found', detail });
  });

  it('may be cached publicly for 30 s, per tenant and language', async () => {
    const response = await provider.api({ tenant: 'vn' }).front.tenant.$get();
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=30');
    expect(response.headers.get('Vary')).toBe('X-Tenant-Id, X-Tenant-Domain, Accept-Language');
    const notFound = await provider.api({ tenant: 'nowhere' }).front.tenant.$get();
    expect(notFound.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('GET /api/front/exchange-rate', () => {
  it.each([
    ['default', 0.1389, 'USD'],
    ['vn', 3450, 'VND'],
    ['ru', 12.9, 'RUB'],
    ['gh', 2.12, 'GHC'],
  ])('answers the rate of %s', async (tenant, cnyExchangeRate, currency) => {
    expect(ExchangeInfo.parse(await expectJson(provider.api({ tenant }).front['exchange-rate'].$get(), 200))).toEqual({ cnyExchangeRate, currency });
  });
});
