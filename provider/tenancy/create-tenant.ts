import { inArray, or } from 'drizzle-orm';
import { ARTICLE_TYPES, PRODUCT_PLATFORMS, type ArticleType, type TenantPreference } from '../../contract/tenant';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { inviteOwner } from '../desk/first-owner';
import type { ProviderEnv } from '../env';
import { SERVICE_CATEGORY_IDS } from '../seed/copy/site-copy';
import type { DemoTenant } from '../seed/demo-tenants';
import { buildTenantRows } from '../seed/tenant-rows';
import type { ObjectStorage } from '../storage/object-storage';
import type { NewTenant } from './new-tenant';

/** The shell's green: the owner sets the brand's colour on the desk. */
export const NEW_TENANT_THEME_COLOR = '16a34a';

/**
 * A new tenant shows what works without any more set-up: buying from the catalog and paying from
 * the balance. Transit, stock-in and the shopper's own warehouse wait for shipping lines, which
 * the owner adds on the desk before switching them on.
 */
export const NEW_TENANT_PREFERENCES: TenantPreference = {
  showExchangeRate: true, showStockin: false, showTransit: false, showUserWarehouse: false, showCnyPrice: true,
  copyProductUrlEnabled: true, productPlatforms: [...PRODUCT_PLATFORMS], refromAllowedHosts: [],
};

const TRANSIT_ARTICLES: readonly ArticleType[] = ['ABOUT_TRANSIT', 'ABOUT_TRANSIT_FEE'];

/** Orders are bought into a China warehouse, so a site cannot work without one: this one waits for its address on the desk. */
const CHINA_WAREHOUSE = {
  region: 'CHINA' as const, name: 'China warehouse', country: 'CN', province: '', city: '', address: '', postcode: '', contactName: '', phone: '',
};

/** An id or host already taken by another tenant's id or host: nothing is written. */
export class TenantTakenError extends Error {}

/**
 * `npm run tenant -- create` (docs/operations.md, "Adding a tenant"): the tenant's row with the
 * defaults above, its China warehouse, its articles, FAQ, slogan, service categories, banners
 * and logo from the default copy in its language, and one OWNER invitation, in one
 * transaction. Answers the invitation's one-time link.
 */
export async function createTenant(
  db: Database, storage: ObjectStorage, env: Pick<ProviderEnv, 'PUBLIC_URL' | 'SITE_DOMAIN' | 'PORT'>, tenant: NewTenant, now: Date,
): Promise<{ link: string }> {
  // Refused before any artwork is stored, and again inside the transaction against a run at the same moment.
  await refuseTaken(db, tenant);
  const rows = await buildTenantRows(siteOf(tenant), storage);
  return db.transaction(async (tx) => {
    await refuseTaken(tx, tenant);
    await tx.insert(schema.tenants).values({ ...rows.tenant, host: tenant.host === tenant.id ? null : tenant.host });
    await tx.insert(schema.tenantWarehouses).values(rows.warehouses);
    await tx.insert(schema.articles).values(rows.articles);
    await tx.insert(schema.slogans).values(rows.slogans);
    await tx.insert(schema.faqs).values(rows.faqs);
    await tx.insert(schema.serviceCategories).values(rows.serviceCategories);
    await tx.insert(schema.siteImages).values(rows.siteImages);
    const link = await inviteOwner(tx, env, { tenantId: tenant.id, email: tenant.ownerEmail }, now);
    return { link };
  });
}

async function refuseTaken(db: Database, { id, host }: NewTenant): Promise<void> {
  const labels = [...new Set([id, host])];
  const [taken] = await db.select({ id: schema.tenants.id, host: schema.tenants.host }).from(schema.tenants)
    .where(or(inArray(schema.tenants.id, labels), inArray(schema.tenants.host, labels))).limit(1);
  if (!taken) return;
  const label = labels.find((one) => one === taken.id || one === taken.host) ?? id;
  throw new TenantTakenError(`Refused: "${label}" is already the id or host of tenant "${taken.id}". Nothing was written.`);
}

/** The new tenant as the default copy and artwork describe a site (no demo tenant's data). */
function siteOf(tenant: NewTenant): DemoTenant {
  return {
    id: tenant.id, name: tenant.name, description: tenant.name, themeColor: NEW_TENANT_THEME_COLOR,
    defaultLanguage: tenant.language, supportedLanguages: [tenant.language], timezoneOffset: 0,
    serviceEmail: tenant.serviceEmail, servicePhone: '', serviceSocialAccounts: [], socialMediaPlatforms: [], footerLinks: [],
    registrationEntity: null, enabledArticleTypes: ARTICLE_TYPES.filter((type) => !TRANSIT_ARTICLES.includes(type)),
    exchangeInfo: { cnyExchangeRate: tenant.rate, currency: tenant.currency }, preferences: NEW_TENANT_PREFERENCES,
    contentLanguages: [tenant.language], serviceCategoryIds: SERVICE_CATEGORY_IDS,
    warehouses: { china: CHINA_WAREHOUSE }, transitOptions: [],
  };
}
