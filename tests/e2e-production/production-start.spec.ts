import { expect, test } from '@playwright/test';
import { addSecondFactor, inviteOperator, ownerContext, signInToDesk } from './support/desk';
import { signUpShopper } from './support/shopper';

/** A production start has no demo extras, and its people come in the real way: mail, invitations, a second factor. */
test('a production start has no demo mailbox, demo shopper or demo owner', async ({ page }) => {
  expect((await page.request.get('/api/dev/mailbox?to=demo@example.com')).status()).toBe(404);
  await page.goto('/about');
  const demoShopper = await page.request.post('/auth/session', { data: { email: 'demo@example.com', password: 'Demo-pass-2026' } });
  expect(demoShopper.status()).toBe(401);
  const demoOwner = await page.request.post('/desk/session', { data: { email: 'owner@example.com', password: 'Desk-pass-2026' } });
  expect(demoOwner.status()).toBe(401);
});

test('a shopper signs up with the mailed code; an invited finance operator joins and signs in with a second factor', async ({ page, browser }) => {
  await signUpShopper(page);
  const profile = await page.request.get('/auth/session');
  expect(profile.status()).toBe(200);

  const owner = await ownerContext(browser);
  const finance = await inviteOperator(owner.page, browser, 'FINANCE');
  await owner.context.close();

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInToDesk(staffPage, finance);
  const recoveryCodes = await addSecondFactor(staffPage);
  expect(recoveryCodes).toHaveLength(10);
  await staffPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(staffPage).toHaveURL(/\/desk\/login$/);
  await signInToDesk(staffPage, { ...finance, recoveryCodes });
  await staff.close();
});
