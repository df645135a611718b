import { describe, expect, it, vi } from 'vitest';
import type { Tenant } from '../../../contract/tenant';
import { cachedPage, pageCacheStamp, storePageResponse } from '../../../src/lib/content/page-cache.server';
import { loadSlogan } from '../../../src/lib/content/site-content.server';
import { loadTenantDestination } from '../../../src/lib/product/catalog.server';
import { createSiteVersionWatch, dropTenantCaches, watchSiteVersions } from '../../../src/lib/tenant/site-version-watch.server';
import { loadTenantForHost, unavailableTenant } from '../../../src/lib/tenant/tenant.server';

const tenantOf = (id: string): Tenant => ({ ...unavailableTenant(`${id}.localhost`), id, host: id });
/** The sub-domain label the storefront asks the provider about (by X-Tenant-Domain). */
const labelOf = (domain: string): string => domain.split('.')[0] ?? '';

/** What a page's locals carry to the content and catalog loaders: the tenant, the language and a counting client. */
function localsOf(id: string) {
  const api = {
    getSlogan: vi.fn(async () => ({ title: `${id} slogan`, subtitle: '' })),
    getTenantWarehouses: vi.fn(async () => ({ items: [{ country: id.toUpperCase() }] })),
  };
  return { locals: { tenant: tenantOf(id), lng: 'en', api, tenantUnavailable: false } as unknown as App.Locals, api };
}

const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('the site-version watch', () => {
  it('moves every tenant on its first answer, then only those whose number changed, appeared or went', async () => {
    const answers = [{ a: 1, b: 1 }, { a: 1, b: 1 }, { a: 2, b: 1, c: 1 }, { a: 2 }];
    const fetchVersions = vi.fn(async () => ({ versions: answers.shift() ?? {} }));
    const dropped: string[][] = [];
    const poll = createSiteVersionWatch(fetchVersions, (ids) => dropped.push([...ids]));
    for (let i = 0; i < 4; i += 1) await poll();
    expect(dropped).toEqual([['a', 'b'], [], ['a', 'c'], ['b', 'c']]);
  });

  it('a failed answer changes nothing it knows: the next one compares with the last good one', async () => {
    const fetchVersions = vi.fn()
      .mockResolvedValueOnce({ versions: { a: 1 } })
      .mockRejectedValueOnce(new Error('provider down'))
      .mockResolvedValueOnce({ versions: { a: 2 } });
    const dropped: string[][] = [];
    const poll = createSiteVersionWatch(fetchVersions, (ids) => dropped.push([...ids]));
    await poll();
    await expect(poll()).rejects.toThrow('provider down');
    await poll();
    expect(dropped).toEqual([['a'], ['a']]);
  });

  it("drops the changed tenant's tenant, shared pages, site content and catalog answers, and nothing of another tenant", async () => {
    const fetchTenant = vi.fn(async (_id: string | undefined, domain: string) => tenantOf(labelOf(domain)));
    const vn = localsOf('vn');
    const ru = localsOf('ru');
    for (const id of ['vn', 'ru']) await loadTenantForHost(`${id}.localhost`, fetchTenant);
    for (const { locals } of [vn, ru]) {
      await loadSlogan(locals);
      await loadTenantDestination(locals);
      await storePageResponse({ key: `${locals.tenant.id}-home`, tenantId: locals.tenant.id, since: pageCacheStamp() }, html(`${locals.tenant.id} home`));
    }
    expect(cachedPage('vn-home')).toBeDefined();

    dropTenantCaches(new Set(['vn']));

    expect(cachedPage('vn-home')).toBeUndefined();
    expect(cachedPage('ru-home')?.identity.toString()).toBe('ru home');
    for (const id of ['vn', 'ru']) await loadTenantForHost(`${id}.localhost`, fetchTenant);
    expect(fetchTenant.mock.calls.map(([, domain]) => labelOf(domain))).toEqual(['vn', 'ru', 'vn']);
    for (const { locals } of [vn, ru]) {
      await loadSlogan(locals);
      await loadTenantDestination(locals);
    }
    expect([vn.api.getSlogan.mock.calls.length, ru.api.getSlogan.mock.calls.length]).toEqual([2, 1]);
    expect([vn.api.getTenantWarehouses.mock.calls.length, ru.api.getTenantWarehouses.mock.calls.length]).toEqual([2, 1]);
  });

  it('does not keep a page rendered across a change of its tenant', async () => {
    const since = pageCacheStamp();
    dropTenantCaches(new Set(['vn']));
    await storePageResponse({ key: 'vn-faq', tenantId: 'vn', since }, html('old faq'));
    expect(cachedPage('vn-faq')).toBeUndefined();
  });

  it('drops a host that fell back to the default tenant when a tenant of that name appears, or the default changes', async () => {
    let created = false;
    const fetchTenant = vi.fn(async (_id: string | undefined, domain: string) => tenantOf(created ? labelOf(domain) : 'default'));
    expect((await loadTenantForHost('newshop.localhost', fetchTenant)).id).toBe('default');
    dropTenantCaches(new Set(['default']));
    expect((await loadTenantForHost('newshop.localhost', fetchTenant)).id).toBe('default');
    expect(fetchTenant).toHaveBeenCalledTimes(2);
    created = true;
    dropTenantCaches(new Set(['newshop']));
    expect((await loadTenantForHost('newshop.localhost', fetchTenant)).id).toBe('newshop');
  });

  it('runs once per process, asks again after a failure, and drops what moved once the provider answers', async () => {
    const fetchTenant = vi.fn(async (_id: string | undefined, domain: string) => tenantOf(labelOf(domain)));
    await loadTenantForHost('uz.localhost', fetchTenant);
    let version = 1;
    const fetchVersions = vi.fn()
      .mockRejectedValueOnce(new Error('provider starting'))
      .mockImplementation(async () => ({ versions: { uz: version } }));
    watchSiteVersions(fetchVersions, 5);
    watchSiteVersions(() => Promise.reject(new Error('a second watch never starts')), 5);
    await vi.waitFor(() => expect(fetchVersions.mock.calls.length).toBeGreaterThanOrEqual(3));
    await loadTenantForHost('uz.localhost', fetchTenant);
    const asked = fetchTenant.mock.calls.length;
    version = 2;
    await vi.waitFor(async () => {
      await loadTenantForHost('uz.localhost', fetchTenant);
      expect(fetchTenant.mock.calls.length).toBe(asked + 1);
    });
  });
});
