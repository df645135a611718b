import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { call, hydrated, productsOfShops, signUpShopper } from './support/shopper';

/**
 * Paying through an external provider: the sandbox hosted page (served by the provider app,
 * labelled a sandbox) approves or declines, and only its signed notification changes anything.
 */
test.describe.configure({ timeout: 120_000 });

const sandbox = (page: import('@playwright/test').Page) => page.getByRole('note').filter({ hasText: /^SANDBOX: / });

test('a deposit by card through the sandbox page raises the balance and shows in the ledger', async ({ page }) => {
  await signUpShopper(page, 'card-deposit');
  await page.goto('/my/balance');
  await hydrated(page, 'BalanceActions');
  await page.getByRole('button', { name: 'Deposit by card or wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit by card or wallet' });
  await expect(dialog.getByLabel('Card or wallet')).toHaveValue('CARD_ONEPAY');
  await expect(dialog.getByRole('option', { name: 'Card (OnePay)' })).toBeAttached();
  // In the site's currency, as the bank transfer: 88.50 USD is 637.15 CNY at the demo's rate.
  await dialog.getByLabel('Amount (USD)').fill('88.50');
  await expect(dialog.getByText('Added to your balance as CN¥637.15, at today\'s rate.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to the payment page' }).click();

  await expect(page).toHaveURL(/\/api\/sandbox-pay\/[\w-]+$/);
  await expect(sandbox(page)).toBeVisible();
  await expect(page.getByText('¥637.15')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(/\/my\/balance\?paymentNo=\w+&result=APPROVED$/);
  await expect(page.getByRole('status').filter({ hasText: /^The payment provider confirmed payment \w+\. Thank you!$/ })).toBeVisible();
  const account = await call<{ available: number }>(page, 'GET', 'front/user-account/root');
  expect(account.body.available).toBe(63_715);
  await expect(page.getByText(/CN¥637\.15/).first()).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Transactions' });
  const row = ledger.getByRole('row').filter({ hasText: 'Deposit' }).first();
  await expect(row).toContainText('+');
  await expect(row).toContainText(/88\.50|\$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an order is declined on the card page first, then paid by wallet from the order page', async ({ page }) => {
  await signUpShopper(page, 'card-order');
  const [line] = await productsOfShops(page, 1, 'cup');
  await page.goto(`/checkout?${new URLSearchParams({ product: line!.productUrl, sku: line!.productSkuId, qty: '1' })}`);
  await hydrated(page, 'CheckoutScreen');
  await page.getByRole('button', { name: 'Place order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog.getByRole('group', { name: 'How to pay' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Card (OnePay)' }).check();
  await expect(dialog.getByLabel('Pay password', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue to the payment page' }).click();

  await expect(sandbox(page)).toBeVisible();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(/\/my\/purchase\/\d+\?paymentNo=\w+&result=DECLINED$/);
  await expect(page.getByRole('status').filter({ hasText: /was declined on the payment page/ })).toBeVisible();
  const orderId = Number(/\/my\/purchase\/(\d+)/.exec(page.url())![1]);
  expect((await call<{ status: string }>(page, 'GET', `front/purchase-orders/${orderId}`)).body.status).toBe('WAITING_PAY');

  // Again from the order page, by wallet this time.
  await hydrated(page, 'OrderActions');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Wallet (Midtrans)' }).check();
  await dialog.getByRole('button', { name: 'Continue to the payment page' }).click();
  await expect(sandbox(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MIDTRANS');
  const hostedPage = page.url();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/my/purchase/${orderId}\\?paymentNo=\\w+&result=APPROVED$`));
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Awaiting payment → Paid')).toBeVisible();
  const order = await call<{ paidAt: string | null; payments: { kind: string; status: string }[] }>(page, 'GET', `front/purchase-orders/${orderId}`);
  expect(order.body.paidAt).not.toBeNull();
  expect(order.body.payments).toContainEqual(expect.objectContaining({ kind: 'ORDER', status: 'PAID' }));
  // The session is spent: the hosted page cannot be approved twice.
  await page.goto(hostedPage);
  await expect(page.getByText('This payment session is finished.')).toBeVisible();
});
