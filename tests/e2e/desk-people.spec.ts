import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from './support/axe';
import { acceptInvitation, DESK_OWNER, deskSignIn, newDeskOperator } from './support/desk';
import { DEMO } from './support/shopper';
import { uniqueEmail } from './support/shoppers';
import { expect, test } from './support/test';

test('an operator finds the demo shopper, reads their ledger and sends them a message', async ({ page, browser }) => {
  const theirs = await browser.newContext();
  const warehouse = await theirs.newPage();
  await deskSignIn(page);
  await newDeskOperator(page, warehouse, uniqueEmail('packer'), 'WAREHOUSE');

  await warehouse.goto('/desk/shoppers');
  await expect(warehouse.getByRole('heading', { level: 1, name: 'Shoppers' })).toBeVisible();
  await warehouse.getByLabel('E-mail, name or shopper number').fill('demo@exa');
  await warehouse.getByLabel('E-mail, name or shopper number').press('Enter');
  await expect(warehouse).toHaveURL(/\?q=demo%40exa/);
  expect(await seriousViolations(warehouse)).toEqual([]);
  await warehouse.getByRole('row', { name: new RegExp(DEMO.email) }).getByRole('link').click();

  await expect(warehouse.getByText(DEMO.email)).toBeVisible();
  await expect(warehouse.getByRole('heading', { name: 'Balance' })).toBeVisible();
  await warehouse.getByRole('link', { name: 'Ledger' }).click();
  await expect(warehouse).toHaveURL(/tab=ledger/);
  await expect(warehouse.getByRole('cell', { name: 'Deposit' }).first()).toBeVisible();
  expect(await seriousViolations(warehouse)).toEqual([]);

  await warehouse.getByLabel('Title').fill('Your parcel');
  await warehouse.getByRole('textbox', { name: 'Message' }).fill('It arrived with a torn box; we repacked it.');
  await warehouse.getByRole('button', { name: 'Send the message' }).click();
  await expect(warehouse.getByText('The message was sent.')).toBeVisible();
  await theirs.close();
});

test('the owner invites an operator, disables them, and finds it in the audit trail by filters', async ({ page, browser }) => {
  await deskSignIn(page);
  await page.goto('/desk/operators');
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const email = uniqueEmail('finance');
  const invite = page.getByRole('region', { name: 'Invite an operator' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Role').selectOption('FINANCE');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByText(`The invitation went to ${email}.`)).toBeVisible();

  // The invited person joins; then the owner disables them.
  const joined = await browser.newContext();
  await acceptInvitation(page, await joined.newPage(), email);
  await page.reload();
  const card = page.locator(`[data-operator="${email}"]`);
  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(card.getByText(/^Disabled since/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enable' })).toBeVisible();

  // The last owner cannot be demoted: the refusal is said in words.
  const mine = page.locator(`[data-operator="${DESK_OWNER.email}"]`);
  await mine.getByLabel(/Role of/).selectOption('BUYER');
  await mine.getByRole('button', { name: 'Change the role' }).click();
  await expect(mine.getByRole('alert')).toHaveText('The desk must keep at least one active owner.');

  await page.goto('/desk/audit');
  await page.getByLabel('Action').fill('operator.update');
  await page.getByLabel('Record type').fill('operator');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=operator\.update/);
  const row = page.locator('[data-audit-action="operator.update"]').first();
  await expect(row.getByRole('rowheader', { name: 'disabledAt' })).toBeVisible();
  await expect(page.locator('[data-audit-action]:not([data-audit-action="operator.update"])')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await joined.close();
});

test('an operator sets up the second factor with a code from the key shown, and sees the recovery codes once', async ({ page, browser }) => {
  const theirs = await browser.newContext();
  const buyer = await theirs.newPage();
  await deskSignIn(page);
  const email = uniqueEmail('buyer');
  await newDeskOperator(page, buyer, email, 'BUYER');

  await buyer.goto('/desk/security');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Set up the second factor' }).click();
  await expect(buyer.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  expect(await seriousViolations(buyer)).toEqual([]);
  const secret = ((await buyer.locator('[data-totp-secret]').textContent()) ?? '').replace(/\s/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

  await buyer.getByLabel('The app\'s current six-digit code').fill(code);
  await buyer.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(buyer.getByText('The second factor is on.')).toBeVisible();
  await expect(buyer.locator('[data-recovery-codes] li')).toHaveCount(10);
  expect(await seriousViolations(buyer)).toEqual([]);

  await buyer.reload();
  await expect(buyer.getByText(/Your second factor is on/)).toBeVisible();
  await expect(buyer.locator('[data-recovery-codes]')).toHaveCount(0);
  await theirs.close();
});
