import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMailboxOpen, loadEnv, loadProcessEnv } from '../../provider/env';
import { MailboxMessageList } from '../../contract/user';
import { createTestProvider, expectJson, expectProblem, expectStatus, type TestProvider } from './support/test-provider';

describe('GET /api/dev/mailbox with DEMO=1', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ env: { DEMO: '1' } });
  });
  afterAll(() => provider.close());

  it('shows the mail the tenant sent to an address, newest first, so sign-up can finish without SMTP', async () => {
    const send = (tenant: string) => expectStatus(provider.api({ tenant }).front.user['send-email-code'].$post({ json: { email: 'mailbox@example.com' } }), 200);
    await send('default');
    provider.clock.advance(60_000);
    await send('default');
    await send('vn');
    const mailbox = MailboxMessageList.parse(await expectJson(provider.mailbox().dev.mailbox.$get({ query: { to: 'Mailbox@example.com' } }), 200));
    expect(mailbox.items).toHaveLength(2);
    expect(mailbox.items[0]?.createdAt).not.toBe('');
    const [newest] = mailbox.items;
    const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
    expect(newest).toMatchObject({ to: 'mailbox@example.com', subject: 'Your Mallbridge sign-up code' });
    expect(await expectJson(provider.api({ tenant: 'default' }).front.user['verify-email-code'].$post({
      json: { email: 'mailbox@example.com', verificationCode: code ?? '' },
    }), 200)).toEqual({ valid: true });
    // Each tenant sees its own mail only.
    const vn = MailboxMessageList.parse(await expectJson(provider.mailbox({ tenant: 'vn' }).dev.mailbox.$get({ query: { to: 'mailbox@example.com' } }), 200));
    expect(vn.items.map((mail) => mail.subject)).toEqual(['Your Hàng Tàu Express sign-up code']);
    expect(await expectJson(provider.mailbox().dev.mailbox.$get({ query: { to: 'empty@example.com' } }), 200)).toMatchObject({ items: [], total: 0 });
  });

  it('is listed in the OpenAPI document', async () => {
    // The OpenAPI document is served by the app, not by a typed route.
    const document = (await (await provider.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/dev/mailbox');
  });
});

describe('GET /api/dev/mailbox without DEMO', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
  });
  afterAll(() => provider.close());

  it('does not exist', async () => {
    expect((await expectProblem(provider.mailbox().dev.mailbox.$get({ query: { to: 'mailbox@example.com' } }), 404)).code).toBe('NOT_FOUND');
  });
});

describe('loadProcessEnv', () => {
  it('opens the mailbox on a demo start without SMTP; DEMO decides, else NODE_ENV', () => {
    const open = (source: Record<string, string>) => demoMailboxOpen(loadProcessEnv(source));
    expect(open({})).toBe(true);
    expect(open({ DEMO: '0' })).toBe(false);
    expect(open({ SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
    // Production has a mail server (it is refused without one), so its mail is never left in a readable mailbox.
    const production = { NODE_ENV: 'production', UPLOAD_SIGNING_SECRET: 'x'.repeat(32), PAYMENT_NOTIFY_SECRET: 'y'.repeat(32), SMTP_URL: 'smtp://mail.example:587' };
    expect(open(production)).toBe(false);
    expect(open({ ...production, DEMO: '1' })).toBe(false);
    expect(demoMailboxOpen(loadEnv({}))).toBe(false);
  });

  it('refuses a production start without its keys', () => {
    expect(() => loadProcessEnv({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs UPLOAD_SIGNING_SECRET and PAYMENT_NOTIFY_SECRET/);
  });
});
