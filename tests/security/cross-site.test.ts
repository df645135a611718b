import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '../../src/lib/endpoints/json-endpoint.server';

/* State-changing requests from pages of other sites are refused (Fetch Metadata, else Origin). */

describe('cross-site refusal of /auth/session', () => {
  const post = (headers: Record<string, string>) => new Request('http://shop.example/auth/session', { method: 'POST', headers: { host: 'shop.example', ...headers } });

  it('refuses a page of another site, by Fetch Metadata or else by Origin', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'null' }))).toBe(true);
  });

  it('refuses a sibling tenant: same site, another origin (issue 11, defence in depth)', () => {
    const sibling = (headers: Record<string, string>) =>
      new Request('http://ru.localhost:4321/api/front/cart/add', { method: 'POST', headers: { host: 'ru.localhost:4321', ...headers } });
    expect(isCrossSiteRequest(sibling({ 'sec-fetch-site': 'same-site', origin: 'http://vn.localhost:4321' }))).toBe(true);
    expect(isCrossSiteRequest(sibling({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(sibling({ origin: 'http://vn.localhost:4321' }))).toBe(true);
    expect(isCrossSiteRequest(sibling({ 'sec-fetch-site': 'same-origin', origin: 'http://ru.localhost:4321' }))).toBe(false);
  });

  it('accepts the site’s own pages and requests without an origin', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' }))).toBe(false);
    expect(isCrossSiteRequest(post({ origin: 'http://shop.example' }))).toBe(false);
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });
});
