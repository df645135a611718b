import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tenant } from '../../contract/tenant';
import { tenants } from '../../provider/db/schema';
import type { ListenHandlers } from '../../provider/db/listen';
import type { TenantRow } from '../../provider/http/app-bindings';
import { createTenantRowCache, TENANT_ROW_MAX_AGE_MS } from '../../provider/tenancy/tenant-row-cache';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

describe('the tenant row cache', () => {
  const row = { id: 'default' } as TenantRow;
  function cacheWith({ failing = false } = {}) {
    let handlers: ListenHandlers | undefined;
    let time = 0;
    const cache = createTenantRowCache(async (_channel, given) => {
      if (failing) throw new Error('no LISTEN');
      handlers = given;
      return async () => {};
    }, () => time);
    let reads = 0;
    const read = async () => {
      reads++;
      return row;
    };
    return { cache, get: () => cache.get('id:default', read), reads: () => reads, handlers: () => handlers!, wait: (ms: number) => { time += ms; } };
  }

  it('reads a tenant once, again after a NOTIFY of its id, a lost connection, or at the age limit', async () => {
    const c = cacheWith();
    await c.get();
    await c.get();
    expect(c.reads()).toBe(1);
    c.handlers().onPayload('another');
    await c.get();
    expect(c.reads()).toBe(1);
    c.handlers().onPayload('default');
    await c.get();
    expect(c.reads()).toBe(2);
    c.handlers().onGap();
    await c.get();
    expect(c.reads()).toBe(3);
    c.wait(TENANT_ROW_MAX_AGE_MS);
    await c.get();
    expect(c.reads()).toBe(4);
  });

  it('keeps no row read while a drop came in, and holds nothing while it cannot listen', async () => {
    const c = cacheWith();
    await c.cache.get('id:default', async () => {
      c.handlers().onPayload('default');
      return row;
    });
    await c.get();
    expect(c.reads()).toBe(1);
    const deaf = cacheWith({ failing: true });
    await deaf.get();
    await deaf.get();
    expect(deaf.reads()).toBe(2);
  });
});

describe('a provider holding tenant rows', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());
  const tenantName = async (tenant: string) => Tenant.parse(await expectJson(provider.api({ tenant }).front.tenant.$get(), 200)).name;

  it('answers a write to the tenant row on the next call, whoever wrote it', async () => {
    const before = await tenantName('vn');
    // A direct write (as a script or another process makes it): the trigger's NOTIFY drops the row at commit.
    await provider.db.update(tenants).set({ name: 'Renamed directly' }).where(eq(tenants.id, 'vn'));
    expect(await tenantName('vn')).toBe('Renamed directly');
    // A desk write's raised site version, in a transaction of its own.
    await provider.db.transaction(async (tx) => {
      await tx.update(tenants).set({ name: before, siteVersion: sql`${tenants.siteVersion} + 1` }).where(eq(tenants.id, 'vn'));
    });
    expect(await tenantName('vn')).toBe(before);
  });
});
