import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../../playwright.production.config';
import { mailed } from './mail';

export interface ProductionShopper {
  email: string;
  password: string;
}

/** A new shopper of the default site, signed up with the code mailed to them, and so logged in on `page`. */
export async function signUpShopper(page: Page): Promise<ProductionShopper> {
  const shopper = { email: `shopper-${randomUUID()}@example.com`, password: 'Shopper-pass-2026' };
  await page.goto('/about');
  const sent = await page.request.post('/api/front/user/send-email-code', { data: { email: shopper.email, purpose: 'SIGNUP' } });
  expect(sent.status()).toBe(200);
  const verificationCode = await mailed(shopper.email, /\b(\d{6})\b/);
  // The site's terms accepted, as the sign-up form sends them (docs/product.md, "Terms").
  const { version } = (await (await page.request.get('/api/front/site-content/terms')).json()) as { version: string | null };
  const signup = await page.request.post('/auth/session/signup', {
    data: {
      name: 'Real Shopper', phoneNumber: '+84 90 123 4567', email: shopper.email, loginPassword: shopper.password, verificationCode,
      ...(version === null ? {} : { acceptedTermsVersion: version }),
    },
    headers: { origin: E2E_ORIGIN },
  });
  expect(signup.status()).toBe(200);
  return shopper;
}
