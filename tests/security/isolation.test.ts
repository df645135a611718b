import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationList, Profile } from '../../contract/user';
import { cartItems } from '../../provider/db/schema';
import { ADDRESS_BOOKS } from '../provider/support/address-books';
import {
  CART_CATALOG, cartCalls, type CartWorld, createCartWorld, itemOf, param, problemCode,
} from '../provider/support/cart-catalog';
import { DEMO_SHOPPER, logIn, signUp } from '../provider/support/shoppers';
import { createTestProvider, expectJson, expectProblem, type ProviderClient, type TestProvider } from '../provider/support/test-provider';

/*
 * Tenants and shoppers apart: a shopper's data answers 404 to any other shopper, a token works on
 * its own tenant only, and the same e-mail on two tenants is two accounts.
 */

describe('shoppers and tenants', () => {
  let provider: TestProvider;
  let token: string;
  beforeAll(async () => {
    provider = await createTestProvider();
    ({ token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password));
  });
  afterAll(() => provider.close());

  const user = (as?: string, tenant = 'default') => provider.api({ tenant, token: as }).front.user;
  const loginAttempt = (email: string, password: string, { tenant }: { tenant: string }) =>
    provider.api({ tenant }).front.user.login.$post({ json: { email, password } });
  const customsInfo = (as: string) => provider.api({ tenant: 'default', token: as }).front['customs-info'];
  const shopper = (as = token) => provider.api({ tenant: 'default', token: as }).front;
  const notifications = (as = token) => expectJson(shopper(as)['user-notifications'].$get({ query: {} }), 200);
  const markRead = (id: number | undefined, as = token) => shopper(as)['user-notifications'][':id'].read.$post({ param: { id: String(id) } });

  it('keeps accounts of two tenants apart: the same e-mail, separate passwords and tokens', async () => {
    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    expect(vn.profile).toMatchObject({ name: 'Nguyễn Minh Anh', language: 'vi' });
    // A token is valid for its own tenant only.
    const problem = await expectProblem(user(vn.token).profile.$get(), 401);
    expect(problem.code).toBe('UNAUTHORIZED');
    Profile.parse(await expectJson(user(vn.token, 'vn').profile.$get(), 200));
    // The demo shopper exists on ru? No: its login fails there like any unknown e-mail.
    expect((await loginAttempt(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { tenant: 'ru' })).status).toBe(401);
  });

  it('keeps each shopper’s customs information to themselves', async () => {
    const owner = await signUp(provider, 'customs-owner@example.com');
    await expectJson(customsInfo(owner.token).save.$post({ json: { fullName: 'Lan Nguyen', idType: 'PASSPORT', idNumber: 'C1234567' } }), 200);
    const other = await signUp(provider, 'customs-other@example.com');
    expect(await expectJson(customsInfo(other.token).user.$get(), 200)).toBeNull();
  });

  it('shows nothing of other shoppers, and needs a session', async () => {
    const stranger = await signUp(provider, 'quiet@example.com');
    expect(await notifications(stranger.token)).toMatchObject({ items: [], total: 0 });
    await expectProblem(shopper('')['user-notifications'].$get({ query: {} }), 401);
  });

  it('answers 404 for another shopper’s notification, 400 for a malformed id', async () => {
    const [newest] = NotificationList.parse(await notifications()).items;
    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    const vnNotifications = NotificationList.parse(await expectJson(provider.api({ tenant: 'vn', token: vn.token }).front['user-notifications'].$get({ query: {} }), 200));
    expect((await expectProblem(markRead(vnNotifications.items[0]?.id), 404)).code).toBe('NOT_FOUND');
    const stranger = await signUp(provider, 'nosy@example.com');
    await expectProblem(markRead(newest?.id, stranger.token), 404);
    expect((await expectProblem(shopper()['user-notifications'][':id'].read.$post({ param: { id: 'abc' } }), 400)).code).toBe('VALIDATION_FAILED');
  });

  it('needs a session of the same tenant and a known tenant', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await expectProblem(provider.api({ tenant: 'default' })['user-feedback'].$get({ query: {} }), 401);
    await expectProblem(provider.api({ tenant: 'vn', token })['user-feedback'].$get({ query: {} }), 401);
    expect(await expectProblem(provider.api({ tenant: 'nowhere' })['user-feedback'].$get({ query: {} }), 404)).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });

  describe.each(ADDRESS_BOOKS)('the address book at $path', ({ path, List, key, list, save, remove }) => {
    const as = (token: string, tenant = 'default') => provider.api({ tenant, token });
    let shopper: ProviderClient;
    const entries = async (api = shopper) => List.parse(await expectJson(list(api), 200)).items;
    const labels = async () => (await entries()).map((entry) => [(entry as Record<string, unknown>)[key], entry.defaultAddress]);
    beforeAll(async () => {
      shopper = as((await signUp(provider, `book-${path.length}@example.com`)).token);
      await expectJson(save(shopper, 'A'), 200);
    });

    it('answers 404 for another shopper’s or another tenant’s address, and changes nothing', async () => {
      const [own] = await entries();
      const before = await labels();
      const stranger = as((await signUp(provider, `stranger-${path.length}@example.com`)).token);
      expect((await expectProblem(remove(stranger, own?.id), 404)).code).toBe('NOT_FOUND');
      await expectProblem(save(stranger, 'hijack', { id: own?.id ?? 0 }), 404);
      const demoVn = as((await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn')).token, 'vn');
      await expectProblem(remove(demoVn, own?.id), 404);
      await expectProblem(remove(shopper, 999999), 404);
      expect(await labels()).toEqual(before);
      expect(await expectJson(list(stranger), 200)).toMatchObject({ items: [], total: 0 });
    });
  });
});

describe('carts', () => {
  const { tee } = CART_CATALOG;
  const [redTee] = tee.skus;
  let world: CartWorld;
  beforeAll(async () => {
    world = await createCartWorld();
  });
  afterAll(() => world.provider.close());
  beforeEach(async () => {
    await world.provider.db.delete(cartItems);
  });
  const { cartOf, itemCalls, add, getCart } = cartCalls(() => world);

  it('answers 404 for another shopper\'s item on every call, and keeps carts apart', async () => {
    const id = itemOf(await add(tee, redTee.skuId, 1), redTee.skuId).id;
    expect(await getCart(world.otherToken)).toEqual({ shops: [], totalQuantity: 0 });
    expect(await problemCode(itemCalls(world.otherToken).quantity.$put({ ...param(id), query: { quantity: '2' } }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(itemCalls(world.otherToken).message.$put({ ...param(id), json: { message: 'mine' } }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(itemCalls(world.otherToken).$delete(param(id)), 404)).toBe('NOT_FOUND');
    expect(await problemCode(cartOf(world.otherToken).refresh.$post({ json: { cartItemIds: [id], tenantWarehouseId: world.warehouses.china } }), 404)).toBe('NOT_FOUND');
    await expectJson(cartOf(world.otherToken).all.$delete(), 200);
    expect(itemOf(await getCart(), redTee.skuId)).toMatchObject({ quantity: 1, message: '' });
  });

  it('keeps tenants apart: the same e-mail on another tenant has its own cart, a token works on its own tenant only', async () => {
    const id = itemOf(await add(tee, redTee.skuId, 1), redTee.skuId).id;
    expect(await getCart(world.vnToken, 'vn')).toEqual({ shops: [], totalQuantity: 0 });
    expect(await problemCode(itemCalls(world.vnToken, 'vn').$delete(param(id)), 404)).toBe('NOT_FOUND');
    expect(await problemCode(cartOf(world.token, 'vn').$get(), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(cartOf(world.vnToken, 'vn').refresh.$post({ json: { cartItemIds: [id], tenantWarehouseId: world.vnWarehouses.china } }), 404)).toBe('NOT_FOUND');
    expect((await getCart()).totalQuantity).toBe(1);
  });
});
