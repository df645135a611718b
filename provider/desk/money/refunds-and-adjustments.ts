import { and, eq } from 'drizzle-orm';
import type { AdjustmentRequest, DeskRefundRequest, MoneyActionOutcome } from '../../../contract/desk-money';
import type { z } from 'zod';
import { ofTenant } from '../../db/ownership';
import { purchaseOrders, users } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { DeskActor } from '../audit';
import { lockRefundable } from './money-actions';
import { requestMoneyAction } from './money-approvals';
import type { MoneyDeps } from './money-deps';

const notFound = (what: string) => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `There is no such ${what}.` });

/** Gives money of an order back to its shopper's balance (never more than was paid and not yet refunded). */
export async function refundOrder(deps: MoneyDeps, actor: DeskActor, request: DeskRefundRequest, now: Date): Promise<MoneyActionOutcome> {
  const [order] = await deps.db.select({ id: purchaseOrders.id, userId: purchaseOrders.userId }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, actor.tenantId), eq(purchaseOrders.orderNo, request.orderNo)));
  if (!order) throw notFound('order');
  return requestMoneyAction(deps, actor, { kind: 'REFUND', userId: order.userId, orderId: order.id, amountFen: request.amount, reason: request.reason }, now,
    (tx) => lockRefundable(tx, actor.tenantId, order.id, request.amount));
}

/** Changes a shopper's balance by hand, with the reason they are told (a debit never below zero: 409 INSUFFICIENT_BALANCE). */
export async function adjustBalance(deps: MoneyDeps, actor: DeskActor, request: z.output<typeof AdjustmentRequest>, now: Date): Promise<MoneyActionOutcome> {
  const [shopper] = await deps.db.select({ id: users.id }).from(users).where(and(ofTenant(users, actor.tenantId), eq(users.email, request.email)));
  if (!shopper) throw notFound('shopper');
  return requestMoneyAction(deps, actor, { kind: 'ADJUSTMENT', userId: shopper.id, amountFen: request.amount, reason: request.reason }, now, () => Promise.resolve());
}
