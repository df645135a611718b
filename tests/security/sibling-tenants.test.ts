import { describe, expect, it } from 'vitest';
import { UploadToken } from '../../contract/requests';
import { demoServer } from './support/demo-server';

/**
 * Issue 11, item 11 (defence in depth), against the started storefront: a sibling tenant's
 * page is the same site but another shop, and a request with a Host this site does not know
 * gets links to the tenant's public origin, never to the provider's internal address.
 */

const server = demoServer();
const siblingHost = (tenant: string) => `${tenant}.localhost:${server.port}`;

describe('state-changing /api calls from a sibling tenant', () => {
  const addToCart = (headers: Record<string, string>) => server.request('/api/front/cart/add', {
    method: 'POST',
    host: siblingHost('ru'),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.111', ...headers },
    body: JSON.stringify({ skuId: 'none', quantity: 1 }),
  });

  it('are refused with Sec-Fetch-Site: same-site and the sibling’s Origin', async () => {
    const response = await addToCart({ 'sec-fetch-site': 'same-site', origin: `http://${siblingHost('vn')}` });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('CROSS_SITE_REQUEST');
  });

  it('pass from the tenant’s own pages', async () => {
    const response = await addToCart({ 'sec-fetch-site': 'same-origin', origin: `http://${siblingHost('ru')}` });
    expect(response.status).not.toBe(403);
  });
});

describe('the image-search upload token', () => {
  const uploadToken = async (host: string, forwardedFor: string) => {
    const response = await server.request('/api/front/upload-token?ext=jpg&catalog=PRODUCT_SEARCH', { host, headers: { 'x-forwarded-for': forwardedFor } });
    expect(response.status).toBe(200);
    return UploadToken.parse(await response.json());
  };

  it('names the tenant’s public origin when the Host is unknown, never the provider’s internal address', async () => {
    const token = await uploadToken('shop.attacker.example', '203.0.113.112');
    expect(token.bucketHost).toBe(`http://localhost:${server.port}/api/storage/upload`);
  });

  it('names the shopper’s own tenant host otherwise', async () => {
    const token = await uploadToken(siblingHost('vn'), '203.0.113.113');
    expect(token.bucketHost).toBe(`http://${siblingHost('vn')}/api/storage/upload`);
  });
});
