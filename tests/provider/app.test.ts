import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../security/support/captured-log';
import { createProviderApp } from '../../provider/app';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
/** The OpenAPI document is served by the app, not by a typed route. */
const openApiDocument = async <T>() => (await provider.app.request('/api/openapi.json')).json() as Promise<T>;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/health', () => {
  it('reports the database and that the demo data is seeded', async () => {
    const expected = process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite';
    expect(await expectJson(provider.api().health.$get(), 200)).toEqual({ status: 'ok', seeded: true, database: expected, databaseReachable: true, catalogReady: true, draining: false });
  });
});

describe('GET /api/health/ready', () => {
  it('is 200 once the demo data is seeded and every catalog image hashed', async () => {
    expect((await provider.app.request('/api/health/ready')).status).toBe(200);
  });

  it('is 503 while the provider is still starting', async () => {
    const unseeded = await createTestProvider({ seed: false });
    try {
      const response = await unseeded.app.request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ seeded: false, catalogReady: false });
    } finally {
      await unseeded.close();
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every path of the capability as OpenAPI 3.1', async () => {
    const document = await openApiDocument<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/desk/audit',
      '/api/desk/content/announcements',
      '/api/desk/content/announcements/{id}',
      '/api/desk/content/articles',
      '/api/desk/content/articles/revisions/{id}',
      '/api/desk/content/articles/revisions/{id}/publish',
      '/api/desk/content/articles/revisions/{id}/restore',
      '/api/desk/content/articles/{type}/{language}',
      '/api/desk/content/articles/{type}/{language}/draft',
      '/api/desk/content/banners',
      '/api/desk/content/banners/upload-token',
      '/api/desk/content/banners/{id}',
      '/api/desk/content/banners/{id}/move',
      '/api/desk/content/faq',
      '/api/desk/content/faq/{id}',
      '/api/desk/content/faq/{id}/move',
      '/api/desk/content/home/catalog',
      '/api/desk/content/home/sections',
      '/api/desk/content/home/sections/{id}',
      '/api/desk/content/home/sections/{id}/kind',
      '/api/desk/content/home/sections/{id}/move',
      '/api/desk/content/home/sections/{id}/products',
      '/api/desk/content/home/sections/{id}/products/{productId}',
      '/api/desk/content/home/sections/{id}/products/{productId}/move',
      '/api/desk/content/how-to',
      '/api/desk/content/how-to/{id}',
      '/api/desk/content/how-to/{id}/move',
      '/api/desk/dashboard',
      '/api/desk/invitations/{token}/accept',
      '/api/desk/me',
      '/api/desk/me/totp',
      '/api/desk/me/totp/confirm',
      '/api/desk/money/adjustments',
      '/api/desk/money/approvals',
      '/api/desk/money/approvals/{id}/approve',
      '/api/desk/money/approvals/{id}/decline',
      '/api/desk/money/deposits',
      '/api/desk/money/deposits/{id}/confirm',
      '/api/desk/money/deposits/{id}/reject',
      '/api/desk/money/four-eyes',
      '/api/desk/money/reconciliation',
      '/api/desk/money/reconciliation.csv',
      '/api/desk/money/refunds',
      '/api/desk/money/withdrawals',
      '/api/desk/money/withdrawals/{id}/approve',
      '/api/desk/money/withdrawals/{id}/pay',
      '/api/desk/money/withdrawals/{id}/reject',
      '/api/desk/operators',
      '/api/desk/operators/{id}',
      '/api/desk/packing',
      '/api/desk/packing/{id}',
      '/api/desk/packing/{id}/pack',
      '/api/desk/packing/{id}/scans',
      '/api/desk/packing/{id}/ship',
      '/api/desk/purchasing/lines/buy',
      '/api/desk/purchasing/lines/out-of-stock',
      '/api/desk/purchasing/lines/ship',
      '/api/desk/purchasing/lines/{id}/confirm',
      '/api/desk/purchasing/lines/{id}/note',
      '/api/desk/purchasing/lines/{id}/price',
      '/api/desk/purchasing/queue',
      '/api/desk/receiving/expected',
      '/api/desk/receiving/extra-photos',
      '/api/desk/receiving/extra-photos/{id}',
      '/api/desk/receiving/receipts',
      '/api/desk/receiving/scan',
      '/api/desk/receiving/upload-token',
      '/api/desk/session',
      '/api/desk/settings',
      '/api/desk/settings/exchange-rate',
      '/api/desk/settings/identity',
      '/api/desk/settings/links',
      '/api/desk/settings/logo',
      '/api/desk/settings/preferences',
      '/api/desk/settings/upload-token',
      '/api/desk/shipping/lines',
      '/api/desk/shipping/lines/{id}',
      '/api/desk/shipping/warehouses',
      '/api/desk/shipping/warehouses/{id}',
      '/api/desk/shoppers',
      '/api/desk/shoppers/{id}',
      '/api/desk/shoppers/{id}/ledger',
      '/api/desk/shoppers/{id}/notifications',
      '/api/desk/shoppers/{id}/orders',
      '/api/desk/shoppers/{id}/parcels',
      '/api/files/{key}',
      '/api/front/address-districts',
      '/api/front/cart',
      '/api/front/cart/add',
      '/api/front/cart/all',
      '/api/front/cart/custom',
      '/api/front/cart/custom/{id}',
      '/api/front/cart/multiple',
      '/api/front/cart/refresh',
      '/api/front/cart/{id}',
      '/api/front/cart/{id}/message',
      '/api/front/cart/{id}/quantity',
      '/api/front/customs-info/save',
      '/api/front/customs-info/user',
      '/api/front/deposit-channels',
      '/api/front/estimate-freight/weight',
      '/api/front/exchange-rate',
      '/api/front/midtrans/snap-token',
      '/api/front/multiple-address-districts',
      '/api/front/onepay/payCode',
      '/api/front/payment-methods',
      '/api/front/payments/batch-pay',
      '/api/front/payments/unpaid',
      '/api/front/payments/{id}/pay',
      '/api/front/preview-product/create',
      '/api/front/preview-product/refresh',
      '/api/front/product',
      '/api/front/product/categories',
      '/api/front/product/keywordSNQuery',
      '/api/front/product/search',
      '/api/front/product/short-link',
      '/api/front/purchase-orders/create',
      '/api/front/purchase-orders/search',
      '/api/front/purchase-orders/{id}',
      '/api/front/purchase-orders/{id}/clone',
      '/api/front/purchase-orders/{id}/close',
      '/api/front/purchase-orders/{id}/pay',
      '/api/front/purchase-parcels/stock-in-parcels',
      '/api/front/refunds',
      '/api/front/site-about-us',
      '/api/front/site-content/announcements',
      '/api/front/site-content/article-versions',
      '/api/front/site-content/articles/{type}',
      '/api/front/site-content/banner-images',
      '/api/front/site-content/enabled-article-types',
      '/api/front/site-content/images',
      '/api/front/site-content/preferred-product-groups',
      '/api/front/site-content/preferred-products',
      '/api/front/site-content/recommend-product-groups',
      '/api/front/site-content/terms',
      '/api/front/site-faq',
      '/api/front/site-how-to-use',
      '/api/front/site-slogen',
      '/api/front/supported-countries',
      '/api/front/tenant',
      '/api/front/tenant-warehouses',
      '/api/front/tenant/service/category',
      '/api/front/transit-options',
      '/api/front/transit-orders',
      '/api/front/transit-orders/search',
      '/api/front/transit-orders/{id}',
      '/api/front/transit-orders/{id}/close',
      '/api/front/transit-orders/{id}/complete',
      '/api/front/transit-orders/{id}/pay',
      '/api/front/two-address-districts',
      '/api/front/upload-token',
      '/api/front/user-account/certificate',
      '/api/front/user-account/deposits',
      '/api/front/user-account/first-set-pay-password',
      '/api/front/user-account/operations',
      '/api/front/user-account/pay-password',
      '/api/front/user-account/queryDetail/{id}',
      '/api/front/user-account/querySummary',
      '/api/front/user-account/resetPayPassword',
      '/api/front/user-account/root',
      '/api/front/user-account/transactions',
      '/api/front/user-account/update-deposit',
      '/api/front/user-account/withdrawals',
      '/api/front/user-events',
      '/api/front/user-events/counts',
      '/api/front/user-notifications',
      '/api/front/user-notifications/read-all',
      '/api/front/user-notifications/{id}/read',
      '/api/front/user/addresses',
      '/api/front/user/addresses/{id}',
      '/api/front/user/billing-addresses',
      '/api/front/user/billing-addresses/{id}',
      '/api/front/user/change-password',
      '/api/front/user/check-email-available',
      '/api/front/user/email',
      '/api/front/user/forget-password',
      '/api/front/user/language',
      '/api/front/user/login',
      '/api/front/user/logout',
      '/api/front/user/profile',
      '/api/front/user/send-email-code',
      '/api/front/user/signup',
      '/api/front/user/verify-email-code',
      '/api/front/user/verify-email-promotion-code',
      '/api/front/user/warehouses',
      '/api/front/user/warehouses/{id}',
      '/api/front/waafipay/hpp-asm',
      '/api/health',
      '/api/health/ready',
      '/api/site-versions',
      '/api/storage/upload',
      '/api/user-feedback',
    ]);
    expect(document.paths['/api/front/tenant-warehouses']?.['get']).toMatchObject({
      parameters: [expect.objectContaining({ name: 'warehouseRegion', in: 'query' })],
    });
  });

  it('documents the bearer token of user calls', async () => {
    const document = await openApiDocument<{
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      deskBearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.paths['/api/front/user/profile']?.['get']?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/user-feedback']?.['get']?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/front/user/login']?.['post']?.security).toBeUndefined();
    // Desk calls carry an operator token, a scheme of its own.
    expect(document.paths['/api/desk/me']?.['get']?.security).toEqual([{ deskBearer: [] }]);
    expect(document.paths['/api/desk/session']?.['post']?.security).toBeUndefined();
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 NOT_FOUND problem JSON', async () => {
    const problem = await expectProblem(provider.rawRequest('GET', '/front/no-such-thing'), 404);
    expect(problem).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' });
    expect((await expectProblem(provider.rawRequest('GET', '/elsewhere'), 404)).code).toBe('NOT_FOUND');
  });

  it('answers a thrown error with 500 INTERNAL, logging it but keeping the stack out of the body', async () => {
    // A fresh app: routes cannot be added once an app has answered a request.
    const captured = captureLog();
    const app = createProviderApp({ db: provider.db, storage: provider.storage, env: provider.env, mailer: provider.mailer, events: provider.events, log: captured.log });
    app.get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.request('/api/boom');
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    const problem: unknown = await response.json();
    expect(problem).toEqual({
      type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'INTERNAL',
      detail: 'The provider could not answer this request.',
    });
    expect(JSON.stringify(problem)).not.toContain('hunter2');
    // Logged as its class, under the request id; the message (which may hold anything) stays out.
    expect(captured.entries()).toContainEqual(expect.objectContaining({ msg: 'request failed', requestId: response.headers.get('X-Request-Id'), err: expect.objectContaining({ class: 'Error' }) }));
    expect(captured.text()).not.toContain('hunter2');
  });
});
