// The "order create and pay" row of `npm run bench`: 8 shoppers at once, each its own account
// signed up through the storefront of a running demo start, with a pay password and a balance
// topped up by card through the sandbox provider. Each shopper, in a loop, creates an order of
// one catalog item from a buy-now preview and pays it from the balance with the pay password,
// all through the storefront's /api; one sample is the two calls together.
import { randomUUID } from 'node:crypto';

export const ORDERS = { shoppers: 8 };
const PAY_PASSWORD = '482915';
const SHOPPER_PASSWORD = 'Bench-pass-2026';
/** How long a refused shopper waits before trying again. */
const RETRY_PAUSE_MS = 500;
/** ¥100,000 each: far more than a run of orders costs. */
const TOP_UP_FEN = 10_000_000;

const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A logged-in storefront client: the session cookies it was given, and the Origin a browser sends with every POST. */
function client(origin) {
  const cookies = new Map();
  const call = async (method, path, body, { form = false, expect = 200 } = {}) => {
    const headers = { origin, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    const response = await fetch(origin + path, {
      method, headers, redirect: 'manual', body: body === undefined ? undefined : form ? new URLSearchParams(body) : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (response.status !== expect) throw Object.assign(new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`), { status: response.status });
    return text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  };
  return { get: (path) => call('GET', path), post: (path, body, options) => call('POST', path, body, options) };
}

/** A new shopper, signed up with a code from the demo mailbox, with a pay password and a balance paid in by card. */
async function shopper(origin) {
  const shop = client(origin);
  const email = `bench-${randomUUID()}@example.com`;
  await shop.post('/api/front/user/send-email-code', { email, purpose: 'SIGNUP' });
  const mail = await shop.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const verificationCode = /\b(\d{6})\b/.exec(mail.items[0]?.text ?? '')?.[1];
  // The site's terms accepted, as the sign-up form sends them (docs/product.md, "Terms").
  const { version } = await shop.get('/api/front/site-content/terms');
  await shop.post('/auth/session/signup', {
    name: 'Bench Shopper', phoneNumber: '+84 90 123 4567', email, loginPassword: SHOPPER_PASSWORD, verificationCode,
    ...(version === null ? {} : { acceptedTermsVersion: version }),
  });
  await shop.post('/api/front/user-account/first-set-pay-password', { payPassword: PAY_PASSWORD });
  const deposit = await shop.post('/api/front/user-account/deposits', { channel: 'CARD_ONEPAY', amount: TOP_UP_FEN });
  const { data } = await shop.post('/api/front/onepay/payCode', {
    orderPay: deposit.paymentNo, orderAmount: TOP_UP_FEN, paymentMethod: 'card', domainUrl: `${origin}/my/balance`,
  });
  await shop.post(new URL(data.payUrl).pathname, { result: 'APPROVED' }, { form: true, expect: 303 });
  const account = await shop.get('/api/front/user-account/root');
  if (account.available !== TOP_UP_FEN) throw new Error(`The card deposit was not credited: ${JSON.stringify(account)}`);
  return shop;
}

/** What every shopper buys: the first in-stock SKU of a catalog product, to the tenant's China warehouse. */
async function buyNowChoice(origin) {
  const shop = client(origin);
  const search = await shop.get('/api/front/product/search?keyword=bag&pageSize=1');
  const { productUrl } = search.items[0];
  const product = await shop.get(`/api/front/product?productUrl=${encodeURIComponent(productUrl)}`);
  const sku = product.skus.find((candidate) => candidate.stock > 0);
  const warehouses = await shop.get('/api/front/tenant-warehouses?warehouseRegion=CHINA');
  return { productUrl, items: [{ productSkuId: sku.skuId, quantity: 1 }], tenantWarehouseId: warehouses.items[0].id };
}

export async function runOrdersBench(origin, seconds) {
  const choice = await buyNowChoice(origin);
  const shoppers = [];
  // One at a time: sign-up hashes a password, and the setup is no part of the figures.
  for (let i = 0; i < ORDERS.shoppers; i++) shoppers.push(await shopper(origin));
  const samples = [];
  let refused = 0;
  let errors = 0;
  const orderAndPay = async (shop) => {
    const order = await shop.post('/api/front/preview-product/create', choice);
    const paid = await shop.post(`/api/front/purchase-orders/${order.id}/pay`, { payPassword: PAY_PASSWORD });
    if (paid.payments[0]?.status !== 'PAID') throw new Error(`Order ${order.orderNo} is not paid`);
  };
  // A warm-up order each, one at a time, settles the JIT and the caches.
  for (const shop of shoppers) await orderAndPay(shop);
  const endAt = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(shoppers.map(async (shop) => {
    while (performance.now() < endAt) {
      const begin = performance.now();
      try {
        await orderAndPay(shop);
        samples.push(performance.now() - begin);
      } catch (error) {
        // A refusal of the load shedder (503) is an answer a shopper's client retries after a pause; anything else is an error.
        if (error.status === 503) {
          refused++;
          await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        } else errors++;
      }
    }
  }));
  const elapsedS = (performance.now() - startedAt) / 1000;
  return { seconds, orders: samples.length, perSecond: samples.length / elapsedS, p50: percentile(samples, 50), p99: percentile(samples, 99), refused, errors };
}

export function printOrdersBench(r) {
  console.log(`\nOrder create and pay: ${ORDERS.shoppers} shoppers at once for ${r.seconds} s (buy-now order, then pay from the balance with the pay password)`);
  console.log(`orders/s ${r.perSecond.toFixed(1)}   p50 ${r.p50.toFixed(0)} ms   p99 ${r.p99.toFixed(0)} ms   orders ${r.orders}   refused 503 ${r.refused}   errors ${r.errors}`);
}
