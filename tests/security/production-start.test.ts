import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEnabled, requireProductionSettings } from '../../provider/deployment';
import { demoMailboxOpen, loadProcessEnv } from '../../provider/env';
import { DEMO_LOGIN } from './support/demo-server';
import { freePort, PRODUCTION_SECRETS, spawnStart, startServer, type RunningServer } from './support/server';

/** Logs in through the storefront as a browser would (same-origin POST /auth/session). */
const logIn = (server: { request: RunningServer['request']; port: number }, credentials: typeof DEMO_LOGIN) =>
  server.request('/auth/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${server.port}` },
    body: JSON.stringify(credentials),
  });

describe('NODE_ENV=production start with its secrets', () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
  });
  afterAll(() => server?.stop());

  it('serves the shop, with no demo mailbox, no demo shopper and no demo desk owner', async () => {
    expect((await server!.request('/api/health')).status).toBe(200);
    expect((await server!.request('/api/front/tenant')).status).toBe(200);
    const mailbox = await server!.request('/api/dev/mailbox?to=demo%40example.com');
    expect(mailbox.status).toBe(404);
    // Nor the demo agent's door: its actions are the agent's alone.
    const agent = await server!.request('/api/dev/agent/price-difference', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: `http://localhost:${server!.port}` }, body: JSON.stringify({ lineId: 1, unitPrice: 100 }),
    });
    expect(agent.status).toBe(404);
    const login = await logIn(server!, DEMO_LOGIN);
    expect(login.status).toBe(401);
    expect(((await login.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
    // Nor the demo desk owner.
    const deskLogin = await server!.request('/desk/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${server!.port}` },
      body: JSON.stringify({ email: 'owner@example.com', password: 'Desk-pass-2026' }),
    });
    expect(deskLogin.status).toBe(401);
    expect(((await deskLogin.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
    expect(server!.output()).not.toContain('demo mailbox on');
  });

  it('serves no sandbox payment page: no route answers /api/sandbox-pay/*, and no card or wallet provider is open', async () => {
    const token = 'A'.repeat(32);
    for (const method of ['GET', 'POST']) {
      const page = await server!.request(`/api/sandbox-pay/${token}`, {
        method, headers: { origin: `http://localhost:${server!.port}`, 'content-type': 'application/x-www-form-urlencoded' }, ...(method === 'POST' ? { body: 'result=APPROVED' } : {}),
      });
      expect(page.status).toBe(404);
      expect(((await page.json()) as { detail: string }).detail).toMatch(/^No route for /);
    }
  });
});

describe('NODE_ENV=production start without its secrets or its mail server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'security-test-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    [{}, /NODE_ENV=production needs SESSION_SECRET, UPLOAD_SIGNING_SECRET and PAYMENT_NOTIFY_SECRET/],
    [{ SESSION_SECRET: PRODUCTION_SECRETS.SESSION_SECRET }, /NODE_ENV=production needs UPLOAD_SIGNING_SECRET and PAYMENT_NOTIFY_SECRET/],
    [{ ...PRODUCTION_SECRETS, PAYMENT_NOTIFY_SECRET: '' }, /NODE_ENV=production needs PAYMENT_NOTIFY_SECRET:/],
    [{ ...PRODUCTION_SECRETS, SESSION_SECRET: '' }, /NODE_ENV=production needs SESSION_SECRET:/],
    [{ ...PRODUCTION_SECRETS, SMTP_URL: '' }, /NODE_ENV=production needs SMTP_URL \(smtp:\/\/ or smtps:\/\/, the mail server\)/],
    [{ SESSION_SECRET: PRODUCTION_SECRETS.SESSION_SECRET }, /needs UPLOAD_SIGNING_SECRET and PAYMENT_NOTIFY_SECRET: .* needs SMTP_URL/],
    // Given but too short: refused by the provider as it starts, which says which key and why.
    [{ ...PRODUCTION_SECRETS, UPLOAD_SIGNING_SECRET: 'short' }, /UPLOAD_SIGNING_SECRET: Expected at least 32 characters/],
    [{ ...PRODUCTION_SECRETS, PAYMENT_NOTIFY_SECRET: 'short' }, /PAYMENT_NOTIFY_SECRET: Expected at least 32 characters/],
  ])('refuses to start (%j), naming what is missing or wrong', async (given, message) => {
    const { output, exited } = spawnStart({ NODE_ENV: 'production', ...given }, await freePort(), dataDir);
    expect(await exited).not.toBe(0);
    expect(output()).toMatch(message);
    expect(output()).not.toContain('[start] ready');
  });
});

describe('the one rule for the demo extras', () => {
  it('is on outside production, off in production, and DEMO decides when given', () => {
    expect(demoEnabled({})).toBe(true);
    expect(demoEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(demoEnabled({ NODE_ENV: 'production', DEMO: '1' })).toBe(true);
    expect(demoEnabled({ DEMO: '0' })).toBe(false);
    expect(() => demoEnabled({ DEMO: 'yes' })).toThrow(/DEMO must be 1 or 0/);
  });

  it('is the one npm run provider and the embedded provider follow', () => {
    const { SESSION_SECRET: _storefrontOnly, ...production } = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
    expect(loadProcessEnv(production).DEMO).toBe(false);
    expect(demoMailboxOpen(loadProcessEnv(production))).toBe(false);
    expect(loadProcessEnv({ ...production, DEMO: '1' }).DEMO).toBe(true);
    expect(loadProcessEnv({}).DEMO).toBe(true);
    expect(() => requireProductionSettings({ NODE_ENV: 'production' }, ['SESSION_SECRET'])).toThrow(/SESSION_SECRET/);
    expect(() => requireProductionSettings({}, ['SESSION_SECRET', 'UPLOAD_SIGNING_SECRET', 'SMTP_URL'])).not.toThrow();
  });

  it('refuses a provider without mail in production, and names a short key and its rule in any mode', () => {
    const { SESSION_SECRET: _storefrontOnly, SMTP_URL: _mail, ...withoutMail } = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
    expect(() => loadProcessEnv(withoutMail)).toThrow(/^NODE_ENV=production needs SMTP_URL/);
    expect(() => loadProcessEnv({ UPLOAD_SIGNING_SECRET: 'short', PAYMENT_NOTIFY_SECRET: 'short' }))
      .toThrow(/UPLOAD_SIGNING_SECRET: Expected at least 32 characters[^\n]*\n\s*PAYMENT_NOTIFY_SECRET: Expected at least 32 characters/);
  });
});
