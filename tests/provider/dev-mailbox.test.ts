import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, withDemoMailboxByDefault } from '../../provider/env';
import { MailboxMessageList } from '../../contract/user';
import { createTestProvider, type TestProvider } from './support/test-provider';

describe('GET /api/dev/mailbox with DEMO_MAILBOX=1', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ env: { DEMO_MAILBOX: '1' } });
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

describe('GET /api/dev/mailbox without DEMO_MAILBOX', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
  });
  afterAll(() => provider.close());

  it('does not exist', async () => {
    expect((await provider.getProblem('/dev/mailbox?to=mailbox@example.com', 404)).code).toBe('NOT_FOUND');
  });
});

describe('withDemoMailboxByDefault', () => {
  it('opens the mailbox unless DEMO_MAILBOX is given or SMTP delivers real mail', () => {
    expect(loadEnv(withDemoMailboxByDefault({})).DEMO_MAILBOX).toBe(true);
    expect(loadEnv(withDemoMailboxByDefault({ DEMO_MAILBOX: '0' })).DEMO_MAILBOX).toBe(false);
    expect(loadEnv(withDemoMailboxByDefault({ SMTP_URL: 'smtp://mail.example:587' })).DEMO_MAILBOX).toBe(false);
    expect(loadEnv({}).DEMO_MAILBOX).toBe(false);
  });
});
