import { and, eq } from 'drizzle-orm';
import type { Notice } from '../../contract/notices';
import type { Deposit, DepositCreate } from '../../contract/user-account';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import { deposits, payments, tenants } from '../db/schema';
import { ProblemError, stateConflict } from '../http/problem';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { AccountOwner } from '../db/ownership';
import { applyLedgerChange } from '../ledger/ledger';
import { createPayment } from '../payments/payment-records';
import type { ObjectStorage } from '../storage/object-storage';
import { keepUpload } from '../uploads/uploaded-key';
import { depositChannelsOf } from './deposit-channels';
import { ownedBy, ofTenant } from '../db/ownership';
import type { ProviderEnv } from '../env';
import { availableProviders } from '../payments/external/available-providers';

export type DepositRow = typeof deposits.$inferSelect;

const depositNotFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such deposit.' });
const invalid = (path: string, message: string) =>
  new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'The request body is invalid.', errors: [{ path, message }] });

export async function depositOf(db: Database, storage: ObjectStorage, row: DepositRow): Promise<Deposit> {
  const [payment] = row.paymentId === null ? [] : await db.select({ paymentNo: payments.paymentNo }).from(payments)
    .where(and(ofTenant(payments, row.tenantId), eq(payments.id, row.paymentId)));
  return {
    id: row.id, depositNo: row.depositNo, channel: row.channel, amount: row.amountFen, status: row.status,
    certificate: row.certificateKey ? storage.urlFor(row.certificateKey) : null, paymentNo: payment?.paymentNo ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A deposit, PENDING until the money is in: a bank transfer waits for the agent (who checks the
 * certificate), a card/wallet channel gets a DEPOSIT payment to pay through its provider.
 */
export async function createDeposit(
  deps: { db: Database; storage: ObjectStorage; env: ProviderEnv }, owner: AccountOwner, request: z.output<typeof DepositCreate>, now: Date,
): Promise<DepositRow> {
  const { db } = deps;
  const [tenant] = await db.select({ currency: tenants.currency }).from(tenants).where(eq(tenants.id, owner.tenantId));
  const available = tenant ? availableProviders(deps.env, tenant) : [];
  const channel = (await depositChannelsOf(db, owner.tenantId, available)).find((candidate) => candidate.channel === request.channel);
  if (!channel) throw invalid('channel', 'Not a deposit channel of this site');
  if (request.amount < channel.minAmount) throw invalid('amount', `At least ${channel.minAmount} fen`);
  const certificateKey = request.certificateKey ? await keepUpload(deps, owner.tenantId, request.certificateKey, 'certificateKey', now) : null;
  return db.transaction(async (tx) => {
    const payment = channel.type === 'EXTERNAL'
      ? await createPayment(tx, owner, { kind: 'DEPOSIT', orderId: null, amountFen: request.amount }, now)
      : null;
    const rows = await tx.insert(deposits).values({
      ...owner, depositNo: await nextBusinessNo(tx, 'DP', now), channel: channel.channel, amountFen: request.amount,
      certificateKey, remark: request.remark, status: 'PENDING', paymentId: payment?.id ?? null, createdAt: now,
    }).returning();
    return theOne(rows, 'the new deposit');
  });
}

/** Attaches (or replaces) the certificate of a pending bank transfer, optionally correcting its amount or remark. */
export async function updatePendingDeposit(
  deps: { db: Database; storage: ObjectStorage }, owner: AccountOwner, change: { depositId: number; certificateKey: string; amount?: number | undefined; remark?: string | undefined },
  now: Date,
): Promise<DepositRow> {
  const certificateKey = await keepUpload(deps, owner.tenantId, change.certificateKey, 'certificateKey', now);
  return deps.db.transaction(async (tx) => {
    const ofDeposit = and(ownedBy(deposits, owner), eq(deposits.id, change.depositId));
    const [deposit] = await tx.select().from(deposits).where(ofDeposit).for('update');
    if (!deposit) throw depositNotFound();
    if (deposit.status !== 'PENDING' || deposit.paymentId !== null) throw stateConflict('Only a pending bank transfer takes a certificate.');
    const updated = await tx.update(deposits).set({
      certificateKey,
      ...(change.amount === undefined ? {} : { amountFen: change.amount }),
      ...(change.remark === undefined ? {} : { remark: change.remark }),
    }).where(ofDeposit).returning();
    return theOne(updated, 'the updated deposit');
  });
}

/**
 * The money of a pending deposit is in: CONFIRMED and credited, in the caller's transaction
 * (the deposit row locked, so it is credited once). 409 for a deposit no longer pending.
 */
export async function confirmDepositIn(tx: Database, tenantId: string, where: { id: number } | { paymentId: number }, now: Date): Promise<DepositRow> {
  const [deposit] = await tx.select().from(deposits).where(and(
    ofTenant(deposits, tenantId), 'id' in where ? eq(deposits.id, where.id) : eq(deposits.paymentId, where.paymentId),
  )).for('update');
  if (!deposit) throw depositNotFound();
  if (deposit.status !== 'PENDING') throw stateConflict(`A ${deposit.status} deposit cannot be confirmed.`);
  await tx.update(deposits).set({ status: 'CONFIRMED', confirmedAt: now }).where(and(ofTenant(deposits, tenantId), eq(deposits.id, deposit.id)));
  await applyLedgerChange(tx, { tenantId, userId: deposit.userId }, { kind: 'DEPOSIT', amount: deposit.amountFen, referenceType: 'DEPOSIT', reference: deposit.depositNo }, now);
  return { ...deposit, status: 'CONFIRMED', confirmedAt: now };
}

/** What the shopper is told of a credited deposit, and whom. */
export const depositConfirmedNotice = (deposit: DepositRow): { owner: AccountOwner; notice: Notice } => ({
  owner: { tenantId: deposit.tenantId, userId: deposit.userId },
  notice: { kind: 'DEPOSIT_CONFIRMED', params: { depositNo: deposit.depositNo, amount: deposit.amountFen } },
});

/** The agent saw a bank transfer arrive. */
export const confirmDeposit = (db: Database, tenantId: string, depositId: number, now: Date) =>
  db.transaction((tx) => confirmDepositIn(tx, tenantId, { id: depositId }, now));

/**
 * The agent found no money for a pending bank transfer: REJECTED with the reason the shopper is
 * shown, in the caller's transaction (the row locked). 409 for a deposit no longer pending or
 * paid through a card/wallet provider (its provider decides it).
 */
export async function rejectDepositIn(tx: Database, tenantId: string, depositId: number, reason: string, now: Date): Promise<DepositRow> {
  const ofDeposit = and(ofTenant(deposits, tenantId), eq(deposits.id, depositId));
  const [deposit] = await tx.select().from(deposits).where(ofDeposit).for('update');
  if (!deposit) throw depositNotFound();
  if (deposit.status !== 'PENDING' || deposit.paymentId !== null) throw stateConflict(`A ${deposit.status} deposit cannot be rejected.`);
  const updated = await tx.update(deposits).set({ status: 'REJECTED', confirmedAt: now, rejectReason: reason }).where(ofDeposit).returning();
  return theOne(updated, 'the rejected deposit');
}

/** What the shopper is told of a rejected deposit, and whom. */
export const depositRejectedNotice = (deposit: DepositRow): { owner: AccountOwner; notice: Notice } => ({
  owner: { tenantId: deposit.tenantId, userId: deposit.userId },
  notice: { kind: 'DEPOSIT_REJECTED', params: { depositNo: deposit.depositNo, amount: deposit.amountFen, reason: deposit.rejectReason ?? '' } },
});
