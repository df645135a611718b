import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, boolean, check, customType, foreignKey, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text,
  timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../contract/language';
import type { Channel, PriceMode, PriceTier, ProductProperty } from '../../contract/product';
import type { ArticleType, PRODUCT_PLATFORMS, Tenant, TenantPreference, WarehouseRegion } from '../../contract/tenant';
import type { AccountType, CustomsIdType, EmailCodePurpose } from '../../contract/user';
import type { OrderActor, PurchaseOrderLineStatus, PurchaseOrderStatus, RefundReason } from '../../contract/orders';
import type { DepositStatus, ExternalProvider, PaymentKind, PaymentStatus, WithdrawalStatus } from '../../contract/payments';
import type { LedgerKind, LedgerReferenceType } from '../../contract/user-account';
import type { Notice, NoticeKind } from '../../contract/notices';
import type { OperatorRole } from '../../contract/desk';
import type {
  CargoCategory, InboundParcelStatus, TrackingEventCode, TransitDestination, TransitMeasure, TransitOrderStatus,
} from '../../contract/transit';

/*
 * Every table whose rows belong to a tenant starts with `tenant_id`, and every query filters
 * on it. Unique keys double as the natural keys the seed uses to insert only what is missing.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Full-text documents; drizzle has no built-in tsvector column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Bytes as PostgreSQL's bytea: PGlite and node-postgres both read and write them as Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const tenantId = () => text('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });

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
}, (t) => [
  unique('tenant_warehouses_tenant_region_name').on(t.tenantId, t.region, t.name),
  check('tenant_warehouses_region', sql`${t.region} in ('LOCAL', 'CHINA')`),
]);

export const articles = pgTable('articles', {
  id: identity(),
  tenantId: tenantId(),
  type: text('type').$type<ArticleType>().notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: updatedAt(),
}, (t) => [unique('articles_tenant_type_language').on(t.tenantId, t.type, t.language)]);

export type SiteImageKind = 'banner' | 'image';

/** Home-page banners (carousel) and promotional images; a null language shows in every language. */
export const siteImages = pgTable('site_images', {
  id: identity(),
  tenantId: tenantId(),
  kind: text('kind').$type<SiteImageKind>().notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link'),
  title: text('title').notNull(),
  language: text('language'),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  unique('site_images_tenant_kind_image_language').on(t.tenantId, t.kind, t.imageUrl, t.language).nullsNotDistinct(),
  index('site_images_tenant_kind_sort').on(t.tenantId, t.kind, t.sort),
  check('site_images_kind', sql`${t.kind} in ('banner', 'image')`),
]);

export const announcements = pgTable('announcements', {
  id: identity(),
  tenantId: tenantId(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
}, (t) => [
  unique('announcements_tenant_language_title').on(t.tenantId, t.language, t.title),
  index('announcements_tenant_language_published').on(t.tenantId, t.language, t.publishedAt),
]);

export const slogans = pgTable('slogans', {
  tenantId: tenantId(),
  language: text('language').notNull(),
  slogan: text('slogan').notNull(),
  subSlogan: text('sub_slogan').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.language] })]);

export const faqs = pgTable('faqs', {
  id: identity(),
  tenantId: tenantId(),
  language: text('language').notNull(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  unique('faqs_tenant_language_question').on(t.tenantId, t.language, t.question),
  index('faqs_tenant_language_sort').on(t.tenantId, t.language, t.sort),
]);

export const howToUseSteps = pgTable('how_to_use_steps', {
  id: identity(),
  tenantId: tenantId(),
  language: text('language').notNull(),
  sort: integer('sort').notNull(),
  stepName: text('step_name').notNull(),
  stepRemark: text('step_remark').notNull(),
  stepImage: text('step_image').notNull(),
  stepDesc: text('step_desc').notNull(),
}, (t) => [unique('how_to_use_steps_tenant_language_sort').on(t.tenantId, t.language, t.sort)]);

/** Reference data shared by all tenants. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const addressDistricts = pgTable('address_districts', {
  id: text('id').primaryKey(),
  country: text('country').notNull().references(() => countries.code),
  parentId: text('parent_id').references((): AnyPgColumn => addressDistricts.id),
  name: text('name').notNull(),
  level: integer('level').notNull(),
}, (t) => [
  index('address_districts_country_level_name').on(t.country, t.level, t.name),
  index('address_districts_parent').on(t.parentId),
  check('address_districts_level', sql`${t.level} in (1, 2)`),
]);

export const transitOptions = pgTable('transit_options', {
  id: identity(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  firstWeightG: integer('first_weight_g').notNull(),
  firstFeeFen: integer('first_fee_fen').notNull(),
  extraFeePer500gFen: integer('extra_fee_per_500g_fen').notNull(),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Destination countries (ISO 3166-1 alpha-2); empty means every country. */
  countries: jsonb('countries').$type<string[]>().notNull().default([]),
  volumetricDivisor: integer('volumetric_divisor').notNull().default(6000),
  weightStepG: integer('weight_step_g').notNull().default(100),
  minWeightG: integer('min_weight_g').notNull().default(1),
  maxWeightG: integer('max_weight_g').notNull().default(30_000),
  refusedCategories: jsonb('refused_categories').$type<CargoCategory[]>().notNull().default([]),
}, (t) => [
  unique('transit_options_tenant_name').on(t.tenantId, t.name),
  check('transit_options_rules', sql`${t.volumetricDivisor} > 0 and ${t.weightStepG} > 0 and ${t.minWeightG} <= ${t.maxWeightG}`),
]);

/** One row per category and language; `id` is shared by a category's translations. */
export const serviceCategories = pgTable('service_categories', {
  tenantId: tenantId(),
  id: text('id').notNull(),
  language: text('language').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id, t.language] }),
  index('service_categories_tenant_language_sort').on(t.tenantId, t.language, t.sort),
]);

/** One row per completed seed version: a present row makes seeding that version a no-op. */
export const seedRuns = pgTable('seed_runs', {
  id: text('id').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Shoppers and what belongs to them. Each child row names its tenant and its user, and the
 * composite foreign key (tenant_id, user_id) → users (tenant_id, id) keeps the two consistent,
 * so a row can never belong to a user of another tenant.
 */

export const users = pgTable('users', {
  id: identity(),
  tenantId: tenantId(),
  /** Lower-case; the same address may hold separate accounts on two tenants. */
  email: text('email').notNull(),
  /** scrypt, with its parameters (see provider/auth/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  secondEmail: text('second_email'),
  language: text('language').$type<LanguageCode>().notNull(),
  accountType: text('account_type').$type<AccountType>().notNull(),
  businessLicenseNo: text('business_license_no'),
  legalPersonName: text('legal_person_name'),
  /** The promotion code given at sign-up, upper-case. */
  promotionCode: text('promotion_code'),
  createdAt: createdAt(),
}, (t) => [
  unique('users_tenant_email').on(t.tenantId, t.email),
  unique('users_tenant_id').on(t.tenantId, t.id),
  check('users_account_type', sql`${t.accountType} in ('INDIVIDUAL', 'COMPANY')`),
  check('users_company_details', sql`${t.accountType} <> 'COMPANY' or (${t.businessLicenseNo} is not null and ${t.legalPersonName} is not null)`),
]);

const userId = () => integer('user_id').notNull();
const ownedByUser = (t: { tenantId: AnyPgColumn; userId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade');

/** Bearer sessions; only the SHA-256 of a token is stored, so a database leak logs nobody in. */
export const sessions = pgTable('sessions', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  tokenHash: text('token_hash').notNull().unique('sessions_token_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [ownedByUser(t, 'sessions_user'), index('sessions_tenant_user').on(t.tenantId, t.userId)]);

/** Six-digit codes mailed to prove an address; only their hash is stored. */
export const emailCodes = pgTable('email_codes', {
  id: identity(),
  tenantId: tenantId(),
  email: text('email').notNull(),
  purpose: text('purpose').$type<EmailCodePurpose>().notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong tries so far; the code is void once they reach the limit. */
  attempts: integer('attempts').notNull().default(0),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('email_codes_tenant_email_purpose').on(t.tenantId, t.email, t.purpose, t.id),
  check('email_codes_purpose', sql`${t.purpose} in ('SIGNUP', 'RESET_PASSWORD', 'CHANGE_EMAIL')`),
]);

/**
 * Fixed-window counters of the rate limiter, kept in the database so that every provider
 * process behind a load balancer sees the same counts.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  tenantId: tenantId(),
  key: text('key').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.key] })]);

/** Codes a tenant accepts at sign-up (upper-case); a null `valid_until` never expires. */
export const promotionCodes = pgTable('promotion_codes', {
  tenantId: tenantId(),
  code: text('code').notNull(),
  description: text('description').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.tenantId, t.code] })]);

/** Shipping addresses; a partial unique index allows one default per shopper. */
export const userAddresses = pgTable('user_addresses', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  recipientName: text('recipient_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  country: text('country').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  defaultAddress: boolean('default_address').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'user_addresses_user'),
  index('user_addresses_tenant_user').on(t.tenantId, t.userId),
  uniqueIndex('user_addresses_one_default').on(t.tenantId, t.userId).where(sql`${t.defaultAddress}`),
]);

/** Who invoices are made out to; one default per shopper, as for shipping addresses. */
export const billingAddresses = pgTable('billing_addresses', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  taxId: text('tax_id').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  defaultAddress: boolean('default_address').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'billing_addresses_user'),
  index('billing_addresses_tenant_user').on(t.tenantId, t.userId),
  uniqueIndex('billing_addresses_one_default').on(t.tenantId, t.userId).where(sql`${t.defaultAddress}`),
]);

/** The identity customs ask for; one row per shopper. */
export const customsInfo = pgTable('customs_info', {
  tenantId: tenantId(),
  userId: userId(),
  fullName: text('full_name').notNull(),
  idType: text('id_type').$type<CustomsIdType>().notNull(),
  idNumber: text('id_number').notNull(),
  taxNumber: text('tax_number').notNull(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), ownedByUser(t, 'customs_info_user')]);

/**
 * A notice of a change (kind and its values, rendered in the reader's language when read), or a
 * hand-written notification (title and body as written, kind null).
 */
export const notifications = pgTable('notifications', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  kind: text('kind').$type<NoticeKind>(),
  params: jsonb('params').$type<Notice['params']>(),
  title: text('title'),
  body: text('body'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'notifications_user'),
  index('notifications_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  check('notifications_keyed_or_written', sql`(${t.kind} is not null and ${t.params} is not null and ${t.title} is null and ${t.body} is null)
    or (${t.kind} is null and ${t.params} is null and ${t.title} is not null and ${t.body} is not null)`),
]);

export const userFeedback = pgTable('user_feedback', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  content: text('content').notNull(),
  reply: text('reply'),
  createdAt: createdAt(),
}, (t) => [ownedByUser(t, 'user_feedback_user'), index('user_feedback_tenant_user_created').on(t.tenantId, t.userId, t.createdAt)]);

/** Every e-mail the provider sends, written before delivery; `sent_at` stays null until SMTP took it. */
export const outbox = pgTable('outbox', {
  id: identity(),
  tenantId: tenantId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('outbox_tenant_to_created').on(t.tenantId, t.to, t.createdAt)]);

/** The prepaid balance (in fen) and the hashed pay password; one row per shopper. */
export const userAccounts = pgTable('user_accounts', {
  tenantId: tenantId(),
  userId: userId(),
  /** The available amount: what can be spent or withdrawn. */
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  /** Held for withdrawals under way (0004). */
  frozenFen: bigint('frozen_fen', { mode: 'number' }).notNull().default(0),
  payPasswordHash: text('pay_password_hash'),
  updatedAt: updatedAt(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.userId] }),
  ownedByUser(t, 'user_accounts_user'),
  check('user_accounts_balance_not_negative', sql`${t.balanceFen} >= 0`),
  check('user_accounts_frozen_not_negative', sql`${t.frozenFen} >= 0`),
]);

/** Every change of a balance, signed, with the balance it left behind. */
export const accountLedger = pgTable('account_ledger', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** DEPOSIT, WITHDRAWAL, PAYMENT, REFUND, ... */
  kind: text('kind').$type<LedgerKind>().notNull(),
  /** What the change is for: a deposit number, an order number. */
  reference: text('reference').notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  /** What `reference` numbers (0004). */
  referenceType: text('reference_type').$type<LedgerReferenceType>().notNull(),
  /** Change of the frozen amount, and the frozen amount it left behind (0004). */
  frozenAmountFen: bigint('frozen_amount_fen', { mode: 'number' }).notNull().default(0),
  frozenAfterFen: bigint('frozen_after_fen', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'account_ledger_user'),
  index('account_ledger_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  check('account_ledger_kind', sql`${t.kind} in ('DEPOSIT', 'PAYMENT', 'REFUND', 'WITHDRAWAL_FREEZE', 'WITHDRAWAL', 'WITHDRAWAL_UNFREEZE')`),
  check('account_ledger_reference_type', sql`${t.referenceType} in ('ORDER', 'PAYMENT', 'DEPOSIT', 'WITHDRAWAL', 'REFUND')`),
  check('account_ledger_afters_not_negative', sql`${t.balanceAfterFen} >= 0 and ${t.frozenAfterFen} >= 0`),
]);

/*
 * The catalog (products of the marketplaces, docs/product.md, "Search and products") and what shoppers keep of it.
 * Ownership: the catalog tables (categories, products, product_skus, product groups,
 * preferred products) belong to the catalog capability; cart_items and uploads to the cart
 * and upload capability. Both were added in one migration (0003) to avoid clashing migrations.
 * Products are shared by all tenants; a tenant only sees the platforms it enables.
 */

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  /** Null for a top-level category; the tree has two levels. */
  parentId: text('parent_id').references((): AnyPgColumn => categories.id),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('categories_parent').on(t.parentId, t.sort)]);

export type ProductImageList = string[];

export const products = pgTable('products', {
  /** `{platform prefix}-{source id}`, e.g. `TB-123456`. */
  id: text('id').primaryKey(),
  platform: text('platform').$type<(typeof PRODUCT_PLATFORMS)[number]>().notNull(),
  channel: text('channel').$type<Channel>().notNull(),
  /** Exactly the canonical form parseProductLink produces, so any link form finds the row. */
  canonicalUrl: text('canonical_url').notNull().unique('products_canonical_url'),
  sourceProductId: text('source_product_id').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  shopId: text('shop_id').notNull(),
  shopName: text('shop_name').notNull(),
  shopWebsite: text('shop_website').notNull(),
  categoryId: text('category_id').notNull().references(() => categories.id),
  images: jsonb('images').$type<ProductImageList>().notNull(),
  properties: jsonb('properties').$type<ProductProperty[]>().notNull(),
  priceMode: text('price_mode').$type<PriceMode>().notNull(),
  /** The lowest unit price, for sorting and price filters. */
  priceFen: integer('price_fen').notNull(),
  priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull(),
  minOrderQuantity: integer('min_order_quantity').notNull().default(1),
  salesCount: integer('sales_count').notNull().default(0),
  weightGrams: integer('weight_grams').notNull(),
  descriptionHtml: text('description_html').notNull(),
  /** The cover picture's descriptors for image search (catalog/image-hash.ts); null until computed. */
  imageDescriptor: bytea('image_descriptor'),
  /** The cover's key, scanned before the descriptors are compared (catalog/image-index.ts); null until computed. */
  imageKey: bytea('image_key'),
  /**
   * The colours the product offers (the values of its 颜色 option, catalog/vocabulary.ts), kept
   * beside the options so that a keyword naming a colour, or a colour filter, filters from an index alone.
   */
  colours: jsonb('colours').$type<string[]>().notNull()
    .generatedAlwaysAs(sql`jsonb_path_query_array(properties, '$[*] ? (@.name == "颜色").values[*].value')`),
  /** The text the product is found by (its titles and category names); null for a product not found by keywords. */
  searchDocumentId: integer('search_document_id').references((): AnyPgColumn => searchDocuments.id),
  createdAt: createdAt(),
}, (t) => [
  // A keyword search joins its matching documents to their products and reads every column it
  // sorts, filters and counts by from this index alone (an index-only scan, no table rows).
  index('products_search_document').on(t.searchDocumentId, t.platform, t.categoryId, t.salesCount, t.priceFen, t.id, t.colours),
  // A keyword search sorted by sales or price over many matches walks these and stops at the
  // page, reading the columns it filters by from the index alone.
  index('products_sales').on(t.salesCount, t.id, t.searchDocumentId, t.platform, t.categoryId, t.priceFen),
  index('products_price').on(t.priceFen, t.id, t.searchDocumentId, t.platform, t.categoryId),
  index('products_platform_price').on(t.platform, t.priceFen),
  index('products_platform_sales').on(t.platform, t.salesCount),
  // A category's or a shop's products, in the page's order, and their count, from an index alone.
  index('products_shop').on(t.shopId, t.salesCount.desc().nullsFirst(), t.id, t.platform, t.priceFen, t.categoryId),
  index('products_category').on(t.categoryId, t.salesCount.desc().nullsFirst(), t.id, t.platform, t.priceFen),
  index('products_category_price').on(t.categoryId, t.priceFen, t.id, t.platform),
  // Browsing counts the products of the search documents, and these (see catalog/browse-total.ts).
  index('products_without_document').on(t.platform, t.categoryId).where(sql`${t.searchDocumentId} is null`),
  check('products_price_mode', sql`${t.priceMode} in ('SKU_PRICE', 'SPU_PRICE_RANGE')`),
  check('products_channel', sql`${t.channel} in ('TAOBAO', 'ALIBABA', 'POIZON')`),
]);

export const productSkus = pgTable('product_skus', {
  /** Unique across the catalog (`{product id}-{n}`), so a cart line can name a SKU alone. */
  skuId: text('sku_id').primaryKey(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  properties: jsonb('properties').$type<{ name: string; value: string }[]>().notNull(),
  priceFen: integer('price_fen').notNull(),
  stock: integer('stock').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('product_skus_product').on(t.productId, t.sort),
  check('product_skus_stock_not_negative', sql`${t.stock} >= 0`),
]);

export type ProductGroupKind = 'PREFERRED' | 'RECOMMENDED';

/** Home-page product groups, also searchable as a `productCollectionId`. */
export const productGroups = pgTable('product_groups', {
  tenantId: tenantId(),
  /** Usable as an HTML id. */
  id: text('id').notNull(),
  kind: text('kind').$type<ProductGroupKind>().notNull(),
  /** Name per language code; English is the fallback. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  index('product_groups_tenant_kind_sort').on(t.tenantId, t.kind, t.sort),
  check('product_groups_kind', sql`${t.kind} in ('PREFERRED', 'RECOMMENDED')`),
]);

export const productGroupItems = pgTable('product_group_items', {
  tenantId: tenantId(),
  groupId: text('group_id').notNull(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.groupId, t.productId] }),
  foreignKey({ name: 'product_group_items_group', columns: [t.tenantId, t.groupId], foreignColumns: [productGroups.tenantId, productGroups.id] })
    .onDelete('cascade'),
  index('product_group_items_group_sort').on(t.tenantId, t.groupId, t.sort),
]);

export const preferredProducts = pgTable('preferred_products', {
  tenantId: tenantId(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.productId] }), index('preferred_products_tenant_sort').on(t.tenantId, t.sort)]);

/** Cart lines (cart capability); prices are never stored, they are recomputed from the catalog. */
export const cartItems = pgTable('cart_items', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  productId: text('product_id').notNull(),
  skuId: text('sku_id').notNull(),
  quantity: integer('quantity').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  ownedByUser(t, 'cart_items_user'),
  unique('cart_items_tenant_user_sku').on(t.tenantId, t.userId, t.skuId),
  check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
]);

/** Files shoppers uploaded through a signed form (upload capability). */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  tenantId: tenantId(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
}, (t) => [index('uploads_tenant_created').on(t.tenantId, t.createdAt)]);

/*
 * Orders, payments and the prepaid account (migration 0004). Money is CNY fen in bigint.
 * Lock order, everywhere: purchase order → payments (by id) → user account. Keeping one order
 * means two transactions never wait on each other in a circle.
 */

/** Order, payment, deposit, withdrawal and refund numbers come from one sequence, so they never clash. */
export const businessNumbers = pgSequence('business_numbers', { startWith: 100001 });


export const purchaseOrders = pgTable('purchase_orders', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  orderNo: text('order_no').notNull(),
  status: text('status').$type<PurchaseOrderStatus>().notNull(),
  tenantWarehouseId: integer('tenant_warehouse_id').notNull().references(() => tenantWarehouses.id),
  goodsFen: bigint('goods_fen', { mode: 'number' }).notNull(),
  domesticShippingFen: bigint('domestic_shipping_fen', { mode: 'number' }).notNull(),
  serviceFeeFen: bigint('service_fee_fen', { mode: 'number' }).notNull(),
  totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
  /** An unpaid order closes by itself at this time. */
  payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  ownedByUser(t, 'purchase_orders_user'),
  unique('purchase_orders_tenant_order_no').on(t.tenantId, t.orderNo),
  unique('purchase_orders_tenant_id').on(t.tenantId, t.id),
  index('purchase_orders_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('purchase_orders_unpaid_pay_before').on(t.payBefore).where(sql`${t.status} = 'WAITING_PAY'`),
  index('purchase_orders_in_progress_updated').on(t.updatedAt).where(sql`${t.status} in ('PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED')`),
  check('purchase_orders_status', sql`${t.status} in ('WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED', 'ARRIVED', 'CLOSED')`),
  check('purchase_orders_amounts', sql`${t.goodsFen} >= 0 and ${t.domesticShippingFen} >= 0 and ${t.serviceFeeFen} >= 0 and ${t.totalFen} = ${t.goodsFen} + ${t.domesticShippingFen} + ${t.serviceFeeFen}`),
]);

const ofOrder = (t: { tenantId: AnyPgColumn; orderId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.tenantId, t.orderId], foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id] }).onDelete('cascade');

/** A line of an order: a catalog SKU, or a custom item (no product or SKU) the agent prices by hand. */
export const purchaseOrderLines = pgTable('purchase_order_lines', {
  id: identity(),
  tenantId: tenantId(),
  orderId: integer('order_id').notNull(),
  status: text('status').$type<PurchaseOrderLineStatus>().notNull(),
  shopId: text('shop_id').notNull(),
  shopName: text('shop_name').notNull(),
  platform: text('platform').notNull(),
  productId: text('product_id'),
  skuId: text('sku_id'),
  productUrl: text('product_url').notNull(),
  title: text('title').notNull(),
  /** A storage key (catalog picture, or the private copy of a custom item's upload), or null. */
  imageKey: text('image_key'),
  specification: text('specification').notNull().default(''),
  quantity: integer('quantity').notNull(),
  unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
  remark: text('remark').notNull().default(''),
  /** Extra QC photos asked for on arrival, on top of the 3 every line gets. */
  extraQcPhotos: integer('extra_qc_photos').notNull().default(0),
  custom: boolean('custom').notNull().default(false),
  /** Set once the agent confirmed (or re-priced) a custom line. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
}, (t) => [
  ofOrder(t, 'purchase_order_lines_order'),
  index('purchase_order_lines_order').on(t.tenantId, t.orderId),
  check('purchase_order_lines_quantity', sql`${t.quantity} >= 1`),
  check('purchase_order_lines_price', sql`${t.unitPriceFen} >= 0`),
  check('purchase_order_lines_status', sql`${t.status} in ('WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'ARRIVED', 'OUT_OF_STOCK', 'CLOSED')`),
]);

/** The order's timeline: every change of it or of a line, with who made it. */
export const purchaseOrderEvents = pgTable('purchase_order_events', {
  id: identity(),
  tenantId: tenantId(),
  orderId: integer('order_id').notNull(),
  lineId: integer('line_id'),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actor: text('actor').$type<OrderActor>().notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  ofOrder(t, 'purchase_order_events_order'),
  index('purchase_order_events_order').on(t.tenantId, t.orderId, t.id),
  check('purchase_order_events_actor', sql`${t.actor} in ('SHOPPER', 'AGENT', 'SYSTEM')`),
]);

/** Everything a shopper pays: an order, a price difference, a transit fee, or a deposit by card. */
export const payments = pgTable('payments', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  paymentNo: text('payment_no').notNull(),
  kind: text('kind').$type<PaymentKind>().notNull(),
  orderId: integer('order_id'),
  /** The transit order a TRANSIT_FEE payment pays. */
  transitOrderId: integer('transit_order_id'),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  /** BALANCE, or the external provider that took it. */
  method: text('method'),
  note: text('note').notNull().default(''),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'payments_user'),
  ofOrder(t, 'payments_order'),
  foreignKey({ name: 'payments_transit_order', columns: [t.tenantId, t.transitOrderId], foreignColumns: [transitOrders.tenantId, transitOrders.id] })
    .onDelete('cascade'),
  index('payments_tenant_transit_order').on(t.tenantId, t.transitOrderId),
  check('payments_transit_fee_order', sql`(${t.kind} = 'TRANSIT_FEE') = (${t.transitOrderId} is not null)`),
  unique('payments_tenant_payment_no').on(t.tenantId, t.paymentNo),
  index('payments_tenant_user_status').on(t.tenantId, t.userId, t.status),
  index('payments_tenant_order').on(t.tenantId, t.orderId),
  check('payments_kind', sql`${t.kind} in ('ORDER', 'PRICE_DIFFERENCE', 'TRANSIT_FEE', 'DEPOSIT')`),
  check('payments_status', sql`${t.status} in ('UNPAID', 'PAID', 'CLOSED')`),
  check('payments_amount', sql`${t.amountFen} > 0`),
]);

/** Money given back to the balance: a closed order, an out-of-stock line, a lower price. */
export const refunds = pgTable('refunds', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  refundNo: text('refund_no').notNull(),
  orderId: integer('order_id').notNull(),
  lineId: integer('line_id'),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  reason: text('reason').$type<RefundReason>().notNull(),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'refunds_user'),
  ofOrder(t, 'refunds_order'),
  unique('refunds_tenant_refund_no').on(t.tenantId, t.refundNo),
  index('refunds_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  check('refunds_amount', sql`${t.amountFen} > 0`),
  check('refunds_reason', sql`${t.reason} in ('ORDER_CLOSED', 'OUT_OF_STOCK', 'PRICE_DIFFERENCE')`),
]);

export const deposits = pgTable('deposits', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  depositNo: text('deposit_no').notNull(),
  channel: text('channel').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** The bank-transfer certificate picture: a private copy of the shopper's upload (uploads/uploaded-key.ts). */
  certificateKey: text('certificate_key'),
  remark: text('remark').notNull().default(''),
  status: text('status').$type<DepositStatus>().notNull(),
  /** The card/wallet payment that pays it, for deposits through an external provider. */
  paymentId: integer('payment_id'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'deposits_user'),
  unique('deposits_tenant_deposit_no').on(t.tenantId, t.depositNo),
  index('deposits_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('deposits_pending').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  check('deposits_status', sql`${t.status} in ('PENDING', 'CONFIRMED', 'REJECTED')`),
  check('deposits_amount', sql`${t.amountFen} > 0`),
]);

export const withdrawals = pgTable('withdrawals', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  withdrawalNo: text('withdrawal_no').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** Where the money goes (bank and account), as the shopper wrote it. */
  account: text('account').notNull(),
  status: text('status').$type<WithdrawalStatus>().notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'withdrawals_user'),
  unique('withdrawals_tenant_withdrawal_no').on(t.tenantId, t.withdrawalNo),
  check('withdrawals_status', sql`${t.status} in ('PENDING', 'COMPLETED', 'REJECTED')`),
  check('withdrawals_amount', sql`${t.amountFen} > 0`),
]);

/**
 * The first answer to a request that carried an Idempotency-Key, per shopper and operation,
 * bound to that request (another request with the key is refused). Written in the transaction
 * of the operation itself, so a repeated key either waits for the first request and answers its
 * result, or (when the first failed) runs anew.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  tenantId: tenantId(),
  userId: userId(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  /** SHA-256 of the request's method, path and validated body: the key answers that request only. */
  requestHash: text('request_hash').notNull(),
  /** The answer's JSON exactly as first sent (jsonb would reorder its keys). */
  response: text('response'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.scope, t.key] }), ownedByUser(t, 'idempotency_keys_user')]);

/** A hosted-payment session of an external provider (sandbox), and the notifications it accepted. */
export const externalPayments = pgTable('external_payments', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  /** Random, unguessable: it names the session in the hosted page's address. */
  token: text('token').notNull().unique('external_payments_token'),
  provider: text('provider').$type<ExternalProvider>().notNull(),
  paymentId: integer('payment_id').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  /** What a real provider is asked to charge, in its currency's whole units (IDR); null for the sandbox, which charges amountFen. */
  chargeAmount: bigint('charge_amount', { mode: 'number' }),
  chargeCurrency: text('charge_currency'),
  paymentMethod: text('payment_method').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').$type<'OPEN' | 'APPROVED' | 'DECLINED'>().notNull(),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'external_payments_user'),
  check('external_payments_status', sql`${t.status} in ('OPEN', 'APPROVED', 'DECLINED')`),
]);

/** Notification ids already accepted: a replayed notification finds its id here and changes nothing. */
export const externalNotifications = pgTable('external_notifications', {
  provider: text('provider').notNull(),
  notificationId: text('notification_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.notificationId] })]);

/** Custom items of the cart: a link the catalog cannot read, bought by hand at the shopper's stated price. */
export const customCartItems = pgTable('custom_cart_items', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  specification: text('specification').notNull().default(''),
  imageKey: text('image_key'),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'custom_cart_items_user'),
  index('custom_cart_items_tenant_user').on(t.tenantId, t.userId),
  check('custom_cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  check('custom_cart_items_price_positive', sql`${t.unitPriceFen} >= 1`),
]);

/**
 * Stock-in parcels: what reached the China warehouse, weighed and measured, with the QC photos
 * of each line (storage keys): one parcel per shop of an order, or an inbound parcel the shopper
 * sent there. `transit_order_id` is the open or shipped transit order holding it (null: in stock);
 * claiming it with `where transit_order_id is null` lets only one order have it.
 */
export const purchaseParcels = pgTable('purchase_parcels', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  parcelNo: text('parcel_no').notNull(),
  /** The purchase order (bought by the agent), or null for an inbound parcel. */
  orderId: integer('order_id'),
  /** The shop of the order, or `inbound` for an inbound parcel. */
  shopId: text('shop_id').notNull(),
  inboundParcelId: integer('inbound_parcel_id'),
  weightGrams: integer('weight_grams').notNull(),
  lengthCm: integer('length_cm').notNull(),
  widthCm: integer('width_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
  /**
   * Per line of the parcel: its id and its QC photo keys. For an inbound parcel `lineId` is the
   * index of the content line it declared.
   */
  qcPhotos: jsonb('qc_photos').$type<{ lineId: number; keys: string[] }[]>().notNull(),
  /** What the warehouse found in it that lines may refuse. */
  categories: jsonb('categories').$type<CargoCategory[]>().notNull().default([]),
  transitOrderId: integer('transit_order_id'),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'purchase_parcels_user'),
  ofOrder(t, 'purchase_parcels_order'),
  unique('purchase_parcels_tenant_parcel_no').on(t.tenantId, t.parcelNo),
  unique('purchase_parcels_tenant_order_shop').on(t.tenantId, t.orderId, t.shopId),
  unique('purchase_parcels_tenant_inbound').on(t.tenantId, t.inboundParcelId),
  foreignKey({ name: 'purchase_parcels_transit_order', columns: [t.transitOrderId], foreignColumns: [transitOrders.id] }),
  foreignKey({ name: 'purchase_parcels_inbound', columns: [t.inboundParcelId], foreignColumns: [inboundParcels.id] }),
  index('purchase_parcels_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('purchase_parcels_in_stock_created').on(t.createdAt).where(sql`${t.transitOrderId} is null`),
  check('purchase_parcels_measures', sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.widthCm} > 0 and ${t.heightCm} > 0`),
  check('purchase_parcels_source', sql`(${t.orderId} is null) <> (${t.inboundParcelId} is null)`),
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
  minAmountFen: bigint('min_amount_fen', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.channel] }),
  check('tenant_deposit_channels_min_amount', sql`${t.minAmountFen} >= 1`),
  check('tenant_deposit_channels_kind', sql`(${t.type} = 'BANK_TRANSFER' and ${t.provider} is null and ${t.bankName} is not null and ${t.accountName} is not null and ${t.accountNo} is not null)
    or (${t.type} = 'EXTERNAL' and ${t.provider} in ('ONEPAY', 'MIDTRANS', 'WAAFIPAY') and ${t.bankName} is null and ${t.accountName} is null and ${t.accountNo} is null)`),
]);

/*
 * Warehouse and transit. Lock order, everywhere: transit order → parcels →
 * payments → user account, so no two transactions wait on each other in a circle.
 */

/** A parcel the shopper bought elsewhere and sent to the China warehouse under their mark code. */
export const inboundParcels = pgTable('inbound_parcels', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  tenantWarehouseId: integer('tenant_warehouse_id').notNull().references(() => tenantWarehouses.id),
  domesticTrackingNo: text('domestic_tracking_no').notNull(),
  domesticCarrier: text('domestic_carrier').notNull().default(''),
  contents: jsonb('contents').$type<{ name: string; quantity: number; unitValueFen: number; categories: CargoCategory[] }[]>().notNull(),
  declaredValueFen: bigint('declared_value_fen', { mode: 'number' }).notNull(),
  remark: text('remark').notNull().default(''),
  status: text('status').$type<InboundParcelStatus>().notNull(),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'inbound_parcels_user'),
  unique('inbound_parcels_tenant_user_tracking').on(t.tenantId, t.userId, t.domesticTrackingNo),
  index('inbound_parcels_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('inbound_parcels_expected_created').on(t.createdAt).where(sql`${t.status} = 'EXPECTED'`),
  check('inbound_parcels_status', sql`${t.status} in ('EXPECTED', 'ARRIVED')`),
  check('inbound_parcels_value', sql`${t.declaredValueFen} > 0`),
]);

/** What the shopper ships home: parcels of the warehouse on one line, to an address or a pickup point. */
export const transitOrders = pgTable('transit_orders', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  orderNo: text('order_no').notNull(),
  status: text('status').$type<TransitOrderStatus>().notNull(),
  transitOptionId: integer('transit_option_id').notNull().references(() => transitOptions.id),
  /** The line's name and days as they were when the order was made. */
  transitOptionName: text('transit_option_name').notNull(),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  destination: jsonb('destination').$type<TransitDestination>().notNull(),
  customs: jsonb('customs').$type<{
    lines: { purchaseParcelId: number; lineIndex: number; description: string; quantity: number; valueFen: number }[];
    identity: { fullName: string; idType: CustomsIdType; idNumberMasked: string } | null;
  }>().notNull(),
  /** From the parcels' own measures at creation. */
  estimate: jsonb('estimate').$type<TransitMeasure>().notNull(),
  /** The packed parcel as weighed; null until PACKED. */
  actual: jsonb('actual').$type<TransitMeasure>(),
  packagePhotoKeys: jsonb('package_photo_keys').$type<string[]>().notNull().default([]),
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  remark: text('remark').notNull().default(''),
  packedAt: timestamp('packed_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  ownedByUser(t, 'transit_orders_user'),
  unique('transit_orders_tenant_order_no').on(t.tenantId, t.orderNo),
  unique('transit_orders_tenant_id').on(t.tenantId, t.id),
  index('transit_orders_tenant_user_created').on(t.tenantId, t.userId, t.createdAt),
  index('transit_orders_in_progress_updated').on(t.updatedAt).where(sql`${t.status} in ('CREATED', 'PACKING', 'PACKED', 'PAID', 'SHIPPED')`),
  index('transit_orders_delivered').on(t.deliveredAt).where(sql`${t.status} = 'DELIVERED'`),
  check('transit_orders_status', sql`${t.status} in ('CREATED', 'PACKING', 'PACKED', 'WAITING_PAY', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CLOSED')`),
]);

const ofTransitOrder = (t: { tenantId: AnyPgColumn; transitOrderId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.tenantId, t.transitOrderId], foreignColumns: [transitOrders.tenantId, transitOrders.id] }).onDelete('cascade');

/** The parcels an order took, kept after it closes (the parcel's own transit_order_id is then cleared). */
export const transitOrderParcels = pgTable('transit_order_parcels', {
  tenantId: tenantId(),
  transitOrderId: integer('transit_order_id').notNull(),
  parcelId: integer('parcel_id').notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.transitOrderId, t.parcelId] }),
  ofTransitOrder(t, 'transit_order_parcels_order'),
  foreignKey({ name: 'transit_order_parcels_parcel', columns: [t.parcelId], foreignColumns: [purchaseParcels.id] }).onDelete('cascade'),
]);

/** The transit order's timeline: every change of status, with who made it. */
export const transitOrderEvents = pgTable('transit_order_events', {
  id: identity(),
  tenantId: tenantId(),
  transitOrderId: integer('transit_order_id').notNull(),
  fromStatus: text('from_status').$type<TransitOrderStatus>(),
  toStatus: text('to_status').$type<TransitOrderStatus>().notNull(),
  actor: text('actor').$type<OrderActor>().notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  ofTransitOrder(t, 'transit_order_events_order'),
  index('transit_order_events_order').on(t.tenantId, t.transitOrderId, t.id),
  check('transit_order_events_actor', sql`${t.actor} in ('SHOPPER', 'AGENT', 'SYSTEM')`),
]);

/** The carrier's scans of a shipped order. */
export const transitTrackingEvents = pgTable('transit_tracking_events', {
  id: identity(),
  tenantId: tenantId(),
  transitOrderId: integer('transit_order_id').notNull(),
  code: text('code').$type<TrackingEventCode>().notNull(),
  location: text('location').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [
  ofTransitOrder(t, 'transit_tracking_events_order'),
  unique('transit_tracking_events_order_code').on(t.tenantId, t.transitOrderId, t.code),
]);

/** Storage reminders sent: one row per parcel and mark (30 or 7 days left), so each goes out once. */
export const storageReminders = pgTable('storage_reminders', {
  tenantId: tenantId(),
  parcelId: integer('parcel_id').notNull().references(() => purchaseParcels.id, { onDelete: 'cascade' }),
  daysLeft: integer('days_left').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.parcelId, t.daysLeft] })]);

/**
 * The distinct texts products are found by (see catalog/search-text.ts): lower-case title and
 * category words, with Chinese split into single characters and pairs, since Chinese has no
 * spaces (the text-search parser would take a whole title as one word) and trigrams cannot serve
 * the one- and two-character words Chinese keywords mostly are. Titles repeat across a large
 * catalog (a million products share about 11,600 texts), so a keyword is matched
 * against these few rows, not against every product. Filled by the catalog seed.
 */
export const searchDocuments = pgTable('search_documents', {
  id: integer('id').primaryKey(),
  searchText: text('search_text').notNull(),
  searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
  /** The category of the document's products (its names are part of the text). */
  categoryId: text('category_id').notNull().references(() => categories.id),
  /**
   * How many products of each platform (in PRODUCT_PLATFORMS order) the document finds: the
   * catalog is seeded once, so a keyword search counts its matches from its documents alone.
   */
  platformProducts: integer('platform_products').array().notNull(),
}, (t) => [
  unique('search_documents_category_text').on(t.categoryId, t.searchText),
  index('search_documents_search_vector').using('gin', t.searchVector),
  index('search_documents_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);


/*
 * The agent's desk (docs/product.md, "Desk"): the tenant's staff, apart from the shoppers.
 * Operator rows are never deleted (disabled instead), so the audit trail always names its actor.
 */

const ROLE_CHECK = sql`in ('OWNER', 'BUYER', 'WAREHOUSE', 'FINANCE')`;

export const operators = pgTable('operators', {
  id: identity(),
  tenantId: tenantId(),
  /** Lower-case; an operator's address may also hold a shopper account, which is a separate thing. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  /** scrypt, with its parameters (see provider/auth/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  /** Set when an owner disabled the operator; their sessions ended in the same transaction. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * The TOTP secret (base32), pending until `totp_enabled_at` is set. Never answered after
   * enrolment and never logged; anyone who reads it can make codes, as with any TOTP server.
   */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** SHA-256 of each unused recovery code; a used code is removed. */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
}, (t) => [
  unique('operators_tenant_email').on(t.tenantId, t.email),
  unique('operators_tenant_id').on(t.tenantId, t.id),
  check('operators_role', sql`${t.role} ${ROLE_CHECK}`),
]);

const operatorId = () => integer('operator_id').notNull();
const ofOperator = (t: { tenantId: AnyPgColumn; operatorId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] });

/** Operator sessions, as the shoppers' `sessions`: only the SHA-256 of a token is stored. */
export const operatorSessions = pgTable('operator_sessions', {
  id: identity(),
  tenantId: tenantId(),
  operatorId: operatorId(),
  tokenHash: text('token_hash').notNull().unique('operator_sessions_token_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [ofOperator(t, 'operator_sessions_operator'), index('operator_sessions_tenant_operator').on(t.tenantId, t.operatorId)]);

/** One-time set-up links for new operators: only the SHA-256 of the token is stored. */
export const operatorInvitations = pgTable('operator_invitations', {
  id: identity(),
  tenantId: tenantId(),
  email: text('email').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  tokenHash: text('token_hash').notNull().unique('operator_invitations_token_hash'),
  /** The owner who invited; null for the first owner, invited by `npm run desk:owner`. */
  invitedBy: integer('invited_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  foreignKey({ name: 'operator_invitations_invited_by', columns: [t.tenantId, t.invitedBy], foreignColumns: [operators.tenantId, operators.id] }),
  check('operator_invitations_role', sql`${t.role} ${ROLE_CHECK}`),
  index('operator_invitations_tenant_email').on(t.tenantId, t.email),
]);

/** The desk's audit trail: one row per change, written in the change's transaction (provider/desk/audit.ts). */
export const deskAudit = pgTable('desk_audit', {
  id: identity(),
  tenantId: tenantId(),
  /** Null for a change made outside the desk (`npm run desk:owner`). */
  operatorId: integer('operator_id'),
  /** The operator's role when they acted. */
  role: text('role').$type<OperatorRole>(),
  action: text('action').notNull(),
  recordType: text('record_type').notNull(),
  recordId: text('record_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  clientAddress: text('client_address'),
  createdAt: createdAt(),
}, (t) => [
  foreignKey({ name: 'desk_audit_operator', columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }),
  index('desk_audit_tenant_created').on(t.tenantId, t.createdAt),
  index('desk_audit_tenant_operator').on(t.tenantId, t.operatorId),
  index('desk_audit_tenant_record').on(t.tenantId, t.recordType, t.recordId),
]);
