import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressFrom, parseTrustedProxies } from '../../contract/client-address.server';
import { createTestProvider, type TestProvider } from '../provider/support/test-provider';
import { DEMO_SHOPPER } from '../provider/support/shoppers';
import { demoServer } from './support/demo-server';

const login = (provider: TestProvider, email: string, password: string, forwardedFor: string) =>
  provider.api({ tenant: 'default', headers: { 'X-Forwarded-For': forwardedFor } }).front.user.login.$post({ json: { email, password } });

describe('clientAddressFrom', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8, 192.168.1.7, fd00::/8');

  it.each([
    ['an untrusted peer is the client, whatever it forwards', '203.0.113.5', '198.51.100.1', '203.0.113.5'],
    ['a trusted proxy names the client', '10.1.2.3', '198.51.100.1', '198.51.100.1'],
    ['a client cannot prepend a spoofed address', '10.1.2.3', '1.1.1.1, 198.51.100.1', '198.51.100.1'],
    ['trusted proxies in a chain are skipped', '10.1.2.3', '198.51.100.1, 192.168.1.7, 10.9.9.9', '198.51.100.1'],
    ['IPv4 inside IPv6 is the IPv4 address', '::ffff:10.1.2.3', '198.51.100.1:5555', '198.51.100.1'],
    ['IPv6 ranges', 'fd00::1', '[2001:db8::7]:443', '2001:db8::7'],
    ['garbage in the header stops at the last trusted hop', '10.1.2.3', 'not-an-address', '10.1.2.3'],
    ['no header: the peer', '10.1.2.3', '', '10.1.2.3'],
  ])('%s', (_, peer, forwardedFor, expected) => {
    expect(clientAddressFrom(peer, forwardedFor, trusted)).toBe(expected);
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the per-address login limit', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ catalogSize: 10 });
  });
  afterAll(() => provider.close());

  it('is one allowance for everyone the provider knows by that address, and no other address', async () => {
    const sharedAddress = '203.0.113.77';
    for (let i = 0; i < 35; i++) await login(provider, `stranger-${i}@example.com`, 'wrong-password', sharedAddress);
    expect((await login(provider, 'stranger-0@example.com', 'wrong-password', sharedAddress)).status).toBe(429);
    // A shopper behind the same address (a load balancer not in TRUSTED_PROXIES) shares it: list the balancer there.
    expect((await login(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, sharedAddress)).status).toBe(429);
    expect((await login(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, '203.0.113.78')).status).toBe(200);
  });
});

describe('the provider behind TRUSTED_PROXIES', () => {
  let provider: TestProvider;
  let server: ServerType;
  let origin = '';
  beforeAll(async () => {
    // The test connects from 127.0.0.1, which this provider does not trust.
    provider = await createTestProvider({ catalogSize: 10, env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: provider.app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await provider.close();
  });

  it('ignores X-Forwarded-For from a peer it does not trust: rotating it does not escape the limit', async () => {
    const attempt = (email: string, i: number) => fetch(`${origin}/api/front/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'default', 'x-forwarded-for': `198.51.100.${i % 250}` },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });
    for (let i = 0; i < 30; i++) expect((await attempt(`rotating-${i}@example.com`, i)).status).toBe(401);
    expect((await attempt('rotating-30@example.com', 99)).status).toBe(429);
  });
});

describe('the storefront behind a trusted proxy', () => {
  const server = demoServer();
  // This machine (127.0.0.1) is a trusted proxy by default: the storefront reads the client from X-Forwarded-For.
  const lookup = (forwardedFor: string) =>
    server.request('/api/front/user/check-email-available?email=someone%40example.com', { headers: { 'x-forwarded-for': forwardedFor } });

  it('tells shoppers apart by the address the proxy names, and ignores what a client prepends', async () => {
    let last = 0;
    for (let i = 0; i < 61 && last !== 429; i++) last = (await lookup('203.0.113.10')).status;
    expect(last).toBe(429);
    expect((await lookup('203.0.113.11')).status).toBe(200);
    // A client that writes the blocked address first is still known by the address the proxy appended.
    expect((await lookup('203.0.113.10, 203.0.113.12')).status).toBe(200);
  });
});
