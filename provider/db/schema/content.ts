import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique,
} from 'drizzle-orm/pg-core';
import type { ArticleType } from '../../../contract/tenant';
import type { CargoCategory } from '../../../contract/transit';
import { identity, updatedAt } from './columns';
import { tenantId } from './tenancy';

/* A tenant's site content and the reference data (countries, districts, shipping lines). */

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
  /** The headline: the picture's alternative text, or, with a caption, the text shown over a picture that has none. */
  title: text('title').notNull(),
  /** The line under the headline laid over the picture; empty when the picture carries its own text. */
  caption: text('caption').notNull().default(''),
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
  /** When it starts to show (docs/product.md, "Content desk"). */
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** When it stops showing; null shows it until it is removed. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
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
  /** The line's name per language the tenant offers; `name` (the default language's) is the fallback and the key orders use. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  carrier: text('carrier').notNull().default(''),
  /** Branded goods (replicas' risk at customs) are refused on this line. */
  refusesBrands: boolean('refuses_brands').notNull().default(false),
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
