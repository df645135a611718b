import { randomUUID } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { OperatorRole } from '../../../contract/desk';
import { E2E_ORIGIN, OWNER } from '../../../playwright.production.config';
import { mailed } from './mail';

/**
 * The shop's staff in the production browser tests: the first owner (made by `npm run
 * desk:owner` before the start, set up by the `owner` project), and operators the owner invites
 * through the desk, who join by the link mailed to them, as real staff do.
 */
export interface Credentials {
  email: string;
  password: string;
  /** One of the recovery codes answered when the second factor was set up, to sign in again with. */
  recoveryCodes?: string[];
}

// A browser sends Origin with every POST; the storefront refuses cross-site ones.
const SAME_ORIGIN = { origin: E2E_ORIGIN };

/** Signs in through the desk's sign-in page, as staff do, and waits for today's work. */
export async function signInToDesk(page: Page, who: Credentials): Promise<void> {
  await page.goto('/desk/login');
  await page.getByLabel(/E-mail/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  const code = who.recoveryCodes?.shift();
  if (code) await page.getByLabel(/Authenticator or recovery code/).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/desk$/);
}

/** A new context signed in as the owner. */
export async function ownerContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToDesk(page, OWNER);
  return { context, page };
}

/** The owner (signed in on `ownerPage`) invites a new operator with `role`, who joins through the mailed link. */
export async function inviteOperator(ownerPage: Page, browser: Browser, role: OperatorRole): Promise<Credentials> {
  const email = `${role.toLowerCase()}-${randomUUID()}@example.com`;
  const invited = await ownerPage.request.post('/api/desk/operators', { data: { email, role } });
  expect(invited.status()).toBe(201);
  const token = await mailed(email, /\/desk\/invitation\/([A-Za-z0-9_-]{43})/);
  const context = await browser.newContext();
  const joined = await context.request.post('/desk/session/invitation', {
    data: { token, name: `${role} Operator`, password: 'Staff-pass-2026' }, headers: SAME_ORIGIN,
  });
  expect(joined.status()).toBe(200);
  await context.close();
  return { email, password: 'Staff-pass-2026' };
}

/** Adds an authenticator to the operator signed in on `page`; answers the recovery codes, for signing in again. */
export async function addSecondFactor(page: Page): Promise<string[]> {
  const started = await page.request.post('/api/desk/me/totp', { headers: SAME_ORIGIN });
  expect(started.status()).toBe(200);
  const { secret } = await started.json() as { secret: string };
  const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
  const confirmed = await page.request.post('/api/desk/me/totp/confirm', { data: { code }, headers: SAME_ORIGIN });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
}
