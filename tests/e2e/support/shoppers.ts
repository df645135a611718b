import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../../playwright.config';

// A browser sends Origin with every POST and DELETE; Astro refuses form posts that lack it.
export const SAME_ORIGIN = { origin: E2E_ORIGIN };

export const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@example.com`;

export interface Shopper {
  email: string;
  password: string;
  name: string;
}

/**
 * The newest six-digit code the demo mailbox holds for an address (one other than `previous`: a
 * new mail). The mailbox is the tenant's: `onPage` reads the one of the tenant the page is on,
 * from the page (the browser resolves `*.localhost`; the test runner's requests cannot).
 */
export async function mailedCode(page: Page, to: string, previous = '', { onPage = false } = {}): Promise<string> {
  const path = `/api/dev/mailbox?to=${encodeURIComponent(to)}`;
  let code = '';
  await expect.poll(async () => {
    const { items } = (onPage
      ? await page.evaluate(async (url) => (await fetch(url)).json() as Promise<unknown>, path)
      : await (await page.request.get(path)).json()) as { items: { text: string }[] };
    code = /\b(\d{6})\b/.exec(items[0]?.text ?? '')?.[1] ?? '';
    return code !== previous && /^\d{6}$/.test(code);
  }).toBe(true);
  return code;
}

/** The site's terms accepted, as the sign-up form sends them (docs/product.md, "Terms"); `onPage` asks the tenant the page is on. */
export async function acceptedTerms(page: Page, { onPage = false } = {}): Promise<{ acceptedTermsVersion?: string }> {
  const path = '/api/front/site-content/terms';
  const { version } = (onPage
    ? await page.evaluate(async (url) => (await fetch(url)).json() as Promise<unknown>, path)
    : await (await page.request.get(path)).json()) as { version: string | null };
  return version === null ? {} : { acceptedTermsVersion: version };
}

/**
 * A shopper of the default tenant that no other test knows, signed up through the real API as
 * the sign-up form does (send code, read it from the demo mailbox, sign up) and so logged in:
 * the session cookies are the page's. Tests that change what a shopper owns (the cart) use one
 * each, so they neither see nor disturb each other.
 */
export async function signUpFreshShopper(page: Page): Promise<Shopper> {
  const shopper = { email: uniqueEmail('shopper'), password: 'Fresh-pass-2026', name: 'Fresh Shopper' };
  const sent = await page.request.post('/api/front/user/send-email-code', { data: { email: shopper.email, purpose: 'SIGNUP' } });
  expect(sent.status()).toBe(200);
  const signup = await page.request.post('/auth/session/signup', {
    data: {
      name: shopper.name,
      phoneNumber: '+84 90 123 4567',
      email: shopper.email,
      loginPassword: shopper.password,
      verificationCode: await mailedCode(page, shopper.email),
      ...(await acceptedTerms(page)),
    },
  });
  expect(signup.status()).toBe(200);
  return shopper;
}
