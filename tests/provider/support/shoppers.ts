import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../../../provider/db/schema';
import { Terms } from '../../../contract/site-content';
import type { EmailCodePurpose, SignupPayload } from '../../../contract/user';
import { expectJson, expectStatus, type TestProvider } from './test-provider';

/** The demo shopper the seed creates on the default and vn tenants. */
export const DEMO_SHOPPER = { email: 'demo@example.com', password: 'Demo-pass-2026' } as const;

/** The newest mail the tenant wrote to an address, straight from the outbox. */
export async function lastMailTo(provider: TestProvider, to: string, tenant = 'default') {
  const [mail] = await provider.db.select().from(outbox)
    .where(and(eq(outbox.tenantId, tenant), eq(outbox.to, to)))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`No mail to ${to} on ${tenant}`);
  return mail;
}

/** Asks for a code and reads it from the mail. */
export async function mailCode(provider: TestProvider, email: string, purpose: EmailCodePurpose, tenant = 'default', token?: string) {
  await expectStatus(provider.api({ tenant, token }).front.user['send-email-code'].$post({ json: { email, purpose } }), 200);
  const code = /\b(\d{6})\b/.exec((await lastMailTo(provider, email, tenant)).text)?.[1];
  if (!code) throw new Error(`No code in the mail to ${email}`);
  return code;
}

export const logIn = (provider: TestProvider, email: string, password: string, tenant = 'default') =>
  expectJson(provider.api({ tenant }).front.user.login.$post({ json: { email, password } }), 200);

export const signupPayload = (email: string, overrides: Partial<SignupPayload> = {}): Omit<SignupPayload, 'verificationCode'> => ({
  name: 'Lan Nguyen',
  phoneNumber: '+84 90 123 4567',
  email,
  loginPassword: 'Lantern-2026',
  ...overrides,
});

/** The tenant's terms accepted, as a sign-up sends them (docs/product.md, "Terms"). */
export async function acceptedTerms(provider: TestProvider, tenant = 'default'): Promise<Pick<SignupPayload, 'acceptedTermsVersion'>> {
  const { version } = Terms.parse(await expectJson(provider.api({ tenant }).front['site-content'].terms.$get(), 200));
  return version === null ? {} : { acceptedTermsVersion: version };
}

/** A new shopper, signed up (and so logged in) through the API, accepting the terms. */
export async function signUp(provider: TestProvider, email: string, tenant = 'default', overrides: Partial<SignupPayload> = {}) {
  const verificationCode = await mailCode(provider, email, 'SIGNUP', tenant);
  const json = { ...(await acceptedTerms(provider, tenant)), ...signupPayload(email, overrides), verificationCode };
  return expectJson(provider.api({ tenant }).front.user.signup.$post({ json }), 200);
}
