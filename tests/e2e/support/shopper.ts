import { expect, type Page } from '@playwright/test';
import { acceptedTerms, mailedCode, uniqueEmail } from './shoppers';

/**
 * Shoppers for the order, payment and balance specs: the seeded demo shopper (balance
 * 5,000.00 CNY, pay password 246810) or a fresh one signed up through the real API and the
 * demo mailbox. Calls go from the page, as an island makes them.
 */
export const DEMO = { email: 'demo@example.com', password: 'Demo-pass-2026', payPassword: '246810' };

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export async function call<T = unknown>(page: Page, method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, json, headers }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, json, headers },
  );
}

async function postJson(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(async ({ path, body }) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.status;
  }, { path, body });
}

export async function logInDemo(page: Page): Promise<void> {
  await page.goto('/about');
  expect(await postJson(page, '/auth/session', { email: DEMO.email, password: DEMO.password })).toBe(200);
}

/** A new shopper with an empty balance and no pay password, logged in on the page (of the tenant at `origin`, the default one's when empty). */
export async function signUpShopper(page: Page, tag: string, origin = ''): Promise<{ email: string; signupCode: string }> {
  const email = uniqueEmail(tag);
  await page.goto(`${origin}/about`);
  expect((await call(page, 'POST', 'front/user/send-email-code', { email, purpose: 'SIGNUP' })).status).toBe(200);
  const verificationCode = await mailedCode(page, email, '', { onPage: true });
  const status = await postJson(page, '/auth/session/signup', {
    name: 'Casey Buyer', phoneNumber: '+84 912 345 678', email, loginPassword: 'Casey-pass-2026', verificationCode,
    ...(await acceptedTerms(page, { onPage: true })),
  });
  expect(status).toBe(200);
  return { email, signupCode: verificationCode };
}

export interface Line { productUrl: string; productSkuId: string; name: string; shopName: string }

/** Products of `count` different shops, each with a SKU of plenty of stock, found by search. */
export async function productsOfShops(page: Page, count: number, keyword = 'bag'): Promise<Line[]> {
  const search = await call<{ items: { productUrl: string; shopName: string }[] }>(page, 'GET', `front/product/search?keyword=${keyword}&channel=TAOBAO&pageSize=40`);
  expect(search.status).toBe(200);
  const lines: Line[] = [];
  for (const card of search.body.items) {
    if (lines.some((line) => line.shopName === card.shopName)) continue;
    const product = await call<{ name: string; skus: { skuId: string; stock: number }[] }>(page, 'GET', `front/product?productUrl=${encodeURIComponent(card.productUrl)}`);
    const sku = product.body.skus.find((s) => s.stock >= 20);
    if (product.status !== 200 || !sku) continue;
    lines.push({ productUrl: card.productUrl, productSkuId: sku.skuId, name: product.body.name, shopName: card.shopName });
    if (lines.length === count) return lines;
  }
  throw new Error(`no ${count} products of different shops in stock`);
}

export async function chinaWarehouseId(page: Page): Promise<number> {
  const answer = await call<{ items: { id: number }[] }>(page, 'GET', 'front/tenant-warehouses?warehouseRegion=CHINA');
  expect(answer.status).toBe(200);
  return answer.body.items[0]!.id;
}

export interface OrderAnswer { id: number; orderNo: string; status: string; paymentId: number; paymentNo: string; total: number }

/** An unpaid order of one line, made through buy now's API. */
export async function buyNowOrder(page: Page, line: Line, warehouseId: number): Promise<OrderAnswer> {
  const answer = await call<OrderAnswer>(page, 'POST', 'front/preview-product/create', {
    productUrl: line.productUrl, tenantWarehouseId: warehouseId, items: [{ productSkuId: line.productSkuId, quantity: 1 }],
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** An island has hydrated (Astro drops `ssr` from it): its controls act from now on. */
export const hydrated = (page: Page, component: string) =>
  expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr', { timeout: 20_000 });

/**
 * A new shopper with `yuan` on the balance and a pay password: a bank transfer reported through
 * the API, which the demo worker confirms one step later (DEMO_STEP_MS in playwright.config.ts).
 */
export async function fundedShopper(page: Page, tag: string, yuan: number): Promise<{ email: string; payPassword: string }> {
  const { email } = await signUpShopper(page, tag);
  const payPassword = '135790';
  expect((await call(page, 'POST', 'front/user-account/first-set-pay-password', { payPassword })).status).toBe(200);
  expect((await call(page, 'POST', 'front/user-account/deposits', { channel: 'BANK_TRANSFER', amount: yuan * 100 })).status).toBe(200);
  await expect.poll(async () => (await call<{ available: number }>(page, 'GET', 'front/user-account/root')).body.available, { timeout: 20_000 }).toBe(yuan * 100);
  return { email, payPassword };
}

/** The agent's actions, through the demo-only door (served with DEMO=1 only). */
export const agent = {
  raisePrice: (page: Page, lineId: number, unitPrice: number) => call(page, 'POST', 'dev/agent/price-difference', { lineId, unitPrice }),
  outOfStock: (page: Page, lineId: number) => call(page, 'POST', 'dev/agent/out-of-stock', { lineId }),
};

/** On the checkout page: places the order and pays it with the pay password; answers the order's id (its page is open). */
export async function placeAndPayWithPassword(page: Page, payPassword: string): Promise<number> {
  await hydrated(page, 'CheckoutScreen');
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Pay password', { exact: true }).fill(payPassword);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/my\/purchase\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}
