import type { PurchaseOrder } from '../../../contract/orders';
import type { PayResult } from '../../../contract/payments';
import type { Session } from '../../../contract/user';
import { type AccountOwner, applyLedgerChange } from '../../../provider/ledger/ledger';
import { setPayPassword } from '../../../provider/payments/pay-password';
import { CART_CATALOG, createCartWorld, type CartWorld, linkOf } from './cart-catalog';
import { signUp } from './shoppers';
import type { TestProvider } from './test-provider';

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

/** A shopper signed up through the API, with a pay password set. */
export async function payingShopper(provider: TestProvider, email: string, tenant = 'default'): Promise<Shopper> {
  const session: Session = await signUp(provider, email, tenant);
  const owner = { tenantId: tenant, userId: session.profile.id };
  await setPayPassword(provider.db, owner, PAY_PASSWORD, provider.clock.now(), true);
  return { token: session.token, owner };
}

export async function createOrderWorld(): Promise<OrderWorld> {
  const world = await createCartWorld();
  return { ...world, ana: await payingShopper(world.provider, 'ana@example.com'), ben: await payingShopper(world.provider, 'ben@example.com') };
}

/** Money on the balance as a confirmed deposit would put it there (one ledger row). */
export async function credit(provider: TestProvider, owner: AccountOwner, fen: number, reference = 'DP-TEST'): Promise<void> {
  await provider.db.transaction((tx) => applyLedgerChange(tx, owner, { kind: 'DEPOSIT', amount: fen, referenceType: 'DEPOSIT', reference }, provider.clock.now()));
}

/** A buy-now order of red tees (¥19.99 each) at the China warehouse: total = goods + ¥8 shipping below ¥88 + 5%. */
export function buyTees(provider: TestProvider, shopper: Shopper, warehouseId: number, quantity = 1, headers: Record<string, string> = {}) {
  return provider.call<PurchaseOrder>('POST', '/front/preview-product/create', 200, {
    tenant: shopper.owner.tenantId, token: shopper.token, headers,
    json: { productUrl: linkOf(CART_CATALOG.tee), items: [{ productSkuId: CART_CATALOG.tee.skus[0].skuId, quantity }], tenantWarehouseId: warehouseId },
  });
}

export const payOrder = (provider: TestProvider, shopper: Shopper, orderId: number, status = 200, payPassword = PAY_PASSWORD) =>
  provider.request('POST', `/front/purchase-orders/${orderId}/pay`, { tenant: shopper.owner.tenantId, token: shopper.token, json: { payPassword } })
    .then(async (response) => {
      const body = await response.json() as PayResult & { code?: string };
      if (status && response.status !== status) throw new Error(`pay ${orderId}: expected ${status}, got ${response.status} ${JSON.stringify(body)}`);
      return { status: response.status, body };
    });
