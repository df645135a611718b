import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart } from '../../contract/cart';
import type { Problem } from '../../contract/problem';
import { createProviderApp } from '../../provider/app';
import { CART_CATALOG, createCartWorld, linkOf } from '../provider/support/cart-catalog';
import { expectJson, type TestProvider } from '../provider/support/test-provider';
import { captureLog } from './support/captured-log';

/**
 * Issue 8, defect 9: hostile values in ids, numbers and text reached the database and failed
 * there (500). Each is now refused at the edge with 400 problem JSON, and the rows are untouched.
 */

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  ({ provider, token } = await createCartWorld());
});
afterAll(() => provider.close());

const { tee } = CART_CATALOG;
const [redTee] = tee.skus;

type RequestOptions = NonNullable<Parameters<TestProvider['rawRequest']>[2]>;

async function expectRefused(method: string, path: string, options: RequestOptions = {}): Promise<Problem> {
  const response = await provider.rawRequest(method, path, { tenant: 'default', token, ...options });
  const text = await response.text();
  expect(response.status, `${method} ${path} ${JSON.stringify(options.json)}: ${text}`).toBe(400);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  const problem = JSON.parse(text) as Problem;
  expect(problem).toMatchObject({ type: 'about:blank', status: 400, code: 'VALIDATION_FAILED' });
  return problem;
}

const NUL = '\u0000';
const addTee = (quantity: unknown, extra: object = {}) =>
  ({ json: { productUrl: linkOf(tee), productSkuId: redTee.skuId, quantity, ...extra } });

describe('text fields refuse control characters', () => {
  const profile = { name: 'Lan Nguyen', phoneNumber: '+84 90 123 4567' };

  it.each([
    ['a NUL in the name', { ...profile, name: `Lan${NUL}Nguyen` }],
    ['a NUL alone', { ...profile, name: NUL }],
    ['a C1 control character', { ...profile, name: 'Lan\u0085Nguyen' }],
    ['a line break in a one-line field', { ...profile, name: 'Lan\nNguyen' }],
    ['a lone surrogate', { ...profile, name: 'Lan\ud800' }],
  ])('PUT /front/user/profile with %s answers 400', async (_, json) => {
    const problem = await expectRefused('PUT', '/front/user/profile', { json });
    expect(problem.errors?.map((error) => error.path)).toEqual(['name']);
  });

  it('still saves a name in any script, and the profile keeps the old name after a refusal', async () => {
    await expectJson(provider.api({ tenant: 'default', token }).front.user.profile.$put({ json: { ...profile, name: 'Nguyễn Lan 阮兰' } }), 200);
    await expectRefused('PUT', '/front/user/profile', { json: { ...profile, name: `x${NUL}` } });
    const saved = await expectJson(provider.api({ tenant: 'default', token }).front.user.profile.$get(), 200);
    expect(saved.name).toBe('Nguyễn Lan 阮兰');
  });

  it('refuses NUL in addresses and customs information', async () => {
    await expectRefused('POST', '/front/user/addresses', {
      json: { recipientName: 'Lan', phoneNumber: '+84 90 123 4567', country: 'VN', province: 'HN', city: `Ha${NUL}noi`, street: '1 Road' },
    });
    await expectRefused('POST', '/front/customs-info/save', { json: { fullName: `Lan${NUL}`, idType: 'PASSPORT', idNumber: 'C1234567' } });
  });

  it('lets a cart message span lines but not carry NUL', async () => {
    const cart = Cart.parse(await (await provider.rawRequest('POST', '/front/cart/add', { tenant: 'default', token, ...addTee(1, { message: 'Red one\nplease' }) })).json());
    expect(cart.shops[0]?.cartItems[0]?.message).toBe('Red one\nplease');
    await expectRefused('POST', '/front/cart/add', addTee(1, { message: `Red${NUL}` }));
  });

  it('refuses over-long text', async () => {
    await expectRefused('PUT', '/front/user/profile', { json: { ...profile, name: 'x'.repeat(61) } });
    await expectRefused('GET', `/front/product/search?keyword=${'k'.repeat(201)}`);
  });
});

describe('ids are positive integers within the column', () => {
  it.each(['2147483648', '99999999999999999999', '0', '-1', '1.5', '1e3', '0x10', '%00', 'abc'])('DELETE /front/cart/%s answers 400', async (id) => {
    await expectRefused('DELETE', `/front/cart/${id}`);
  });

  it('answers 404 for the largest id that can exist', async () => {
    const response = await provider.rawRequest('DELETE', '/front/cart/2147483647', { tenant: 'default', token });
    expect(response.status).toBe(404);
  });

  it('refuses ids out of range in JSON bodies', async () => {
    await expectRefused('POST', '/front/cart/refresh', { json: { cartItemIds: [2 ** 31], tenantWarehouseId: 1 } });
    await expectRefused('POST', '/front/cart/refresh', { json: { cartItemIds: [1], tenantWarehouseId: '1' } });
    await expectRefused('POST', '/front/user/addresses', {
      json: { id: 2 ** 31, recipientName: 'Lan', phoneNumber: '+84 90 123 4567', country: 'VN', province: 'HN', city: 'Hanoi', street: '1 Road' },
    });
  });
});

describe('search bounds', () => {
  it.each([
    'priceEnd=99999999999999',
    'priceStart=2147483648',
    'priceStart=-1',
    'priceEnd=0x10',
    'priceEnd=1e3',
    'priceEnd=',
    'shopId=%00',
    'keyword=%00',
    'snId=a%00b',
    'pageNo=0',
    'pageNo=99999999999',
    'pageSize=101',
    'pageSize=%20%205',
  ])('GET /front/product/search?%s answers 400', async (query) => {
    await expectRefused('GET', `/front/product/search?${query}`);
  });

  it('still searches within bounds', async () => {
    const response = await provider.rawRequest('GET', '/front/product/search?priceStart=0&priceEnd=2147483647&shopId=shop-a&pageNo=1&pageSize=100', { tenant: 'default' });
    expect(response.status).toBe(200);
  });
});

describe('quantity is a whole number, no coercion', () => {
  it.each([true, [5], '0x10', '5', 1.5, 0, -1, 100_000, null, { value: 5 }, 'Infinity'])('POST /front/cart/add with quantity %j answers 400', async (quantity) => {
    await expectRefused('POST', '/front/cart/add', addTee(quantity));
  });

  it('adds a JSON integer quantity', async () => {
    const cart = Cart.parse(await (await provider.rawRequest('POST', '/front/cart/add', { tenant: 'default', token, ...addTee(2) })).json());
    expect(cart.totalQuantity).toBeGreaterThanOrEqual(2);
  });

  it.each(['0x10', '1e1', '%205', '5.0', '', 'true', '-1', '100000'])('PUT /front/cart/{id}/quantity?quantity=%s answers 400', async (quantity) => {
    const cart = Cart.parse(await expectJson(provider.api({ tenant: 'default', token }).front.cart.$get(), 200));
    const id = cart.shops[0]!.cartItems[0]!.id;
    await expectRefused('PUT', `/front/cart/${id}/quantity?quantity=${quantity}`);
  });
});

describe('the database safety net', () => {
  it('answers a value the database refuses (SQLSTATE class 22) as 400 problem JSON, other failures as 500', async () => {
    const app = createProviderApp({ db: provider.db, storage: provider.storage, env: provider.env, mailer: provider.mailer, events: provider.events, log: captureLog().log });
    // Routes the contract forgot to bound, reduced to their queries.
    app.get('/overflow', async (c) => c.json(await c.var.db.execute('SELECT 2147483648::int4')));
    app.get('/missing-table', async (c) => c.json(await c.var.db.execute('SELECT * FROM no_such_table')));
    const overflow = await app.request('/api/overflow');
    expect(overflow.status).toBe(400);
    expect(overflow.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await overflow.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const missing = await app.request('/api/missing-table');
    expect(missing.status).toBe(500);
    expect(await missing.json()).toMatchObject({ code: 'INTERNAL' });
  });
});
