import { describe, expect, it } from 'vitest';
import {
  buyNow, call, clientAddress, cluster, expectJson, goods, logInThroughSite, newShopper, outcome, PASSWORD, PAY_PASSWORD, payOrder, rowsOf, throughSite,
} from './support/cluster-api';
import { sql } from 'drizzle-orm';
import { PurchaseOrder } from '../../contract/orders';
import { PayResult } from '../../contract/payments';

/** A storefront process by its own port, named as the site (`localhost`), so its host is the default tenant's. */
const storefront = (i: number): string => cluster().storefronts[i]!.replace('127.0.0.1', 'localhost');

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
const cookieHeader = (response: Response): string => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

describe('sessions and limits across processes', () => {
  it('a shopper logged in through one storefront is logged in through the other', async () => {
    const shopper = await newShopper(cluster().providers[0]!, 12_345);
    const login = await fetch(`${storefront(0)}/auth/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: storefront(0) },
      body: JSON.stringify({ email: shopper.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookies = cookieHeader(login);
    expect(cookies).toContain('sf_token=');
    // The other storefront process reads the same cookies: the session lives in the database, the cookie seal under the shared SESSION_SECRET.
    const account = await fetch(`${storefront(1)}/api/front/user-account/root`, { headers: { cookie: cookies } });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ available: 12_345 });
    expect((await fetch(`${storefront(1)}/api/front/user-account/root`)).status).toBe(401);
    // Logged out through the second, the session is gone for the first too.
    const logout = await fetch(`${storefront(1)}/api/front/user/logout`, { method: 'POST', headers: { cookie: cookies, origin: storefront(1) } });
    expect(logout.status).toBe(204);
    expect((await fetch(`${storefront(0)}/api/front/user-account/root`, { headers: { cookie: cookies } })).status).toBe(401);
  });

  it('a buy and a pay repeated through the site with the same Idempotency-Key run once, whichever processes they reach', async () => {
    const shopper = await newShopper(cluster().providerOrigin, 100_000);
    const browser = await logInThroughSite(shopper);
    const stock = await goods(1);
    const sku = stock.skus[0]!;
    const buy = () => throughSite(browser, 'POST', '/front/preview-product/create', {
      productUrl: sku.productUrl, items: [{ productSkuId: sku.skuId, quantity: 1 }], tenantWarehouseId: stock.warehouseId,
    }, { 'idempotency-key': 'cluster-buy-once' });
    const [first, again] = [expectJson(await buy(), 200, PurchaseOrder, 'buy'), expectJson(await buy(), 200, PurchaseOrder, 'buy again')];
    expect(again.id).toBe(first.id);
    const pay = () => throughSite(browser, 'POST', `/front/purchase-orders/${first.id}/pay`, { payPassword: PAY_PASSWORD }, { 'idempotency-key': 'cluster-pay-once' });
    expect(expectJson(await pay(), 200, PayResult, 'pay again')).toEqual(expectJson(await pay(), 200, PayResult, 'pay'));
    const [made] = await rowsOf<{ orders: number; debits: number }>(sql`
      select (select count(*)::int from purchase_orders where user_id = ${shopper.owner.userId}) as orders,
             (select count(*)::int from account_ledger where user_id = ${shopper.owner.userId} and kind = 'PAYMENT') as debits`);
    expect(made).toEqual({ orders: 1, debits: 1 });
  });

  it('failed logins spread over both providers count together: five, then 429 on either', async () => {
    const [first, second] = cluster().providers as [string, string];
    const shopper = await newShopper(first);
    const from = clientAddress(shopper.email);
    const login = (origin: string, password: string) => call(origin, 'POST', '/front/user/login', { json: { email: shopper.email, password }, headers: from });
    // Ten wrong passwords at once, alternating: the shared counter lets exactly five be tried.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(i % 2 ? second : first, `Wrong-pass-${i}`)));
    expect(answers.map(outcome).sort()).toEqual([
      ...Array<string>(5).fill('401 INVALID_CREDENTIALS'), ...Array<string>(5).fill('429 TOO_MANY_ATTEMPTS'),
    ]);
    // Now even the right password waits, on both processes.
    for (const origin of [first, second]) expect((await login(origin, PASSWORD)).status).toBe(429);
  });

  it('wrong pay passwords spread over both providers count together: five, then 429 on either', async () => {
    const [first, second] = cluster().providers as [string, string];
    const shopper = await newShopper(first, 100_000);
    const stock = await goods(1);
    const order = expectJson(await buyNow(first, shopper, stock, stock.skus[0]!), 200, PurchaseOrder, 'buy');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => payOrder(i % 2 ? second : first, shopper, order.id, {}, `${100_000 + i}`)));
    expect(answers.map(outcome).sort()).toEqual([
      ...Array<string>(5).fill('400 WRONG_PAY_PASSWORD'), ...Array<string>(5).fill('429 TOO_MANY_ATTEMPTS'),
    ]);
    for (const origin of [first, second]) expect((await payOrder(origin, shopper, order.id, {}, PAY_PASSWORD)).status).toBe(429);
  });
});
