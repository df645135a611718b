import { and, desc, eq, or } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { ownerOf } from '../../http/request-owner';
import { idempotentRequest, payOneWithBalance, payWithBalance } from '../../payments/pay-with-balance';
import { findPayments, paidOrderNo, paymentNotFound, paymentOf, paymentsWithOrders } from '../../payments/payments';
import type { batchPayRoute, payRoute, unpaidRoute } from './payments.routes';
import { ofTenant } from '../../db/ownership';

export const pay: AppRouteHandler<typeof payRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await payOneWithBalance(c, id, c.req.valid('json').payPassword), 200);
};

export const batchPay: AppRouteHandler<typeof batchPayRoute> = async (c) => {
  const { paymentNos, payPassword } = c.req.valid('json');
  const found = await findPayments(c.var.db, ownerOf(c), { paymentNos });
  if (found.length !== paymentNos.length) throw paymentNotFound();
  const ids = found.map((row) => row.payment.id);
  return c.json(await payWithBalance(c, ids, payPassword, idempotentRequest(c, 'payment.batch', { paymentNos })), 200);
};

export const unpaid: AppRouteHandler<typeof unpaidRoute> = async (c) => {
  const { orderType, orderNo } = c.req.valid('query');
  const { tenantId, userId } = ownerOf(c);
  const rows = await paymentsWithOrders(c.var.db, { payment: payments, orderNo: paidOrderNo })
    .where(and(
      ofTenant(payments, tenantId), eq(payments.userId, userId), eq(payments.status, 'UNPAID'),
      orderType ? eq(payments.kind, orderType) : undefined,
      orderNo ? or(eq(paidOrderNo, orderNo), eq(payments.paymentNo, orderNo)) : undefined,
    ))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
  return c.json(wholeList(rows.map((row) => paymentOf(row.payment, row.orderNo))), 200);
};

