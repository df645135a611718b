import { expect, type Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';

// A browser sends Origin with every POST and DELETE; Astro refuses those that lack it.
export const SAME_ORIGIN = { origin: E2E_ORIGIN };

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest code the demo mailbox holds for an address, read through the page's own origin. */
export async function mailedCode(page: Page, to: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { items } = (await response.json()) as { items: { text: string }[] };
    code = /\b(\d{6})\b/.exec(items[0]?.text ?? '')?.[1] ?? '';
    return code;
  }).toMatch(/^\d{6}$/);
  return code;
}

/**
 * A shopper of the test's own, signed up through the real API (the e-mailed code from the
 * demo mailbox) and logged in in the page's context: a test that changes an account leaves
 * the demo shopper alone.
 */
export async function signUpShopper(page: Page, tag: string): Promise<{ email: string; password: string }> {
  const shopper = { email: uniqueEmail(tag), password: 'Own-pass-2026' };
  const sent = await page.request.post('/api/front/user/send-email-code', { headers: SAME_ORIGIN, data: { email: shopper.email, purpose: 'SIGNUP' } });
  expect(sent.status()).toBe(200);
  const signup = await page.request.post('/auth/session/signup', {
    headers: SAME_ORIGIN,
    data: { name: 'Sam Tester', phoneNumber: '+84 912 345 678', email: shopper.email, loginPassword: shopper.password, verificationCode: await mailedCode(page, shopper.email) },
  });
  expect(signup.status()).toBe(200);
  return shopper;
}
