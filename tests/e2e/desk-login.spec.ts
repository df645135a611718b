import { COOKIE } from '../../src/lib/session/cookies';
import { seriousViolations } from './support/axe';
import { logInDemo } from './support/shopper';
import { SAME_ORIGIN, uniqueEmail } from './support/shoppers';
import { expect, test } from './support/test';

/** The demo owner of every demo tenant's desk (README). */
const OWNER = { email: 'owner@example.com', password: 'Desk-pass-2026' };

test('the demo owner signs in at /desk/login with the keyboard, sees the dashboard, and signs out', async ({ page, context }) => {
  await page.goto('/desk/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill('Wrong-pass-2026');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is not right.');

  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/desk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Demo Owner' })).toBeVisible();
  await expect(page.getByText('Your role: Owner')).toBeVisible();
  await expect(page.getByText(/Set up a second factor/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const operatorCookie = (await context.cookies()).find((cookie) => cookie.name === COOKIE.operatorToken);
  expect(operatorCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // The desk is one operator's: never stored for anyone else.
  expect((await page.request.get('/desk')).headers()['cache-control']).toContain('no-store');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/desk\/login$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(COOKIE.operatorToken);
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/login$/);
});

test('a shopper\'s session opens no desk page and no desk call', async ({ page, request }) => {
  const anonymous = await request.get('/desk', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers()['location']).toBe('/desk/login');

  await logInDemo(page);
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/login$/);
  const me = await page.request.get('/api/desk/me');
  expect(me.status()).toBe(401);
  expect(((await me.json()) as { code: string }).code).toBe('UNAUTHORIZED');
});

test('an owner invites a buyer, who sets up the account from the mailed link, once', async ({ page, browser }) => {
  await page.goto('/desk/login');
  expect((await page.request.post('/desk/session', { data: OWNER, headers: SAME_ORIGIN })).status()).toBe(200);
  const email = uniqueEmail('buyer');
  expect((await page.request.post('/api/desk/operators', { data: { email, role: 'BUYER' }, headers: SAME_ORIGIN })).status()).toBe(201);
  const { items } = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { items: { text: string }[] };
  const link = /http:\/\/\S+\/desk\/invitation\/[A-Za-z0-9_-]{43}/.exec(items[0]?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // The invited person opens the link in a browser of their own.
  const theirs = await browser.newContext();
  const invited = await theirs.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { level: 1, name: 'Join the desk' })).toBeVisible();
  expect(await seriousViolations(invited)).toEqual([]);
  await invited.getByLabel('Your name').fill('Bao Buyer');
  await invited.getByLabel('Choose a password').fill('Buyer-pass-2026');
  await invited.getByRole('button', { name: 'Create my account' }).click();
  await expect(invited).toHaveURL(/\/desk$/);
  await expect(invited.getByText('Your role: Buyer')).toBeVisible();
  await expect(invited.getByText(/Set up a second factor/)).toHaveCount(0);

  await invited.getByRole('button', { name: 'Sign out' }).click();
  await invited.goto(link);
  await invited.getByLabel('Your name').fill('Someone Else');
  await invited.getByLabel('Choose a password').fill('Other-pass-2026');
  await invited.getByRole('button', { name: 'Create my account' }).click();
  await expect(invited.getByRole('alert')).toHaveText(/This invitation link is not valid/);
  await theirs.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form posts to the page and opens the desk, in the tenant\'s language', async ({ page }) => {
    await page.goto('/desk/login?lang=zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '登录工作台' })).toBeVisible();
    await page.getByLabel('邮箱').fill(OWNER.email);
    await page.getByLabel('密码').fill(OWNER.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/desk$/);
    await expect(page.getByText('您的角色：所有者')).toBeVisible();
  });
});
