import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../contract/language';
import type { AccountType, CustomsIdType, EmailCodePurpose } from '../../../contract/user';
import type { LiveChangeKind } from '../../../contract/live';
import type { Notice, NoticeKind } from '../../../contract/notices';
import { createdAt, identity, updatedAt } from './columns';
import { tenantId } from './tenancy';

/* Shoppers, their sessions, codes, addresses, notifications and mail. */

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
  /** The terms version accepted at sign-up and when (docs/product.md, "Terms"); null on accounts older than the terms. */
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  unique('users_tenant_email').on(t.tenantId, t.email),
  unique('users_tenant_id').on(t.tenantId, t.id),
  // The desk finds a shopper by part of the e-mail or name (docs/product.md, "Desk").
  index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  check('users_account_type', sql`${t.accountType} in ('INDIVIDUAL', 'COMPANY')`),
  check('users_company_details', sql`${t.accountType} <> 'COMPANY' or (${t.businessLicenseNo} is not null and ${t.legalPersonName} is not null)`),
]);

export const userId = () => integer('user_id').notNull();
export const ownedByUser = (t: { tenantId: AnyPgColumn; userId: AnyPgColumn }, name: string) =>
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

/**
 * What changed for a shopper, newest last (docs/product.md, "Live updates"): written by the
 * database's triggers on notifications, payments and the order and transit order timelines
 * (migration `live_shopper_events`), so every writer (shopper, desk, robot, scheduled work) is
 * covered; each insert also NOTIFYs `shopper_events` with `<tenant>/<user>`. The event stream
 * reads from here, so a stream resumed with `Last-Event-ID` gets what it missed.
 */
export const shopperEvents = pgTable('shopper_events', {
  id: identity(),
  tenantId: tenantId(),
  userId: userId(),
  kind: text('kind').$type<LiveChangeKind>().notNull(),
  subjectId: integer('subject_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'shopper_events_user'),
  index('shopper_events_tenant_user_id').on(t.tenantId, t.userId, t.id),
  check('shopper_events_kind', sql`${t.kind} in ('order', 'transitOrder', 'payment', 'notification')`),
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
