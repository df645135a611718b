import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressList } from '../../contract/user';
import { ADDRESS_BOOKS } from './support/address-books';
import { DEMO_SHOPPER, logIn, signUp } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, expectStatus, type ProviderClient, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const as = (token: string, tenant = 'default') => provider.api({ tenant, token });

describe('GET /api/front/user/addresses', () => {
  it('lists the demo shopper’s addresses with the default first', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const list = AddressList.parse(await expectJson(as(token).front.user.addresses.$get(), 200));
    expect(list.items.map((address) => [address.city, address.defaultAddress])).toEqual([['Los Angeles', true], ['New York', false]]);
  });
});

describe.each(ADDRESS_BOOKS)('the address book at $path', ({ path, Entry, List, key, list, save, remove }) => {
  let token: string;
  let shopper: ProviderClient;
  const entries = async (api = shopper) => List.parse(await expectJson(list(api), 200)).items;
  const labels = async () => (await entries()).map((entry) => [(entry as Record<string, unknown>)[key], entry.defaultAddress]);
  beforeAll(async () => {
    ({ token } = await signUp(provider, `book-${path.length}@example.com`));
    shopper = as(token);
  });

  it('makes the first address the default, and keeps exactly one default, listed first', async () => {
    const first = Entry.parse(await expectJson(save(shopper, 'A', { defaultAddress: false }), 200));
    expect(first.defaultAddress).toBe(true);
    await expectJson(save(shopper, 'B'), 200);
    const third = Entry.parse(await expectJson(save(shopper, 'C', { defaultAddress: true }), 200));
    expect(await labels()).toEqual([['C', true], ['B', false], ['A', false]]);
    // Making another the default moves it first; un-setting the default does not leave none.
    await expectJson(save(shopper, 'A', { id: first.id, defaultAddress: true }), 200);
    expect(await labels()).toEqual([['A', true], ['C', false], ['B', false]]);
    await expectJson(save(shopper, 'A, edited', { id: first.id, defaultAddress: false }), 200);
    expect(await labels()).toEqual([['A, edited', true], ['C', false], ['B', false]]);
    // Deleting the default passes it to the newest other address.
    await expectStatus(remove(shopper, first.id), 204);
    expect(await labels()).toEqual([['C', true], ['B', false]]);
    expect(third.id).toBeGreaterThan(first.id);
  });

  it('answers 400 VALIDATION_FAILED for malformed addresses and ids, 401 without a session', async () => {
    const problem = await expectProblem(save(shopper, 'X', { country: 'Vietnam' }), 400);
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'country' })]);
    await expectProblem(provider.rawRequest('POST', path, { tenant: 'default', token, json: {} }), 400);
    await expectProblem(remove(shopper, 'first'), 400);
    await expectProblem(list(provider.api({ tenant: 'default' })), 401);
  });
});
