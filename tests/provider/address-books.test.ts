import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import {
  Address, type AddressInput, AddressList, BillingAddress, type BillingAddressInput, BillingAddressList,
} from '../../contract/user';
import { DEMO_SHOPPER, logIn, signUp } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const as = (token: string, tenant = 'default') => ({
  call: <T>(method: string, path: string, status: number, json?: unknown) => provider.call<T>(method, path, status, { tenant, token, json }),
});

const shipping = (street: string, extra: Partial<AddressInput> = {}): AddressInput => ({
  recipientName: 'Lan Nguyen', phoneNumber: '+84 90 123 4567', country: 'vn', province: 'Hà Nội', city: 'Hà Nội', street, ...extra,
});
const billing = (name: string, extra: Partial<BillingAddressInput> = {}): BillingAddressInput => ({
  name, email: 'billing@example.com', phoneNumber: '+84 90 123 4567', country: 'VN', city: 'Hà Nội', street: '1 Tràng Tiền', ...extra,
});

describe('GET /api/front/user/addresses', () => {
  it('lists the demo shopper’s addresses with the default first', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const list = AddressList.parse(await as(token).call('GET', '/front/user/addresses', 200));
    expect(list.items.map((address) => [address.city, address.defaultAddress])).toEqual([['Los Angeles', true], ['New York', false]]);
  });
});

describe.each([
  { path: '/front/user/addresses', make: shipping, Entry: Address, List: AddressList, key: 'street' as const },
  { path: '/front/user/billing-addresses', make: billing, Entry: BillingAddress, List: BillingAddressList, key: 'name' as const },
])('the address book at $path', ({ path, make, Entry, List, key }) => {
  let shopper: ReturnType<typeof as>;
  const labels = async () => List.parse(await shopper.call('GET', path, 200)).items.map((entry) => [(entry as Record<string, unknown>)[key], entry.defaultAddress]);
  beforeAll(async () => {
    shopper = as((await signUp(provider, `book-${path.length}@example.com`)).token);
  });

  it('makes the first address the default, and keeps exactly one default, listed first', async () => {
    const first = Entry.parse(await shopper.call('POST', path, 200, make('A', { defaultAddress: false })));
    expect(first.defaultAddress).toBe(true);
    await shopper.call('POST', path, 200, make('B'));
    const third = Entry.parse(await shopper.call('POST', path, 200, make('C', { defaultAddress: true })));
    expect(await labels()).toEqual([['C', true], ['B', false], ['A', false]]);
    // Making another the default moves it first; un-setting the default does not leave none.
    await shopper.call('POST', path, 200, { ...make('A'), id: first.id, defaultAddress: true });
    expect(await labels()).toEqual([['A', true], ['C', false], ['B', false]]);
    await shopper.call('POST', path, 200, { ...make('A, edited'), id: first.id, defaultAddress: false });
    expect(await labels()).toEqual([['A, edited', true], ['C', false], ['B', false]]);
    // Deleting the default passes it to the newest other address.
    await shopper.call('DELETE', `${path}/${first.id}`, 204);
    expect(await labels()).toEqual([['C', true], ['B', false]]);
    expect(third.id).toBeGreaterThan(first.id);
  });

  it('answers 404 for another shopper’s or another tenant’s address, and changes nothing', async () => {
    const [own] = List.parse(await shopper.call('GET', path, 200)).items;
    const before = await labels();
    const stranger = as((await signUp(provider, `stranger-${path.length}@example.com`)).token);
    expect((await stranger.call<Problem>('DELETE', `${path}/${own?.id}`, 404)).code).toBe('NOT_FOUND');
    await stranger.call('POST', path, 404, { ...make('hijack'), id: own?.id });
    const demoVn = as((await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn')).token, 'vn');
    await demoVn.call('DELETE', `${path}/${own?.id}`, 404);
    await shopper.call('DELETE', `${path}/999999`, 404);
    expect(await labels()).toEqual(before);
    expect(await stranger.call('GET', path, 200)).toMatchObject({ items: [], total: 0 });
  });

  it('answers 400 VALIDATION_FAILED for malformed addresses and ids, 401 without a session', async () => {
    const problem = await shopper.call<Problem>('POST', path, 400, { ...make('X'), country: 'Vietnam' });
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'country' })]);
    await shopper.call('POST', path, 400, {});
    await shopper.call('DELETE', `${path}/first`, 400);
    await provider.call('GET', path, 401, { tenant: 'default' });
  });
});
