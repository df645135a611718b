import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Notice } from '../../../contract/notices';
import { ExternalNotification, type ExternalPayRequest, type ExternalProvider } from '../../../contract/payments';
import { depositConfirmedNotice, type DepositRow } from '../../account/deposits';
import type { Database } from '../../db/client';
import { theOne } from '../../db/rows';
import { externalNotifications, externalPayments, payments, purchaseOrders } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import { ofTenant, type AccountOwner } from '../../db/ownership';
import type { Mailer } from '../../mail/mailer';
import { notifyShopper } from '../../notifications/notify-shopper';
import { findPayments, lockUnpaid, paymentNotFound, settlePayments } from '../payments';
import { isValidSignature } from './notify-secret';

export type ExternalPaymentRow = typeof externalPayments.$inferSelect;

/**
 * Opens a hosted-payment session of an external provider for an unpaid payment of the shopper:
 * 404 for another's payment, 409 for one paid or closed, 400 when `orderAmount` is not what it
 * costs. Card details are typed on the provider's page only; the storefront never sees them.
 * `chargeIn` is a real provider's currency (the tenant's, at its current rate); null for the
 * sandbox. A payment of a purchase order is charged at the rate the order was priced at, so the
 * card is asked for what the order page shows (docs/product.md, "Payments").
 */
export async function openExternalPayment(
  db: Database, owner: AccountOwner, provider: ExternalProvider, request: ExternalPayRequest, chargeIn: { currency: string; cnyExchangeRate: number } | null, now: Date,
): Promise<ExternalPaymentRow> {
  const [found] = await findPayments(db, owner, { paymentNos: [request.orderPay] });
  if (!found) throw paymentNotFound();
  const { payment } = found;
  if (payment.status !== 'UNPAID') {
    throw new ProblemError({ status: 409, code: 'PAYMENT_NOT_PAYABLE', detail: `Payment ${payment.paymentNo} is ${payment.status.toLowerCase()}.` });
  }
  if (payment.amountFen !== request.orderAmount) {
    throw new ProblemError({ status: 400, code: 'AMOUNT_MISMATCH', detail: `Payment ${payment.paymentNo} costs ${payment.amountFen} fen.` });
  }
  const rate = chargeIn ? (await pricedRateOf(db, owner, payment.orderId)) ?? chargeIn.cnyExchangeRate : null;
  const rows = await db.insert(externalPayments).values({
    ...owner, token: randomBytes(24).toString('base64url'), provider, paymentId: payment.id, amountFen: payment.amountFen,
    chargeAmount: rate === null ? null : wholeUnitsOf(payment.amountFen, rate), chargeCurrency: chargeIn?.currency ?? null,
    paymentMethod: request.paymentMethod, returnUrl: request.domainUrl, status: 'OPEN', createdAt: now,
  }).returning();
  return theOne(rows, 'the new payment session');
}

/**
 * The rate a purchase order (and so its payment and any price difference) was priced at; null for
 * a payment of no purchase order (a transit fee, a deposit: they keep no rate and are charged at
 * the tenant's current one) or an order priced before the rate was kept.
 */
async function pricedRateOf(db: Database, owner: AccountOwner, orderId: number | null): Promise<number | null> {
  if (orderId === null) return null;
  const [order] = await db.select({ rate: purchaseOrders.cnyExchangeRate }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, owner.tenantId), eq(purchaseOrders.id, orderId)));
  return order?.rate ?? null;
}

/**
 * Fen at a rate of tenant-currency units per CNY, in whole units of that currency, rounded up
 * (the rates are display rates; the shop never takes less than the payment's worth). The
 * product is first rounded to micro-units so a rate such as 2300.1 does not round up a float's dust.
 */
const wholeUnitsOf = (fen: number, rate: number): number => Math.ceil(Math.round((fen * rate) / 100 * 1e6) / 1e6);

/** An open session by its token (the hosted page's address), or null. */
export async function externalPaymentByToken(db: Database, token: string): Promise<(ExternalPaymentRow & { paymentNo: string }) | null> {
  const [row] = await db.select({ session: externalPayments, paymentNo: payments.paymentNo }).from(externalPayments)
    .innerJoin(payments, and(eq(payments.tenantId, externalPayments.tenantId), eq(payments.id, externalPayments.paymentId)))
    .where(eq(externalPayments.token, token));
  return row ? { ...row.session, paymentNo: row.paymentNo } : null;
}

export const notificationRejected = (detail: string) => new ProblemError({ status: 400, code: 'NOTIFICATION_REJECTED', detail });

/** What the shopper is told of an approved session: the deposit credited, or the payment received for its order. */
async function approvedNotice(tx: Database, owner: AccountOwner, session: ExternalPaymentRow, credited: readonly DepositRow[]): Promise<Notice> {
  const [deposit] = credited;
  if (deposit) return depositConfirmedNotice(deposit).notice;
  const paid = theOne(await findPayments(tx, owner, { ids: [session.paymentId] }), 'the paid payment');
  return { kind: 'CARD_PAYMENT_RECEIVED', params: { amount: session.amountFen, references: paid.orderNo ?? paid.payment.paymentNo } };
}

/** The sandbox's notification: signed with X-Signature (HMAC-SHA256 of PAYMENT_NOTIFY_SECRET over the raw body). */
export function verifySandboxNotification(secret: Buffer, rawBody: string, signature: string | undefined): ExternalNotification {
  if (!isValidSignature(secret, rawBody, signature)) throw notificationRejected('The signature does not match.');
  let parsed: ReturnType<typeof ExternalNotification.safeParse> | null;
  try {
    parsed = ExternalNotification.safeParse(JSON.parse(rawBody));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) throw notificationRejected('The notification is malformed.');
  return parsed.data;
}

/**
 * Takes a provider's verified notification: only one seen for the first time, for an open
 * session and its exact amount (what the provider was asked to charge), changes anything. Its
 * id is recorded in the same transaction as the payment it marks paid, so a replay finds the id
 * and is refused; the shopper of an approved one is told after commit, so once.
 */
export async function acceptNotification(
  deps: { db: Database; mailer: Mailer }, provider: ExternalProvider, notification: ExternalNotification, now: Date,
): Promise<ExternalPaymentRow> {
  const { notificationId, token, result, amount } = notification;
  const { updated, owner, notice } = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(externalNotifications).values({ provider, notificationId, receivedAt: now }).onConflictDoNothing().returning();
    if (!fresh) throw notificationRejected('This notification was received before.');
    const [session] = await tx.select().from(externalPayments)
      .where(and(eq(externalPayments.token, token), eq(externalPayments.provider, provider))).for('update');
    if (!session || session.status !== 'OPEN' || (session.chargeAmount ?? session.amountFen) !== amount) throw notificationRejected('No open payment session fits this notification.');
    const owner = { tenantId: session.tenantId, userId: session.userId };
    let notice: Notice | null = null;
    if (result === 'APPROVED') {
      const credited = await settlePayments(tx, await lockUnpaid(tx, owner, [session.paymentId]), provider, now);
      notice = await approvedNotice(tx, owner, session, credited);
    }
    const rows = await tx.update(externalPayments).set({ status: result }).where(eq(externalPayments.id, session.id)).returning();
    return { updated: theOne(rows, 'the notified payment session'), owner, notice };
  });
  if (notice) await notifyShopper(deps, owner, notice, now);
  return updated;
}
