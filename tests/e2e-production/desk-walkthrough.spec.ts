import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { seriousViolations } from '../e2e/support/axe';
import { call, hydrated, productsOfShops, type Line } from '../e2e/support/shopper';
import { watchCsp } from '../e2e/support/test';
import { inviteOperator, ownerContext, signInToDesk, type Credentials } from './support/desk';
import { signUpShopper } from './support/shopper';
import { E2E_ORIGIN } from '../../playwright.production.config';

/**
 * The desk's whole story on a production start (no robot, no demo accounts): a new shopper
 * reports a bank transfer, a FINANCE operator confirms it; the shopper buys and pays from the
 * balance; a BUYER buys the line and marks it shipped by the seller; a WAREHOUSE operator
 * receives it by scanning its tracking number, with QC photos; the shopper sees the parcel and
 * sends it abroad; the operator packs it, the shopper pays the fee, the operator ships it and
 * records the delivery, and the shopper confirms receipt. Every desk step is done on the desk's
 * pages with the keyboard and mouse, as staff do; each person has a browser of their own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');
const PAY_PASSWORD = '135790';
/** The transfer, typed in the site's currency (USD): CN¥3,000.00 at the default site's rate of 0.1389. */
const DEPOSIT_USD = '416.70';
const ADDRESS = { recipientName: 'Real Shopper', phoneNumber: '+1 415 555 0199', country: 'US', province: 'California', city: 'Los Angeles', street: '2150 Sunset Blvd', postcode: '90026' };

/** A browser of one person: its page, and what went wrong in it that no step asked for. */
interface Person {
  context: BrowserContext;
  page: Page;
  /** CSP violations and uncaught script errors (an island that broke). */
  faults: string[];
}

/** Everyone of the story, to check and close after each step. */
const people: Person[] = [];

/** A new browser of one person, its CSP and script errors watched. */
async function newPerson(browser: Browser): Promise<Person> {
  const context = await browser.newContext();
  const faults: string[] = [];
  await watchCsp(context, faults);
  context.on('weberror', (error) => faults.push(`script error: ${error.error().message}`));
  const person = { context, page: await context.newPage(), faults };
  people.push(person);
  return person;
}

/** A small JPEG drawn by the browser, as a phone's camera would give one. */
async function jpegOf(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 12;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 16, 12);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  }, colour);
  return Buffer.from(base64, 'base64');
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page), `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

let shopper: Person;
let finance: Person;
let buyer: Person;
let warehouse: Person;
const staff: Record<'FINANCE' | 'BUYER' | 'WAREHOUSE', Credentials> = {} as never;
let shopperEmail = '';
let line: Line;
let order: { id: number; orderNo: string };
const sellerTrackingNo = `YT${Date.now()}`;
let transit: { path: string; id: number; orderNo: string };

test.beforeAll(async ({ browser }) => {
  const owner = await ownerContext(browser);
  for (const role of ['FINANCE', 'BUYER', 'WAREHOUSE'] as const) staff[role] = await inviteOperator(owner.page, browser, role);
  await owner.context.close();
  shopper = await newPerson(browser);
  shopperEmail = (await signUpShopper(shopper.page)).email;
  [finance, buyer, warehouse] = await Promise.all([newPerson(browser), newPerson(browser), newPerson(browser)]);
});

test.afterEach(() => {
  for (const person of people) expect(person.faults, 'CSP violations and script errors').toEqual([]);
});

test.afterAll(async () => {
  for (const person of people) await person.context.close();
});

test('the shopper reports a bank transfer with its certificate', async () => {
  const { page } = shopper;
  await page.goto('/my/balance');
  await hydrated(page, 'BalanceActions');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit by bank transfer' });
  await dialog.getByLabel('Amount (USD)').fill(DEPOSIT_USD);
  await expect(dialog.getByText('Added to your balance as CN¥3,000.00, at today\'s rate.')).toBeVisible();
  await dialog.getByLabel('Transfer certificate (JPEG or PNG picture, optional)').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: TINY_PNG });
  await dialog.getByRole('button', { name: 'Report the transfer' }).click();
  await expect(page.getByText('Thank you. The deposit is pending until the transfer is confirmed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deposits and withdrawals' }).getByRole('listitem').first()).toContainText('Pending');
});

test('a FINANCE operator sets up a second factor and confirms the deposit; the shopper\'s balance shows it', async () => {
  const { page } = finance;
  await signInToDesk(page, staff.FINANCE);
  await page.goto('/desk/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
  await expectAccessible(page);
  await hydrated(page, 'SecondFactorSetup');
  await page.getByRole('button', { name: 'Set up the second factor' }).click();
  const secret = ((await page.locator('[data-totp-secret]').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('The app\'s current six-digit code').fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(page.getByText('The second factor is on.')).toBeVisible();
  await expect(page.locator('[data-recovery-codes] li')).toHaveCount(10);

  await page.goto('/desk/money/deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  const deposit = page.getByRole('listitem').filter({ hasText: shopperEmail });
  await expect(deposit).toContainText('3,000.00');
  await expect(deposit.getByRole('img', { name: /^Transfer certificate / })).toBeVisible();
  await expectAccessible(page);
  await hydrated(page, 'MoneyRowActions');
  await deposit.getByRole('button', { name: 'Confirm' }).click();
  // Done, the page loads again: the deposit is no longer pending.
  await expect(deposit).toHaveCount(0);
  await page.goto('/desk/money/deposits?status=CONFIRMED');
  await expect(page.getByRole('listitem').filter({ hasText: shopperEmail })).toContainText('Confirmed');

  await shopper.page.goto('/my/balance');
  await expect(shopper.page.getByText(/CN¥3,000\.00/).first()).toBeVisible();
  await expect(shopper.page.getByRole('region', { name: 'Deposits and withdrawals' }).getByRole('listitem').first()).toContainText('Confirmed');
});

test('the shopper checks out from the cart and pays from the balance with a new pay password', async () => {
  const { page } = shopper;
  [line] = await productsOfShops(page, 1, 'lamp') as [Line];
  expect((await call(page, 'POST', 'front/cart/add', { productUrl: line.productUrl, productSkuId: line.productSkuId, quantity: 1 })).status).toBe(200);
  await page.goto('/cart');
  await hydrated(page, 'CartScreen');
  await page.getByRole('button', { name: 'Check out' }).click();
  await hydrated(page, 'CheckoutScreen');
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('New pay password').fill(PAY_PASSWORD);
  await dialog.getByLabel('Repeat the pay password').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Set pay password' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your pay password is saved.');
  await dialog.getByLabel('Pay password', { exact: true }).fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/my\/purchase\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  const made = await call<{ orderNo: string; status: string }>(page, 'GET', `front/purchase-orders/${id}`);
  expect(made.body.status).toBe('PAID');
  order = { id, orderNo: made.body.orderNo };
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Awaiting payment → Paid');
});

test('a BUYER buys the line under the seller\'s order number, then marks it shipped with its tracking number', async () => {
  const { page } = buyer;
  await signInToDesk(page, staff.BUYER);
  await page.goto('/desk/purchasing');
  await page.getByLabel('Order number', { exact: true }).fill(order.orderNo);
  await page.getByLabel('Order number', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`orderNo=${order.orderNo}`));
  const card = page.getByRole('region').filter({ hasText: `Order ${order.orderNo}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('To buy');
  await expectAccessible(page);

  await hydrated(page, 'PurchasingGroup');
  // Bought at the price the shopper paid: no price difference.
  await expect(card.getByRole('textbox', { name: `Real unit price (¥) · ${line.name}` })).toHaveValue(/^\d+\.\d{2}$/);
  await card.getByRole('checkbox', { name: `Select ${line.name}` }).check();
  await card.getByLabel('Seller\'s order number').fill('TB-7781234');
  await card.getByRole('button', { name: 'Mark selected as bought' }).click();
  await expect(card).toContainText('Seller order: TB-7781234');
  await expect(card).toContainText('Bought, to ship');
  await expectAccessible(page);

  await hydrated(page, 'PurchasingGroup');
  await card.getByRole('checkbox', { name: `Select ${line.name}` }).check();
  await card.getByLabel('Domestic tracking number').fill(sellerTrackingNo);
  await card.getByRole('button', { name: 'Mark selected as shipped' }).click();
  await expect(page.getByText('Nothing waits here.')).toBeVisible();

  await shopper.page.reload();
  const timeline = shopper.page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Purchased → Shipped by seller', { exact: true })).toBeVisible();
});

test('a WAREHOUSE operator scans the tracking number and receives the line with its measures and QC photos', async () => {
  const { page } = warehouse;
  await signInToDesk(page, staff.WAREHOUSE);
  await page.goto('/desk/receiving');
  await expect(page.getByRole('heading', { level: 1, name: 'Receiving' })).toBeVisible();
  await hydrated(page, 'ReceivingBench');
  const bench = page.getByRole('region', { name: 'Scan a parcel' });
  const scanner = bench.getByLabel('Tracking number');
  await expect(scanner).toBeFocused();
  await expectAccessible(page);
  // A scanner is a keyboard: it types the number (in any case) and presses Enter.
  await page.keyboard.type(sellerTrackingNo.toLowerCase());
  await page.keyboard.press('Enter');
  const match = bench.getByRole('article').filter({ hasText: `Order ${order.orderNo}` });
  await expect(match).toContainText(line.name);
  await expect(match.getByLabel('Weight (g)')).toBeFocused();
  await page.keyboard.type('850');
  await match.getByLabel('Length (cm)').fill('30');
  await match.getByLabel('Width (cm)').fill('20');
  await match.getByLabel('Height (cm)').fill('15');
  await match.getByLabel('Storage location').fill('A-03-2');
  const photos = match.getByLabel(`QC photos of ${line.name}`, { exact: false });
  await photos.setInputFiles([
    { name: 'qc-1.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, '#c33') },
    { name: 'qc-2.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, '#3c3') },
    { name: 'qc-3.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  await expect(match.getByText('Photos: 3')).toBeVisible();
  await expectAccessible(page);
  await match.getByRole('button', { name: 'Receive' }).click();
  await expect(bench.getByRole('status')).toHaveText(/^Received as \S+ at A-03-2\. Scan the next parcel\.$/);
  await expect(scanner).toBeFocused();
  await expect(scanner).toHaveValue('');

  // The shopper's order has arrived, and its parcel is in stock with the three photos.
  await shopper.page.reload();
  await expect(shopper.page.getByRole('region', { name: 'Timeline' }).getByText(/→ Arrived at the warehouse$/).first()).toBeVisible();
  await shopper.page.goto('/my/in-stock-items');
  const parcel = shopper.page.getByRole('article').filter({ hasText: `From order ${order.orderNo}` });
  await expect(parcel).toContainText(line.name);
  await expect(parcel.getByRole('link', { name: /^Quality check photo \d+ of 3: / })).toHaveCount(3);
  const photo = await parcel.getByRole('link', { name: /^Quality check photo 1 of 3: / }).getAttribute('href');
  expect((await shopper.page.request.get(photo!)).status()).toBe(200);
});

test('the shopper sends the parcel abroad in a transit order', async () => {
  const { page } = shopper;
  expect((await page.request.post('/api/front/user/addresses', { headers: { origin: E2E_ORIGIN }, data: ADDRESS })).status()).toBe(200);
  await page.goto('/my/in-stock-items');
  await hydrated(page, 'InStockParcels');
  const parcel = page.getByRole('article').filter({ hasText: `From order ${order.orderNo}` });
  await parcel.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ship selected' }).click();
  await expect(page).toHaveURL(/\/my\/transit\/new\?parcel=\d+$/);
  await hydrated(page, 'TransitOrderForm');
  const lines = page.getByRole('group', { name: 'Shipping line' });
  await lines.getByRole('listitem').filter({ hasText: 'Cheapest' }).first().getByRole('radio').check();
  await page.getByRole('button', { name: 'Create transit order' }).click();
  await expect(page).toHaveURL(/\/my\/transit\/\d+$/);
  const created = await page.getByText(/^Transit order \S+ is created\.$/).innerText();
  const path = new URL(page.url()).pathname;
  transit = { path, id: Number(/(\d+)$/.exec(path)![1]), orderNo: /^Transit order (\S+) is created\.$/.exec(created.trim())![1]! };
});

test('the WAREHOUSE operator packs the transit order with its weight, size and photos; the shopper pays the fee', async () => {
  const { page } = warehouse;
  await page.goto('/desk/packing');
  await expect(page.getByRole('heading', { level: 1, name: 'Packing and shipping' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Order number', { exact: true }).fill(transit.orderNo);
  await page.getByLabel('Order number', { exact: true }).press('Enter');
  await page.getByRole('link', { name: transit.orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/packing/${transit.id}$`));
  await expectAccessible(page);

  await hydrated(page, 'PackingActions');
  const pack = page.getByRole('form', { name: 'Pack' });
  await pack.getByLabel('Weight (g)').fill('1200');
  await pack.getByLabel('Length (cm)').fill('32');
  await pack.getByLabel('Width (cm)').fill('22');
  await pack.getByLabel('Height (cm)').fill('16');
  await pack.getByLabel('Photos of the packed parcel').setInputFiles([
    { name: 'packed-1.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, '#33c') },
    { name: 'packed-2.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(page, '#cc3') },
  ]);
  await pack.getByRole('button', { name: 'Pack and ask for the fee' }).click();
  await expect(page.getByText('Waiting for the shopper to pay the fee.')).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details.getByRole('term').filter({ hasText: 'Weight and fee' })).toBeVisible();
  await expect(details.getByText(/^Packed: 1,200 g, 32×22×16 cm, charged [\d,]+ g, fee CN¥[\d,.]+$/)).toBeVisible();
  await expectAccessible(page);

  const shopperPage = shopper.page;
  await shopperPage.goto(transit.path);
  const fee = shopperPage.getByRole('region', { name: 'Shipping fee' });
  await expect(fee.getByRole('columnheader', { name: 'Packed' })).toBeVisible();
  await expect(fee.getByRole('list', { name: 'Photos of the packed parcel' }).getByRole('listitem')).toHaveCount(2);
  await hydrated(shopperPage, 'TransitOrderActions');
  await shopperPage.getByRole('button', { name: 'Pay shipping' }).click();
  const dialog = shopperPage.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Pay password').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(shopperPage.getByText('Payment received. Thank you!')).toBeVisible();
});

test('the WAREHOUSE operator ships it and records the delivery; the shopper confirms receipt', async () => {
  const { page } = warehouse;
  const trackingNo = `LX${Date.now()}CN`;
  await page.reload();
  await hydrated(page, 'PackingActions');
  const ship = page.getByRole('form', { name: 'Ship' });
  await ship.getByLabel('Carrier').fill('China Post');
  await ship.getByLabel('Tracking number').fill(trackingNo);
  await expectAccessible(page);
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();

  const scan = page.getByRole('form', { name: 'Add a carrier scan' });
  await expect(scan).toBeVisible();
  await expectAccessible(page);
  const shopperPage = shopper.page;
  await shopperPage.goto(transit.path);
  const tracking = shopperPage.getByRole('region', { name: 'Tracking' });
  await expect(tracking).toContainText(trackingNo);
  await expect(tracking).toContainText('China Post');

  await hydrated(page, 'PackingActions');
  await scan.getByLabel('Scan').selectOption({ label: 'Delivered' });
  await scan.getByLabel('Location').fill('Los Angeles, CA');
  await scan.getByRole('button', { name: 'Add the scan' }).click();
  await expect(page.getByText(/^Nothing to do on this order: it is /)).toBeVisible();

  await shopperPage.reload();
  await expect(tracking.getByRole('list', { name: 'Tracking events' })).toContainText('Delivered');
  await hydrated(shopperPage, 'TransitOrderActions');
  await shopperPage.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(shopperPage.getByText('Thank you! The order is completed.')).toBeVisible();
  await expect(shopperPage.getByRole('region', { name: 'Timeline' })).toContainText('Completed');
});
