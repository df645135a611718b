import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO, agent, buyNowOrder, call, chinaWarehouseId, hydrated, logInDemo, productsOfShops, signUpShopper } from './support/shopper';
import { mailedCode } from './support/shoppers';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

/** /my/balance: available and frozen amounts, the ledger with its filter, deposits, withdrawals and the pay password. */
test.describe.configure({ timeout: 120_000 });

test('the ledger shows a payment, filters by type, and a bank deposit waits for confirmation', async ({ page }) => {
  await logInDemo(page);
  const [line] = await productsOfShops(page, 1, 'watch');
  const order = await buyNowOrder(page, line!, await chinaWarehouseId(page));
  const paid = await call(page, 'POST', `front/payments/${order.paymentId}/pay`, { payPassword: DEMO.payPassword }, { 'Idempotency-Key': `balance-${order.paymentNo}` });
  expect(paid.status).toBe(200);

  await page.goto('/my/balance');
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByText('Frozen (withdrawals in progress)')).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Transactions' });
  const row = ledger.getByRole('row').filter({ hasText: order.paymentNo }).or(ledger.getByRole('row').filter({ hasText: order.orderNo }));
  await expect(row.first()).toContainText('Payment');

  // This month's spending in a table, drawn as bars by the lazily loaded chart.
  const months = page.getByRole('region', { name: 'Spending and deposits by month' });
  const thisMonth = months.getByRole('row').last();
  await expect(thisMonth.getByRole('cell').first()).not.toHaveText(/^\W*0\.00\b/);
  const chart = months.getByRole('img', { name: 'Bar chart of the monthly amounts in CNY; the table below lists them.' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('style', /display: block/);

  expect(await seriousViolations(page)).toEqual([]);

  // The type filter is a plain GET form.
  await ledger.getByLabel('Type').selectOption({ label: 'Deposit' });
  await ledger.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/kind=DEPOSIT/);
  await expect(ledger.getByRole('cell', { name: 'Payment', exact: true })).toHaveCount(0);

  await hydrated(page, 'BalanceActions');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit by bank transfer' });
  // Asked in the site's currency, as the payment guide says, with what the balance gets in CNY.
  await dialog.getByLabel('Amount (USD)').fill('12.5.0');
  await dialog.getByRole('button', { name: 'Report the transfer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an amount such as 100 or 99.50.');
  await dialog.getByLabel('Amount (USD)').fill('150');
  await expect(dialog.getByText('Added to your balance as CN¥1,079.91, at today\'s rate.')).toBeVisible();
  // The certificate goes through the signed upload; a 2×2 PNG stands for the photo of the transfer slip.
  await dialog.getByLabel('Transfer certificate (JPEG or PNG picture, optional)').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: TINY_PNG });
  await dialog.getByRole('button', { name: 'Report the transfer' }).click();
  await expect(page.getByText('Thank you. The deposit is pending until the transfer is confirmed.')).toBeVisible();
  const deposit = page.getByRole('region', { name: 'Deposits and withdrawals' }).getByRole('listitem').first();
  await expect(deposit).toContainText('Deposit');
  // The demo worker confirms a bank transfer one step (1.5 s here) after it was reported.
  await expect(deposit).toContainText(/Pending|Confirmed/);
  const certificate = await call(page, 'GET', 'front/user-account/operations?type=DEPOSIT&pageSize=1');
  expect((certificate.body as { items: { amount: number; certificate: string | null }[] }).items[0]).toMatchObject({ amount: 107_991, certificate: expect.any(String) });
  // The shopper's own picture: a signed, expiring link to a private copy (see README, Shoppers' photos).
  const link = deposit.getByRole('link', { name: 'Certificate' });
  await expect(link).toHaveAttribute('href', /^\/api\/files\/private\/default\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/);
  const href = (await link.getAttribute('href'))!;
  expect((await page.request.get(href)).status()).toBe(200);
  expect((await page.request.get(href.split('?')[0]!)).status()).toBe(404);
});

test('a new shopper sets, changes and replaces a forgotten pay password, and cannot withdraw more than is available', async ({ page }) => {
  const { email, signupCode } = await signUpShopper(page, 'balance');
  await page.goto('/my/balance');
  await hydrated(page, 'BalanceActions');
  await expect(page.getByRole('region', { name: 'Transactions' }).getByText('No transactions yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Set pay password' }).click();
  let dialog = page.getByRole('dialog', { name: 'Pay password' });
  await dialog.getByLabel('New pay password').fill('112233');
  await dialog.getByLabel('Repeat the pay password').fill('112233');
  await dialog.getByRole('button', { name: 'Set pay password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your pay password is saved.').last()).toBeVisible();

  await hydrated(page, 'BalanceActions');
  await page.getByRole('button', { name: 'Change pay password' }).click();
  dialog = page.getByRole('dialog', { name: 'Change pay password' });
  await dialog.getByLabel('Current pay password').fill('999999');
  await dialog.getByLabel('New pay password').fill('445566');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The payment password is incorrect. Tries left: 4.');
  await dialog.getByLabel('Current pay password').fill('112233');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your pay password is saved.').last()).toBeVisible();

  await hydrated(page, 'BalanceActions');
  await page.getByRole('button', { name: 'Forgot pay password' }).click();
  dialog = page.getByRole('dialog', { name: 'Forgot pay password' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('The code is on its way to your e-mail.')).toBeVisible();
  await dialog.getByLabel('E-mail code').fill(await mailedCode(page, email, signupCode));
  await dialog.getByLabel('New pay password').fill('778899');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your pay password is saved.').last()).toBeVisible();

  await hydrated(page, 'BalanceActions');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  dialog = page.getByRole('dialog', { name: 'Withdraw' });
  // Asked in the site's currency too, with what it takes from the balance in CNY.
  await dialog.getByLabel('Amount (USD)').fill('10');
  await expect(dialog.getByText('Taken from your balance as CN¥71.99, at today\'s rate.')).toBeVisible();
  await dialog.getByLabel('Where to send it (bank account or wallet)').fill('IBAN DE00 1234');
  await dialog.getByLabel('Pay password', { exact: true }).fill('778899');
  await dialog.getByRole('button', { name: 'Ask to withdraw' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your available balance is not enough for this amount.');
});

test('a refund is listed with its reason and a link to its order', async ({ page }) => {
  await logInDemo(page);
  const [line] = await productsOfShops(page, 1, 'jacket');
  const order = await buyNowOrder(page, line!, await chinaWarehouseId(page));
  expect((await call(page, 'POST', `front/payments/${order.paymentId}/pay`, { payPassword: DEMO.payPassword }, { 'Idempotency-Key': `refund-${order.paymentNo}` })).status).toBe(200);
  // The seller has none left: the agent refunds the line to the balance.
  const paid = await call<{ shops: { lines: { id: number }[] }[] }>(page, 'GET', `front/purchase-orders/${order.id}`);
  expect((await agent.outOfStock(page, paid.body.shops[0]!.lines[0]!.id)).status).toBe(200);

  await page.goto('/my/balance');
  // Its only line out of stock closes the order: the line's refund is listed with its reason.
  const refund = page.getByRole('region', { name: 'Refunds' }).getByRole('listitem')
    .filter({ hasText: 'Out of stock' }).filter({ has: page.getByRole('link', { name: `Order ${order.orderNo}` }) });
  await expect(refund).toHaveCount(1);
  await refund.getByRole('link', { name: `Order ${order.orderNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my/purchase/${order.id}$`));
});
