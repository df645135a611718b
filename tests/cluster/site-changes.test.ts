import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordSiteChange } from '../../provider/desk/site-change';
import { tenants } from '../../provider/db/schema';
import { cluster, testDatabase, waitFor } from './support/cluster-api';

/** A storefront process by its own port, named as the site (`localhost`), so its host is the default tenant's. */
const storefront = (i: number): string => cluster().storefronts[i]!.replace('127.0.0.1', 'localhost');

/** The theme colour a storefront's home page carries, as an anonymous shopper gets it (the front door's page cache answers a repeat). */
async function homeColour(i: number): Promise<string | undefined> {
  const html = await (await fetch(`${storefront(i)}/`)).text();
  return /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
}

/**
 * The theme colour written as a desk settings change writes it: the tenant row and its raised site
 * version in one transaction, through recordSiteChange (the desk's settings call may replace this).
 */
async function changeThemeColour(tenantId: string, themeColor: string): Promise<void> {
  const db = await testDatabase();
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ themeColor: tenants.themeColor }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    await tx.update(tenants).set({ themeColor }).where(eq(tenants.id, tenantId));
    await recordSiteChange(tx, { tenantId, operatorId: null, role: null, clientAddress: null }, {
      action: 'settings.update', recordType: 'tenant', recordId: tenantId, before: { themeColor: before?.themeColor }, after: { themeColor },
    }, new Date());
  });
}

describe('site changes across storefront processes', () => {
  it('a theme colour changed on the desk shows through the OTHER storefront process within 5 s, its cached home page dropped', async () => {
    const db = await testDatabase();
    const [original] = await db.select({ themeColor: tenants.themeColor }).from(tenants).where(eq(tenants.id, 'default'));
    // Both processes have the home page and the tenant cached (asked twice: the second answer is the front door's).
    for (const i of [0, 1]) for (let n = 0; n < 2; n += 1) expect(await homeColour(i)).not.toBe('#7c3aed');
    try {
      await changeThemeColour('default', '7c3aed');
      // Each process polls on its own clock: both within 5 s of the change.
      const seen = await Promise.all([1, 0].map((i) => waitFor(`the new colour through storefront ${i + 1}`, async () => (await homeColour(i)) === '#7c3aed', 5_000)));
      for (const ms of seen) expect(ms).toBeLessThan(5_000);
    } finally {
      await changeThemeColour('default', original?.themeColor ?? '16a34a');
    }
  });
});
