import { afterAll, beforeAll } from 'vitest';
import type { PayResult } from '../../../contract/payments';
import type { Session } from '../../../contract/user';
import type { AccountOwner } from '../../../provider/db/ownership';
import { applyLedgerChange } from '../../../provider/ledger/ledger';
import { tenantDepositChannels } from '../../../provider/db/schema';
import { setPayPassword } from '../../../provider/payments/pay-password';
import { depositChannelRows } from '../../../provider/seed/deposit-channels';
import { CART_CATALOG, createCartWorld, type CartWorld, linkOf, param } from './cart-catalog';
import { signUp } from './shoppers';
import { type Caller, expectJson, type TestProvider } from './test-provider';

export const PAY_PASSWORD = '135790';

export interface Shopper {
  token: string;
  owner: AccountOwner;
}

export interface OrderWorld extends CartWorld {
  /** Two shoppers of the default tenant with a pay password and no money yet. */
  ana: Shopper;
  ben: Shopper;
}

/** The headers of a shopper's requests. */
export const callerOf = (shopper: Shopper): Caller => ({ tenant: shopper.owner.tenantId, token: shopper.token });

/** A shopper signed up through the API, with a pay password set. */
export async function payingShopper(provider: TestProvider, email: string, tenant = 'default'): Promise<Shopper> {
  const session: Session = await signUp(provider, email, tenant);
  const owner = { tenantId: tenant, userId: session.profile.id };
  await setPayPassword(provider.db, owner, PAY_PASSWORD, provider.clock.now(), true);
  return { token: session.token, owner };
}

/** The cart world, its tenants taking deposits as the demo tenants default and vn do. */
export async function createOrderWorld(env: Record<string, string> = {}): Promise<OrderWorld> {
  const world = await createCartWorld(env);
  await world.provider.db.insert(tenantDepositChannels).values([...depositChannelRows('default'), ...depositChannelRows('vn')]);
  return { ...world, ana: await payingShopper(world.provider, 'ana@example.com'), ben: await payingShopper(world.provider, 'ben@example.com') };
}

/**
 * One world for the test file: created before its tests, closed after them. The object is
 * filled in by the first beforeAll hook, so read its fields inside tests and hooks only.
 */
export function worldOfFile<W extends { provider: TestProvider }>(create: () => Promise<W>): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await create());
  });
  afterAll(() => world.provider.close());
  return world;
}

/** One order world for the test file (see worldOfFile). */
export const orderWorldOfFile = (): OrderWorld => worldOfFile(() => createOrderWorld());

/** Money on the balance as a confirmed deposit would put it there (one ledger row). */
export async function credit(provider: TestProvider, owner: AccountOwner, fen: number, reference = 'DP-TEST'): Promise<void> {
  await provider.db.transaction((tx) => applyLedgerChange(tx, owner, { kind: 'DEPOSIT', amount: fen, referenceType: 'DEPOSIT', reference }, provider.clock.now()));
}

/** A buy-now order of red tees (¥19.99 each) at the China warehouse: total = goods + ¥8 shipping below ¥88 + 5%. */
export function buyTees(provider: TestProvider, shopper: Shopper, warehouseId: number, quantity = 1, idempotencyKey?: string) {
  return expectJson(provider.api(callerOf(shopper)).front['preview-product'].create.$post({
    header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    json: { productUrl: linkOf(CART_CATALOG.tee), items: [{ productSkuId: CART_CATALOG.tee.skus[0].skuId, quantity }], tenantWarehouseId: warehouseId },
  }), 200);
}

/** Pays an order from the balance; `status` 0 accepts any answer. */
export async function payOrder(provider: TestProvider, shopper: Shopper, orderId: number, status = 200, payPassword = PAY_PASSWORD) {
  const response = await provider.api(callerOf(shopper)).front['purchase-orders'][':id'].pay.$post({ ...param(orderId), header: {}, json: { payPassword } });
  const body = JSON.parse(await response.text()) as PayResult & { code?: string };
  if (status && response.status !== status) throw new Error(`pay ${orderId}: expected ${status}, got ${response.status} ${JSON.stringify(body)}`);
  return { status: response.status, body };
}
