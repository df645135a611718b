import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperatorRole } from '../../../contract/desk';
import type { ArticleType } from '../../../contract/tenant';
import { createdAt, identity } from './columns';
import { tenantId } from './tenancy';
import { ownedByUser, userId } from './shoppers';

/* The desk: operators, their sessions and invitations, and the audit trail. */

/*
 * The agent's desk (docs/product.md, "Desk"): the tenant's staff, apart from the shoppers.
 * Operator rows are never deleted (disabled instead), so the audit trail always names its actor.
 */

export const ROLE_CHECK = sql`in ('OWNER', 'BUYER', 'WAREHOUSE', 'FINANCE', 'CONTENT')`;

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
  /**
   * The demo robot (provider/fulfilment/robot-operator.ts): an operator row so its steps are
   * audited like anyone's, but no person: it cannot sign in, is not listed, cannot be changed,
   * and never counts as the tenant's owner. Only a demo start has one.
   */
  robot: boolean('robot').notNull().default(false),
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

export const operatorId = () => integer('operator_id').notNull();
export const ofOperator = (t: { tenantId: AnyPgColumn; operatorId: AnyPgColumn }, name: string) =>
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

/**
 * Four eyes (docs/product.md, "Desk"): a money action above the tenant's threshold, asked for by
 * one FINANCE or OWNER operator and carried out only when a different one approves it (in the
 * approval's transaction, once), or declined. What it does is in its typed columns.
 */
export const moneyApprovals = pgTable('money_approvals', {
  id: identity(),
  tenantId: tenantId(),
  kind: text('kind').$type<'REFUND' | 'WITHDRAWAL' | 'ADJUSTMENT'>().notNull(),
  /** The shopper whose money moves. */
  userId: userId(),
  /** The order a REFUND gives money of back. */
  orderId: integer('order_id'),
  /** The withdrawal a WITHDRAWAL approves. */
  withdrawalId: integer('withdrawal_id'),
  /** Fen; signed for an ADJUSTMENT (a debit is negative), positive otherwise. */
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  state: text('state').$type<'PENDING' | 'APPROVED' | 'DECLINED'>().notNull(),
  requestedBy: integer('requested_by').notNull(),
  decidedBy: integer('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  ownedByUser(t, 'money_approvals_user'),
  foreignKey({ name: 'money_approvals_requested_by', columns: [t.tenantId, t.requestedBy], foreignColumns: [operators.tenantId, operators.id] }),
  foreignKey({ name: 'money_approvals_decided_by', columns: [t.tenantId, t.decidedBy], foreignColumns: [operators.tenantId, operators.id] }),
  index('money_approvals_tenant_state_created').on(t.tenantId, t.state, t.createdAt),
  /** One open approval per withdrawal. */
  uniqueIndex('money_approvals_pending_withdrawal').on(t.tenantId, t.withdrawalId).where(sql`${t.state} = 'PENDING' and ${t.withdrawalId} is not null`),
  check('money_approvals_kind', sql`${t.kind} in ('REFUND', 'WITHDRAWAL', 'ADJUSTMENT')`),
  check('money_approvals_state', sql`${t.state} in ('PENDING', 'APPROVED', 'DECLINED')`),
  check('money_approvals_amount', sql`${t.amountFen} <> 0`),
]);

export type ArticleRevisionState = 'DRAFT' | 'PUBLISHED';

/**
 * The content desk's article revisions (docs/product.md, "Content desk"): at most one draft of
 * an article per type and language, which publishing turns into a kept version; the live
 * article the site shows stays in `articles`. Its HTML is sanitised before it is stored.
 */
export const articleRevisions = pgTable('article_revisions', {
  id: identity(),
  tenantId: tenantId(),
  type: text('type').$type<ArticleType>().notNull(),
  language: text('language').notNull(),
  state: text('state').$type<ArticleRevisionState>().notNull(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  /** Who saved the draft last. */
  savedBy: integer('saved_by'),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  /** Who published it (a restore publishes a copy); null while a draft. */
  publishedBy: integer('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
}, (t) => [
  foreignKey({ name: 'article_revisions_saved_by', columns: [t.tenantId, t.savedBy], foreignColumns: [operators.tenantId, operators.id] }),
  foreignKey({ name: 'article_revisions_published_by', columns: [t.tenantId, t.publishedBy], foreignColumns: [operators.tenantId, operators.id] }),
  check('article_revisions_state', sql`${t.state} in ('DRAFT', 'PUBLISHED')`),
  uniqueIndex('article_revisions_one_draft').on(t.tenantId, t.type, t.language).where(sql`${t.state} = 'DRAFT'`),
  index('article_revisions_history').on(t.tenantId, t.type, t.language, t.publishedAt),
]);
