import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, hostName, isSiteHost, tenantIdFromHost } from '../../contract/tenant-host';

describe('tenantIdFromHost', () => {
  it.each([
    ['localhost:4321', DEFAULT_TENANT_ID],
    ['127.0.0.1:4321', DEFAULT_TENANT_ID],
    ['[::1]:4321', DEFAULT_TENANT_ID],
    ['', DEFAULT_TENANT_ID],
    ['vn.localhost:4321', 'vn'],
    ['RU.localhost', 'ru'],
    ['www.localhost', DEFAULT_TENANT_ID],
    ['example.com', DEFAULT_TENANT_ID],
    ['www.example.com', DEFAULT_TENANT_ID],
    ['uz.example.com', 'uz'],
  ])('%s → %s', (host, id) => expect(tenantIdFromHost(host)).toBe(id));

  it('uses SITE_DOMAIN as the base domain', () => {
    expect(tenantIdFromHost('shop.co.uk', 'shop.co.uk')).toBe(DEFAULT_TENANT_ID);
    expect(tenantIdFromHost('vn.shop.co.uk', 'shop.co.uk')).toBe('vn');
    expect(tenantIdFromHost('www.shop.co.uk', 'shop.co.uk')).toBe(DEFAULT_TENANT_ID);
    // A host outside the base domain names no tenant.
    expect(tenantIdFromHost('vn.other.com', 'shop.co.uk')).toBe(DEFAULT_TENANT_ID);
  });

  it('answers null for a label that cannot be a tenant id', () => {
    expect(tenantIdFromHost('under_score.shop.example')).toBeNull();
  });

  it('tells the site\'s own hosts from strangers', () => {
    expect(isSiteHost('vn.shop.co.uk', 'shop.co.uk')).toBe(true);
    expect(isSiteHost('shop.co.uk:443', 'shop.co.uk')).toBe(true);
    expect(isSiteHost('evil.example', 'shop.co.uk')).toBe(false);
    expect(isSiteHost('vn.localhost:4321')).toBe(true);
    expect(isSiteHost('evil.example')).toBe(false);
  });

  it('strips ports and brackets', () => {
    expect(hostName('[::1]:80')).toBe('::1');
    expect(hostName('Vn.Localhost:4321')).toBe('vn.localhost');
  });
});
