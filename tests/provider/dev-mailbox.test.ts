import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMailboxOpen, loadEnv, loadProcessEnv } from '../../provider/env';
import { MailboxMessageList } from '../../contract/user';
import { createTestProvider, type TestProvider } from './support/test-provider';

describe('GET /api/dev/mailbox with DEMO=1', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ env: { DEMO: '1' } });
  });
  afterAll(() => provider.close());

  it('shows the mail the tenant sent to an address, newest first, so sign-up can finish without SMTP', async () => {
    const send = (tenant: string) => provider.call('POST', '/front/user/send-email-code', 200, { tenant, json: { email: 'mailbox@example.com' } });
    await send('default');
    provider.clock.advance(60_000);
    await send('default');
    await send('vn');
    const mailbox = MailboxMessageList.parse(await provider.getJson('/dev/mailbox?to=Mailbox@example.com'));
    expect(mailbox.items).toHaveLength(2);
    expect(mailbox.items[0]?.createdAt).not.toBe('');
    const [newest] = mailbox.items;
    const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
    expect(newest).toMatchObject({ to: 'mailbox@example.com', subject: 'Your Mallbridge sign-up code' });
    expect(await provider.call('POST', '/front/user/verify-email-code', 200, {
      tenant: 'default', json: { email: 'mailbox@example.com', verificationCode: code },
    })).toEqual({ valid: true });
    // Each tenant sees its own mail only.
    const vn = MailboxMessageList.parse(await provider.getJson('/dev/mailbox?to=mailbox@example.com', { tenant: 'vn' }));
    expect(vn.items.map((mail) => mail.subject)).toEqual(['Your Hàng Tàu Express sign-up code']);
    expect(await provider.getJson('/dev/mailbox?to=empty@example.com')).toMatchObject({ items: [], total: 0 });
  });

  it('is listed in the OpenAPI document', async () => {
    const document = await provider.getJson<{ paths: Record<string, unknown> }>('/openapi.json');
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
    expect((await provider.getProblem('/dev/mailbox?to=mailbox@example.com', 404)).code).toBe('NOT_FOUND');
  });
});

describe('loadProcessEnv', () => {
  it('opens the mailbox on a demo start without SMTP; DEMO decides, else NODE_ENV', () => {
    const open = (source: Record<string, string>) => demoMailboxOpen(loadProcessEnv(source));
    expect(open({})).toBe(true);
    expect(open({ DEMO: '0' })).toBe(false);
    expect(open({ SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
    expect(open({ NODE_ENV: 'production', UPLOAD_SIGNING_SECRET: 'x'.repeat(32) })).toBe(false);
    expect(open({ NODE_ENV: 'production', UPLOAD_SIGNING_SECRET: 'x'.repeat(32), DEMO: '1' })).toBe(true);
    expect(demoMailboxOpen(loadEnv({}))).toBe(false);
  });

  it('refuses a production start without UPLOAD_SIGNING_SECRET', () => {
    expect(() => loadProcessEnv({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs UPLOAD_SIGNING_SECRET/);
  });
});
