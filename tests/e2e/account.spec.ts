import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { tenantOrigin } from '../../playwright.config';
import { hydrated as islandHydrated } from './support/shopper';
import { SAME_ORIGIN, signUpFreshShopper } from './support/shoppers';
import { settled } from './support/settled';
import { shutLiveChannel } from './support/live-channel';

/**
 * The account screens as the demo shopper uses them. The shipping-address and profile tests
 * work on the default tenant and put back what they change; the notification tests read the
 * vn tenant's demo notifications (which stay read afterwards).
 */
const DEMO = { email: 'demo@example.com', password: 'Demo-pass-2026' };
const VN = tenantOrigin('vn');

/**
 * Logs in through the storefront's session endpoint, from a page of the tenant's site: the
 * browser resolves `vn.localhost`, and the cookies land on that host.
 */
async function logIn(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/about`);
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/auth/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.status;
  }, DEMO);
  expect(status).toBe(200);
}

/** Waits until the page's island has hydrated: before that its buttons do nothing. */
const hydrated = (page: Page) => expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0, { timeout: 15_000 });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** The address book as a shopper sees it: cards in order, each named by its recipient. */
class AddressBook {
  readonly section: Locator;
  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Shipping addresses' });
  }
  cards = () => this.section.getByRole('listitem');
  card = (recipient: string) => this.cards().filter({ has: this.page.getByRole('heading', { name: recipient, exact: true }) });
  firstRecipient = () => this.cards().first().getByRole('heading').textContent();
  action = (recipient: string, name: string) => this.card(recipient).getByRole('button', { name: new RegExp(`^${name}`) });
}

test.describe('shipping addresses', () => {
  test('default first; add with districts, make default, edit and delete', async ({ page }) => {
    await logIn(page);
    await open(page, '/my/account');
    const book = new AddressBook(page);
    await expect(book.cards()).toHaveCount(2);
    expect(await book.firstRecipient()).toBe('Alex Morgan');
    await expect(book.cards().first()).toContainText('Default');
    await expect(book.cards().first()).toContainText('2150 Sunset Blvd, Apt 4');

    // Add: the dialog takes the focus, checks the fields with the generic messages, then saves.
    const add = book.section.getByRole('button', { name: 'Add an address' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'New shipping address' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter Recipient name')).toBeVisible();
    await expect(dialog.getByLabel('Recipient name')).toBeFocused();
    await dialog.getByLabel('Recipient name').fill('Li Wei');
    await dialog.getByLabel('Phone number').fill('+86 755 5550 1234');
    await dialog.getByLabel('Country or region').selectOption({ label: 'China' });
    // China has districts: the province and then the city are chosen from lists.
    await dialog.getByLabel('Province or state').selectOption('Guangdong');
    await dialog.getByLabel('City').selectOption('Shenzhen');
    await dialog.getByLabel('Street address').fill('1 Shennan Blvd');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The shipping address has been saved.')).toBeVisible();
    await expect(book.cards()).toHaveCount(3);
    await expect(book.card('Li Wei')).toContainText('Shenzhen, Guangdong');

    // Make default: it moves first at once, and stays first after a reload.
    await book.action('Li Wei', 'Make default').click();
    await expect.poll(book.firstRecipient).toBe('Li Wei');
    await reload(page);
    await expect.poll(book.firstRecipient).toBe('Li Wei');
    await expect(book.cards().first()).toContainText('Default');

    // Edit.
    await book.action('Li Wei', 'Edit').click();
    const edit = page.getByRole('dialog', { name: 'Edit shipping address' });
    await expect(edit.getByLabel('City')).toHaveValue('Shenzhen');
    await edit.getByLabel('Street address').fill('88 Shennan Blvd');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(book.card('Li Wei')).toContainText('88 Shennan Blvd');

    // Put the seeded default back, then delete the new address after confirming.
    await book.action('Alex Morgan', 'Make default').first().click();
    await expect.poll(book.firstRecipient).toBe('Alex Morgan');
    await book.action('Li Wei', 'Delete').click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this shipping address?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(book.card('Li Wei')).toHaveCount(0);
    await expect(page.getByText('The shipping address has been deleted.')).toBeVisible();
    await reload(page);
    await expect(book.cards()).toHaveCount(2);
  });

  test('the address dialog closes with Escape and gives the focus back', async ({ page }) => {
    await logIn(page);
    await open(page, '/my/account');
    const add = page.getByRole('button', { name: 'Add an address' });
    await add.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(add).toBeFocused();
  });
});

// Both save the whole profile: one after the other, or one would save over the other's change.
test('an address book action that meets an expired session shows only the session toast', async ({ page }) => {
  await signUpFreshShopper(page);
  const address = { recipientName: 'Mai Tran', phoneNumber: '+84 90 123 4567', country: 'VN', province: 'Hanoi', city: 'Hanoi', street: '1 Trang Tien' };
  expect((await page.request.post('/api/front/user/addresses', { headers: SAME_ORIGIN, data: address })).status()).toBe(200);
  await shutLiveChannel(page);
  await open(page, '/my/account');
  const book = new AddressBook(page);
  await expect(book.card('Mai Tran')).toHaveCount(1);
  // The header's islands wake on the first interaction and would meet the 401 first: wake them
  // now, and let their calls answer.
  await page.locator('header').getByText('Fresh Shopper').first().hover();
  await islandHydrated(page, 'AccountMenu');
  await islandHydrated(page, 'CartLink');
  await settled(page);
  // Logged out at the provider behind the page's back: the page keeps its cookies.
  expect((await page.request.post('/api/front/user/logout', { headers: SAME_ORIGIN })).status()).toBe(204);

  await book.action('Mai Tran', 'Delete').click();
  await page.getByRole('alertdialog', { name: 'Delete this shipping address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fmy%2Faccount$/);
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  await expect(toasts.getByText('Login session expired!')).toHaveCount(1);
  // The failed delete's own problem would follow the session's toast: wait until every call has answered.
  await settled(page);
  await expect(toasts).toHaveCount(1);
});

test.describe('profile', () => {
  test.describe.configure({ mode: 'serial' });

  test('a profile change is checked, saved, and still there after a reload', async ({ page }) => {
    await logIn(page);
    await open(page, '/my/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    const secondEmail = profile.getByLabel('Second e-mail address');
    await secondEmail.fill('not an address');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Second e-mail address is not a valid e-mail address')).toBeVisible();
    await expect(secondEmail).toBeFocused();

    await secondEmail.fill('alex.backup@example.com');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await reload(page);
    await expect(profile.getByLabel('Second e-mail address')).toHaveValue('alex.backup@example.com');

    // Put it back: a blank second e-mail removes it.
    await profile.getByLabel('Second e-mail address').fill('');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  });

  test('the language choice changes the provider language and the page language', async ({ page }) => {
    await logIn(page);
    await open(page, '/my/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Language').selectOption({ label: 'Français' });
    // Every login pushes the page language to the provider, so the demo shopper needs no way back.
    const pushed = page.waitForResponse((r) => r.url().endsWith('/api/front/user/language?language=fr') && r.ok());
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await pushed;
    await expect(page).toHaveURL(/\/my\/account\?lang=fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres du compte');
  });
});

test('customs information is checked, saved, and shown with the document number masked', async ({ page }) => {
  await logIn(page);
  await open(page, '/my/account');
  const customs = page.getByRole('region', { name: 'Customs information' });
  await customs.getByRole('button', { name: /^(Add customs information|Edit)$/ }).click();
  await expect(customs.getByLabel('Full name')).toBeFocused();
  await customs.getByLabel('Full name').fill('Alex Morgan');
  await customs.getByLabel('Identity document').selectOption('PASSPORT');
  await customs.getByLabel('Document number').fill('X1');
  await customs.getByRole('button', { name: 'Save' }).click();
  await expect(customs.getByText('Document number does not match the required format')).toBeVisible();
  await customs.getByLabel('Document number').fill('X12345678');
  await customs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your customs information has been saved.')).toBeVisible();
  await expect(customs.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(customs).toContainText('ending in');
  await expect(customs).toContainText('5678');
  await expect(customs).not.toContainText('X12345678');
  await reload(page);
  await expect(customs).toContainText('Passport');
});

test.describe('notifications', () => {
  test.describe.configure({ mode: 'serial' });

  test('pages are plain links, newest first', async ({ page }) => {
    await logIn(page, VN);
    await open(page, `${VN}/my/message?lang=en&pageNo=2&pageSize=2`);
    const pages = page.getByRole('navigation', { name: 'Notification pages' });
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main details')).toHaveCount(1);
    // A notice reads in the page language, whatever language the shop writes in.
    await expect(page.locator('main details summary')).toContainText('Deposit credited');
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/pageNo=1&pageSize=2$/);
    await expect(page.locator('main details summary').first()).toContainText('Đơn hàng đã xuất kho');
  });

  test('a notice reads in Vietnamese, with its amount in dong and yuan', async ({ page }) => {
    await logIn(page, VN);
    await open(page, `${VN}/my/message?lang=vi&pageNo=2&pageSize=2`);
    const deposit = page.locator('main details');
    await expect(deposit.locator('summary')).toContainText('Nạp tiền thành công');
    await deposit.locator('summary').click();
    await expect(deposit.getByText(/^Khoản nạp .*17\.250\.000\s₫ \(5\.000,00\sCN¥\).* \(DP-DEMO-0001\) đã được cộng vào số dư của bạn\.$/)).toBeVisible();
  });

  test('reading one and then all updates the count here and in the account menu', async ({ page }) => {
    await logIn(page, VN);
    await open(page, `${VN}/my/message?lang=en`);
    const menu = page.locator('header').getByRole('link', { name: /unread/ });
    const status = page.getByRole('status').filter({ hasText: /^Unread: / });
    await expect(menu).toContainText('2 unread');
    await expect(status).toHaveText('Unread: 2');

    const newest = page.locator('main details').first();
    await expect(newest.locator('summary')).toContainText('Unread');
    await newest.locator('summary').click();
    await expect(newest.getByText(/TO2603020017/)).toBeVisible();
    await expect(status).toHaveText('Unread: 1');
    await expect(page.locator('header')).toContainText('1 unread');
    await reload(page);
    await expect(status).toHaveText('Unread: 1');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(status).toHaveText('Unread: 0');
    await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
    await expect(page.locator('header')).not.toContainText('unread');
    await expect(page.locator('main details summary').filter({ hasText: 'Unread' })).toHaveCount(0);
  });
});

/** A string of the locale files, as the shopper reads it in that language. */
function localeText(lng: string, ns: string, path: string): string {
  let node: unknown = JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8'));
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'string') throw new Error(`${lng}/${ns}:${path} is not a string`);
  return node;
}

test.describe('password change', () => {
  for (const lng of ['en', 'vi']) {
    test(`a wrong current password is named as such, not as a generic failure (${lng})`, async ({ page }) => {
      await page.goto('/about');
      await signUpFreshShopper(page);
      await open(page, `/my/account?lang=${lng}`);
      const section = page.getByRole('region', { name: localeText(lng, 'account', 'password.title') });
      await section.getByRole('textbox', { name: localeText(lng, 'account', 'password.old'), exact: true }).fill('Not-the-pass-1');
      await section.getByRole('textbox', { name: localeText(lng, 'account', 'password.new'), exact: true }).fill('Brand-new-pass-2');
      await section.getByRole('textbox', { name: localeText(lng, 'account', 'password.repeat'), exact: true }).fill('Brand-new-pass-2');
      await section.getByRole('button', { name: localeText(lng, 'account', 'password.submit') }).click();

      const wrongPassword = localeText(lng, 'common', 'problem.WRONG_PASSWORD');
      if (lng !== 'en') expect(wrongPassword).not.toBe(localeText('en', 'common', 'problem.WRONG_PASSWORD'));
      await expect(section.getByRole('alert')).toHaveText(wrongPassword);
    });
  }
});

for (const path of ['/my/account', '/my/account?lang=ar', '/my/message']) {
  test(`axe finds no serious issue on ${path}`, async ({ page }) => {
    await logIn(page);
    await open(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious issue in the address dialog', async ({ page }) => {
  await logIn(page);
  await open(page, '/my/account');
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
