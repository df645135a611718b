import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ArticleType, SiteSwitches, Tenant, TenantPreference, WarehouseRegion } from '../../../contract/tenant';
import type { ExternalProvider } from '../../../contract/payments';
import { createdAt, identity, updatedAt } from './columns';

/* Tenants, their warehouses and deposit channels.  */

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Stored as the operator typed it, with or without the leading '#'. */
  themeColor: text('theme_color').notNull(),
  logoImage: text('logo_image').notNull(),
  defaultLanguage: text('default_language').notNull(),
  supportedLanguages: jsonb('supported_languages').$type<string[]>().notNull(),
  timezoneOffset: integer('timezone_offset').notNull(),
  serviceEmail: text('service_email').notNull(),
  servicePhone: text('service_phone').notNull(),
  serviceSocialAccounts: jsonb('service_social_accounts').$type<Tenant['serviceSocialAccounts']>().notNull(),
  socialMediaPlatforms: jsonb('social_media_platforms').$type<Tenant['socialMediaPlatforms']>().notNull(),
  footerLinks: jsonb('footer_links').$type<Tenant['footerLinks']>().notNull(),
  analyticsCode: text('analytics_code'),
  googleAnalyticsTraceId: text('google_analytics_trace_id'),
  registrationEntity: jsonb('registration_entity').$type<Tenant['registrationEntity']>(),
  /** Tenant-currency units per 1 CNY (a rate, not money, hence decimal). */
  cnyExchangeRate: numeric('cny_exchange_rate', { precision: 20, scale: 8, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  preferences: jsonb('preferences').$type<TenantPreference>().notNull(),
  enabledArticleTypes: jsonb('enabled_article_types').$type<ArticleType[]>().notNull(),
  /** Background of the how-to-use page's banner; null hides the banner. */
  howToUseBannerImage: text('how_to_use_banner_image'),
  /** Days a stock-in parcel is stored free of charge in the China warehouse. */
  freeStorageDays: integer('free_storage_days').notNull().default(90),
  /**
   * Four eyes (docs/product.md, "Desk"): a refund, withdrawal or balance adjustment above this
   * many fen waits for a second FINANCE or OWNER operator's approval. 1,000 CNY unless the owner sets it.
   */
  fourEyesThresholdFen: bigint('four_eyes_threshold_fen', { mode: 'number' }).notNull().default(100_000),
  /**
   * Raised by every change an operator makes to what the site shows (settings, content, shipping
   * lines): storefront processes compare it to drop what they cached (docs/product.md, "Site changes").
   */
  siteVersion: integer('site_version').notNull().default(1),
  // --- Settings: identity (docs/product.md, "Settings") ---
  siteSwitches: jsonb('site_switches').$type<SiteSwitches>().notNull().default({ hideClock: false, hidePoweredBy: false, chatWidget: false }),
  // --- end identity ---
  /**
   * The sub-domain label its site is served at when that is not its id (`npm run tenant -- create
   * --host`); null: the id. A host names its tenant by this data, never by code (docs/product.md,
   * "Tenants and languages").
   */
  host: text('host'),
  /* Preferences and money settings the owner sets on the desk (docs/product.md, "Desk settings: preferences and money"). */
  /** The service fee in basis points of the goods (500 = 5%). */
  serviceFeeBasisPoints: integer('service_fee_basis_points').notNull().default(500),
  /** Fen per parcel per day once its free storage days are over. */
  storageFeeFenPerDay: integer('storage_fee_fen_per_day').notNull().default(0),
  /** How long an unpaid order stays open; null: the deployment's ORDER_PAY_WITHIN_MINUTES. */
  payWithinMinutes: integer('pay_within_minutes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // One tenant per sub-domain, whether the label is a tenant's host or its id.
  uniqueIndex('tenants_site_label').on(sql`coalesce(${t.host}, ${t.id})`),
]);

export const tenantId = () => text('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });

export const tenantWarehouses = pgTable('tenant_warehouses', {
  id: identity(),
  tenantId: tenantId(),
  region: text('region').$type<WarehouseRegion>().notNull(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  contactName: text('contact_name').notNull(),
  phone: text('phone').notNull(),
  /** The name per language the tenant offers; `name` (the default language's) is the fallback. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  /** A pickup point's opening hours as the tenant writes them; '' for none. */
  openingHours: text('opening_hours').notNull().default(''),
  /** A pickup point's map link (http or https only); '' for none. */
  mapUrl: text('map_url').notNull().default(''),
}, (t) => [
  unique('tenant_warehouses_tenant_region_name').on(t.tenantId, t.region, t.name),
  check('tenant_warehouses_region', sql`${t.region} in ('LOCAL', 'CHINA')`),
]);

/**
 * How a tenant takes deposits: a bank transfer to its account (the details shown to the shopper,
 * confirmed by hand once the money is in), or a card/wallet through an external provider.
 */
export const tenantDepositChannels = pgTable('tenant_deposit_channels', {
  tenantId: tenantId(),
  channel: text('channel').notNull(),
  type: text('type').$type<'BANK_TRANSFER' | 'EXTERNAL'>().notNull(),
  provider: text('provider').$type<ExternalProvider>(),
  bankName: text('bank_name'),
  accountName: text('account_name'),
  accountNo: text('account_no'),
  /** The bank's SWIFT/BIC code, for a transfer from abroad. */
  swiftCode: text('swift_code'),
  /** How to make the transfer, per language code (tenant content: the desk edits it, never code). */
  instructions: jsonb('instructions').$type<Partial<Record<string, string>>>().notNull().default({}),
  minAmountFen: bigint('min_amount_fen', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.channel] }),
  check('tenant_deposit_channels_min_amount', sql`${t.minAmountFen} >= 1`),
  check('tenant_deposit_channels_kind', sql`(${t.type} = 'BANK_TRANSFER' and ${t.provider} is null and ${t.bankName} is not null and ${t.accountName} is not null and ${t.accountNo} is not null)
    or (${t.type} = 'EXTERNAL' and ${t.provider} in ('ONEPAY', 'MIDTRANS', 'WAAFIPAY') and ${t.bankName} is null and ${t.accountName} is null and ${t.accountNo} is null)`),
]);

/* Exchange-rate history (docs/product.md, "Desk settings: preferences and money"). */

/** Every change of a tenant's exchange rate, who made it and when. */
export const exchangeRateChanges = pgTable('exchange_rate_changes', {
  id: identity(),
  tenantId: tenantId(),
  rate: numeric('rate', { precision: 20, scale: 8, mode: 'number' }).notNull(),
  previousRate: numeric('previous_rate', { precision: 20, scale: 8, mode: 'number' }).notNull(),
  /** Null for a change no operator made (a script). */
  operatorId: integer('operator_id'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('exchange_rate_changes_tenant_newest').on(t.tenantId, t.id.desc()),
]);
