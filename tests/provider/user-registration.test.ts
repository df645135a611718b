import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, emailCodes, outbox, userAccounts, users } from '../../provider/db/schema';
import { Terms } from '../../contract/site-content';
import { EmailCodeSent, Session } from '../../contract/user';
import { acceptedTerms, DEMO_SHOPPER, lastMailTo, logIn, mailCode, signUp, signupPayload } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const MINUTE_MS = 60_000;
const user = (tenant = 'default') => provider.api({ tenant }).front.user;
const userCount = async (email: string, tenant = 'default') =>
  (await provider.db.select({ n: count() }).from(users).where(and(eq(users.tenantId, tenant), eq(users.email, email))))[0]?.n;

describe('POST /api/front/user/send-email-code', () => {
  it('mails a 6-digit code, stores only its hash, and says when to ask again', async () => {
    const sent = EmailCodeSent.parse(await expectJson(user()['send-email-code'].$post({ json: { email: 'Code@Example.com', purpose: 'SIGNUP' } }), 200));
    expect(sent).toEqual({ resendAfterSeconds: 60 });
    const mail = await lastMailTo(provider, 'code@example.com');
    expect(mail.subject).toBe('Your Mallbridge sign-up code');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(mail.subject).not.toContain(code);
    const [stored] = await provider.db.select().from(emailCodes).where(eq(emailCodes.email, 'code@example.com'));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.sentAt.getTime()).toBe(10 * MINUTE_MS);
  });

  it('refuses SIGNUP and CHANGE_EMAIL codes for an address that has an account (409 EMAIL_TAKEN)', async () => {
    for (const purpose of ['SIGNUP', 'CHANGE_EMAIL'] as const) {
      expect((await expectProblem(user()['send-email-code'].$post({ json: { email: DEMO_SHOPPER.email, purpose } }), 409)).code).toBe('EMAIL_TAKEN');
    }
  });

  it('answers RESET_PASSWORD the same for unknown addresses, but mails only existing accounts', async () => {
    const known = await expectJson(user()['send-email-code'].$post({ json: { email: DEMO_SHOPPER.email, purpose: 'RESET_PASSWORD' } }), 200);
    const unknown = await expectJson(user()['send-email-code'].$post({ json: { email: 'ghost@example.com', purpose: 'RESET_PASSWORD' } }), 200);
    expect(unknown).toEqual(known);
    expect((await lastMailTo(provider, DEMO_SHOPPER.email)).subject).toBe('Reset your Mallbridge password');
    await expect(lastMailTo(provider, 'ghost@example.com')).rejects.toThrow(/No mail/);
    // The minute's limit holds either way, so it cannot tell the two apart either.
    await expectProblem(user()['send-email-code'].$post({ json: { email: 'ghost@example.com', purpose: 'RESET_PASSWORD' } }), 429);
    await expectProblem(user()['send-email-code'].$post({ json: { email: DEMO_SHOPPER.email, purpose: 'RESET_PASSWORD' } }), 429);
  });

  it('answers 400 VALIDATION_FAILED for a malformed address or purpose', async () => {
    expect((await expectProblem(user()['send-email-code'].$post({ json: { email: 'nope' } }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(provider.rawRequest('POST', '/front/user/send-email-code', { json: { email: 'a@example.com', purpose: 'LOGIN' } }), 400)).errors)
      .toEqual([expect.objectContaining({ path: 'purpose' })]);
  });
});

describe('POST /api/front/user/verify-email-code', () => {
  it('tells a live code from a wrong one without using it up', async () => {
    const code = await mailCode(provider, 'verify@example.com', 'SIGNUP');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await expectJson(user()['verify-email-code'].$post({ json: { email: 'verify@example.com', verificationCode: wrong } }), 200)).toEqual({ valid: false });
    expect(await expectJson(user()['verify-email-code'].$post({ json: { email: 'verify@example.com', verificationCode: code } }), 200)).toEqual({ valid: true });
    expect(await expectJson(user()['verify-email-code'].$post({ json: { email: 'verify@example.com', verificationCode: code } }), 200)).toEqual({ valid: true });
    // Bound to its purpose.
    expect(await expectJson(user()['verify-email-code'].$post({ json: { email: 'verify@example.com', verificationCode: code, purpose: 'RESET_PASSWORD' } }), 200))
      .toEqual({ valid: false });
  });

});

describe('POST /api/front/user/verify-email-promotion-code', () => {
  it.each([
    ['WELCOME2026', true],
    ['welcome2026', true],
    ['FRIENDS10', true],
    ['SPRING2025', false],
    ['NOPE-1234', false],
  ])('%s → %s', async (promotionCode, valid) => {
    expect(await expectJson(user()['verify-email-promotion-code'].$post({ json: { email: 'promo@example.com', promotionCode } }), 200)).toEqual({ valid });
  });
});

describe('GET /api/front/user/check-email-available', () => {
  it('answers whether the address is free on this tenant', async () => {
    expect(await expectJson(provider.api().front.user['check-email-available'].$get({ query: { email: DEMO_SHOPPER.email } }), 200)).toEqual({ available: false });
    expect(await expectJson(provider.api().front.user['check-email-available'].$get({ query: { email: 'DEMO@example.com' } }), 200)).toEqual({ available: false });
    expect(await expectJson(provider.api().front.user['check-email-available'].$get({ query: { email: 'fresh@example.com' } }), 200)).toEqual({ available: true });
    expect(await expectJson(provider.api({ tenant: 'ru' }).front.user['check-email-available'].$get({ query: { email: DEMO_SHOPPER.email } }), 200)).toEqual({ available: true });
    expect((await expectProblem(provider.api().front.user['check-email-available'].$get({ query: { email: 'x' } }), 400)).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/front/user/signup', () => {
  it('creates a personal account with a zero balance and logs it in', async () => {
    const session = Session.parse(await signUp(provider, 'new@example.com', 'default', { promotionCode: 'welcome2026' }));
    expect(session.profile).toMatchObject({
      email: 'new@example.com', name: 'Lan Nguyen', accountType: 'INDIVIDUAL', language: 'en', unreadNotificationCount: 0,
      businessLicenseNo: null, legalPersonName: null,
    });
    await expectJson(provider.api({ tenant: 'default', token: session.token }).front.user.profile.$get(), 200);
    const [user] = await provider.db.select().from(users).where(and(eq(users.tenantId, 'default'), eq(users.email, 'new@example.com')));
    expect(user?.passwordHash).toMatch(/^scrypt\$N=8192,r=8,p=1\$/);
    expect(user?.promotionCode).toBe('WELCOME2026');
    const [account] = await provider.db.select().from(userAccounts).where(eq(userAccounts.userId, user?.id ?? 0));
    expect(account).toMatchObject({ tenantId: 'default', balanceFen: 0, payPasswordHash: null });
    await logIn(provider, 'new@example.com', 'Lantern-2026');
  });

  it('takes the language of the request, when the shopper reads another than the tenant default', async () => {
    const session = await signUp(provider, 'langue@example.com', 'vn');
    expect(session.profile.language).toBe('vi');
    const code = await mailCode(provider, 'lingua@example.com', 'SIGNUP');
    const en = await expectJson(provider.api({ tenant: 'default', language: 'ru-RU' }).front.user.signup.$post({
      json: { ...(await acceptedTerms(provider)), ...signupPayload('lingua@example.com'), verificationCode: code },
    }), 200);
    expect(en.profile.language).toBe('ru');
  });

  it('creates a company account, which needs its licence number and legal person', async () => {
    const code = await mailCode(provider, 'firm@example.com', 'SIGNUP');
    const incomplete = await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('firm@example.com', { accountType: 'COMPANY' }), verificationCode: code } }), 400);
    expect(incomplete.errors?.map((error) => error.path).sort()).toEqual(['businessLicenseNo', 'legalPersonName']);
    const session = await expectJson(user().signup.$post({ json: {
      ...(await acceptedTerms(provider)),
      ...signupPayload('firm@example.com', { accountType: 'COMPANY', businessLicenseNo: '91440101MA5D0XYZ1K', legalPersonName: 'Chen Wei' }),
      verificationCode: code,
    } }), 200);
    expect(Session.parse(session).profile).toMatchObject({ accountType: 'COMPANY', businessLicenseNo: '91440101MA5D0XYZ1K', legalPersonName: 'Chen Wei' });
  });

  it('lets the same address hold separate accounts on two tenants', async () => {
    const vn = await signUp(provider, 'twice@example.com', 'vn', { loginPassword: 'Vietnam-2026' });
    const ru = await signUp(provider, 'twice@example.com', 'ru', { loginPassword: 'Russia-2026' });
    expect(vn.profile.id).not.toBe(ru.profile.id);
    await logIn(provider, 'twice@example.com', 'Vietnam-2026', 'vn');
    await expectProblem(user('ru').login.$post({ json: { email: 'twice@example.com', password: 'Vietnam-2026' } }), 401);
  });

  it('refuses a wrong code (400 INVALID_CODE) and writes nothing', async () => {
    const code = await mailCode(provider, 'wrong@example.com', 'SIGNUP');
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('wrong@example.com'), verificationCode: wrong } }), 400)).code).toBe('INVALID_CODE');
    expect(await userCount('wrong@example.com')).toBe(0);
    // The right code still works.
    await expectJson(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('wrong@example.com'), verificationCode: code } }), 200);
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const code = await mailCode(provider, 'late@example.com', 'SIGNUP');
    provider.clock.advance(10 * MINUTE_MS);
    expect((await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('late@example.com'), verificationCode: code } }), 400)).code).toBe('INVALID_CODE');
    expect(await userCount('late@example.com')).toBe(0);
  });

  it('accepts only the newest code, and each code once', async () => {
    const first = await mailCode(provider, 'newest@example.com', 'SIGNUP');
    provider.clock.advance(MINUTE_MS);
    const second = await mailCode(provider, 'newest@example.com', 'SIGNUP');
    if (first !== second) {
      expect((await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('newest@example.com'), verificationCode: first } }), 400)).code).toBe('INVALID_CODE');
    }
    await expectJson(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('newest@example.com'), verificationCode: second } }), 200);
    expect((await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('newest@example.com'), verificationCode: second } }), 400)).code).toBe('INVALID_CODE');
  });

  it('refuses an unknown promotion code (400 INVALID_PROMOTION_CODE) before using the e-mail code', async () => {
    const code = await mailCode(provider, 'promo-signup@example.com', 'SIGNUP');
    const problem = await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('promo-signup@example.com', { promotionCode: 'SPRING2025' }), verificationCode: code } }), 400);
    expect(problem.code).toBe('INVALID_PROMOTION_CODE');
    await expectJson(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('promo-signup@example.com'), verificationCode: code } }), 200);
  });

  it('answers 409 EMAIL_TAKEN for a taken address, rolling back: no second user, and the code is not used up', async () => {
    const code = await mailCode(provider, 'race@example.com', 'SIGNUP');
    // Someone else takes the address after the code was sent (the send checked it was free).
    await signUp(provider, 'race@example.com', 'vn');
    await provider.db.insert(users).values({
      tenantId: 'default', email: 'race@example.com', passwordHash: 'scrypt$N=1,r=1,p=1$AA$AA', name: 'First', phoneNumber: '+1 555 010 0000',
      language: 'en', accountType: 'INDIVIDUAL',
    });
    const problem = await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('race@example.com'), verificationCode: code } }), 409);
    expect(problem.code).toBe('EMAIL_TAKEN');
    expect(await userCount('race@example.com')).toBe(1);
    const [stored] = await provider.db.select().from(emailCodes)
      .where(and(eq(emailCodes.tenantId, 'default'), eq(emailCodes.email, 'race@example.com')));
    expect(stored?.consumedAt).toBeNull();
  });

  it('writes nothing when the transaction fails half-way (after the user row)', async () => {
    const code = await mailCode(provider, 'halfway@example.com', 'SIGNUP');
    // Make the balance row, written after the user row, fail (NOT VALID: existing rows are not checked).
    await provider.db.execute('ALTER TABLE user_accounts ADD CONSTRAINT test_fail_signup CHECK (balance_fen < 0) NOT VALID');
    try {
      const problem = await expectProblem(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('halfway@example.com'), verificationCode: code } }), 500);
      expect(problem.code).toBe('INTERNAL');
    } finally {
      await provider.db.execute('ALTER TABLE user_accounts DROP CONSTRAINT test_fail_signup');
    }
    expect(await userCount('halfway@example.com')).toBe(0);
    const [stored] = await provider.db.select().from(emailCodes).where(eq(emailCodes.email, 'halfway@example.com'));
    expect(stored?.consumedAt).toBeNull();
    // The same code then signs up.
    await expectJson(user().signup.$post({ json: { ...(await acceptedTerms(provider)), ...signupPayload('halfway@example.com'), verificationCode: code } }), 200);
  });

  it('answers 400 VALIDATION_FAILED for malformed payloads', async () => {
    const valid = { ...signupPayload('shape@example.com'), verificationCode: '123456' };
    for (const [field, value] of [['loginPassword', 'short1'], ['loginPassword', 'nodigitshere'], ['verificationCode', '12345'],
      ['phoneNumber', 'call me'], ['email', 'shape'], ['accountType', 'PARTNER']] as const) {
      const problem = await expectProblem(provider.rawRequest('POST', '/front/user/signup', { json: { ...valid, [field]: value } }), 400);
      expect(problem).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path: field })] });
    }
    expect(await userCount('shape@example.com')).toBe(0);
  });
});

describe('the terms at sign-up (docs/product.md, "Terms")', () => {
  const termsOf = async (tenant: string) =>
    Terms.parse(await expectJson(provider.api({ tenant }).front['site-content'].terms.$get(), 200)).version;

  it('versions the terms by the latest publication of the user agreement and the privacy policy', async () => {
    const rows = await provider.db.select({ type: articles.type, updatedAt: articles.updatedAt }).from(articles).where(eq(articles.tenantId, 'vn'));
    const terms = rows.filter((row) => row.type === 'USER_AGREEMENT' || row.type === 'PRIVACY_POLICY');
    expect(new Set(terms.map((row) => row.type))).toEqual(new Set(['USER_AGREEMENT', 'PRIVACY_POLICY']));
    const latest = Math.max(...terms.map((row) => row.updatedAt.getTime()));
    expect(await termsOf('vn')).toBe(new Date(latest).toISOString());
  });

  it('refuses a sign-up without the terms accepted (400 TERMS_NOT_ACCEPTED), and keeps the code for the next try', async () => {
    const code = await mailCode(provider, 'unread@example.com', 'SIGNUP', 'vn');
    const refused = await expectProblem(user('vn').signup.$post({ json: { ...signupPayload('unread@example.com'), verificationCode: code } }), 400);
    expect(refused.code).toBe('TERMS_NOT_ACCEPTED');
    expect(await userCount('unread@example.com', 'vn')).toBe(0);
    const session = Session.parse(await expectJson(user('vn').signup.$post({
      json: { ...(await acceptedTerms(provider, 'vn')), ...signupPayload('unread@example.com'), verificationCode: code },
    }), 200));
    expect(session.profile.acceptedTerms).toEqual({ version: await termsOf('vn'), acceptedAt: provider.clock.now().toISOString() });
    const [stored] = await provider.db.select().from(users).where(and(eq(users.tenantId, 'vn'), eq(users.email, 'unread@example.com')));
    expect(stored).toMatchObject({ termsVersion: await termsOf('vn'), termsAcceptedAt: provider.clock.now() });
  });

  it('makes a re-published policy a new version, and refuses the old one', async () => {
    const before = await termsOf('ru');
    const republished = new Date(Date.parse(before ?? '') + 60_000);
    await provider.db.update(articles).set({ updatedAt: republished })
      .where(and(eq(articles.tenantId, 'ru'), eq(articles.type, 'PRIVACY_POLICY'), eq(articles.language, 'ru')));
    expect(await termsOf('ru')).toBe(republished.toISOString());
    const code = await mailCode(provider, 'stale@example.com', 'SIGNUP', 'ru');
    const stale = await expectProblem(user('ru').signup.$post({
      json: { ...signupPayload('stale@example.com'), acceptedTermsVersion: before ?? '', verificationCode: code },
    }), 400);
    expect(stale.code).toBe('TERMS_NOT_ACCEPTED');
    await expectJson(user('ru').signup.$post({
      json: { ...signupPayload('stale@example.com'), acceptedTermsVersion: republished.toISOString(), verificationCode: code },
    }), 200);
  });
});

describe('the outbox', () => {
  it('keeps every mail it wrote, unsent without SMTP', async () => {
    const mails = await provider.db.select().from(outbox).where(eq(outbox.to, 'new@example.com'));
    expect(mails).toEqual([expect.objectContaining({ tenantId: 'default', subject: 'Your Mallbridge sign-up code', sentAt: null })]);
  });
});
