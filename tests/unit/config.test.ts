import { describe, expect, it } from 'vitest';
import { loadStorefrontConfig } from '../../src/lib/config.server';

describe('the storefront environment', () => {
  it('defaults what is unset, and counts an empty variable as unset', () => {
    expect(loadStorefrontConfig({ PROVIDER_URL: '', SITE_DOMAIN: '' })).toEqual({
      providerUrl: null, siteDomain: undefined, forceTenantId: undefined, sessionSecret: undefined, dataDir: '.data',
    });
  });

  it('takes a provider URL without its trailing slashes', () => {
    expect(loadStorefrontConfig({ PROVIDER_URL: 'https://provider.example/api-root//', FORCE_TENANT_ID: 'vn' })).toMatchObject({
      providerUrl: 'https://provider.example/api-root', forceTenantId: 'vn',
    });
  });

  it('refuses a bad value with one error naming each variable', () => {
    const load = () => loadStorefrontConfig({ PROVIDER_URL: 'provider:4322', SESSION_SECRET: 'short', FORCE_TENANT_ID: 'Not A Tenant' });
    expect(load).toThrow(/Invalid storefront environment/);
    expect(load).toThrow(/PROVIDER_URL: Expected an http:\/\/ or https:\/\/ URL/);
    expect(load).toThrow(/SESSION_SECRET: Expected at least 32 characters/);
    expect(load).toThrow(/FORCE_TENANT_ID/);
  });
});
