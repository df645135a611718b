import { deskActor } from '../../desk/audit';
import { adjustBalance, refundOrder } from '../../desk/money/refunds-and-adjustments';
import { listMoneyApprovals } from '../../desk/money/approval-views';
import { confirmBankDeposit, rejectBankDeposit } from '../../desk/money/deposit-review';
import { fourEyesSettings, setFourEyesThreshold } from '../../desk/money/four-eyes-threshold';
import { approveMoneyAction, declineMoneyAction } from '../../desk/money/money-approvals';
import type { MoneyDeps } from '../../desk/money/money-deps';
import { listDeskDeposits, listDeskWithdrawals } from '../../desk/money/money-lists';
import { reconciliation, reconciliationCsv } from '../../desk/money/reconciliation';
import { approveWithdrawal, payOutWithdrawal, rejectWithdrawal } from '../../desk/money/withdrawal-review';
import { requireSecondFactor } from '../../desk/require-operator';
import type { AppBindings, AppRouteHandler } from '../../http/app-bindings';
import type { Context } from 'hono';
import type * as routes from './desk-money.routes';

const depsOf = (c: Context<AppBindings>): MoneyDeps => ({ db: c.var.db, mailer: c.var.mailer, storage: c.var.storage });

/** A money action's caller: the operator, refused without a second factor (docs/product.md, "Desk"). */
function moneyActor(c: Context<AppBindings>) {
  requireSecondFactor(c.var.operator);
  return deskActor(c);
}

export const listDeposits: AppRouteHandler<typeof routes.listDepositsRoute> = async (c) =>
  c.json(await listDeskDeposits(c.var.db, c.var.storage, c.var.tenant.id, c.req.valid('query')), 200);

export const confirmDeposit: AppRouteHandler<typeof routes.confirmDepositRoute> = async (c) => {
  await confirmBankDeposit(depsOf(c), moneyActor(c), c.req.valid('param').id, c.var.clock());
  return c.body(null, 204);
};

export const rejectDeposit: AppRouteHandler<typeof routes.rejectDepositRoute> = async (c) => {
  await rejectBankDeposit(depsOf(c), moneyActor(c), c.req.valid('param').id, c.req.valid('json').reason, c.var.clock());
  return c.body(null, 204);
};

export const listWithdrawals: AppRouteHandler<typeof routes.listWithdrawalsRoute> = async (c) =>
  c.json(await listDeskWithdrawals(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

export const approveWithdrawalHandler: AppRouteHandler<typeof routes.approveWithdrawalRoute> = async (c) => {
  const outcome = await approveWithdrawal(depsOf(c), moneyActor(c), c.req.valid('param').id, c.var.clock());
  return outcome.done ? c.json(outcome, 200) : c.json(outcome, 202);
};

export const payWithdrawal: AppRouteHandler<typeof routes.payWithdrawalRoute> = async (c) => {
  await payOutWithdrawal(depsOf(c), moneyActor(c), c.req.valid('param').id, c.req.valid('json').bankReference, c.var.clock());
  return c.body(null, 204);
};

export const rejectWithdrawalHandler: AppRouteHandler<typeof routes.rejectWithdrawalRoute> = async (c) => {
  await rejectWithdrawal(depsOf(c), moneyActor(c), c.req.valid('param').id, c.req.valid('json').reason, c.var.clock());
  return c.body(null, 204);
};

export const refund: AppRouteHandler<typeof routes.refundRoute> = async (c) => {
  const outcome = await refundOrder(depsOf(c), moneyActor(c), c.req.valid('json'), c.var.clock());
  return outcome.done ? c.json(outcome, 200) : c.json(outcome, 202);
};

export const adjust: AppRouteHandler<typeof routes.adjustRoute> = async (c) => {
  const outcome = await adjustBalance(depsOf(c), moneyActor(c), c.req.valid('json'), c.var.clock());
  return outcome.done ? c.json(outcome, 200) : c.json(outcome, 202);
};

export const listApprovals: AppRouteHandler<typeof routes.listApprovalsRoute> = async (c) =>
  c.json(await listMoneyApprovals(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);

export const approve: AppRouteHandler<typeof routes.approveRoute> = async (c) =>
  c.json(await approveMoneyAction(depsOf(c), moneyActor(c), c.req.valid('param').id, c.var.clock()), 200);

export const decline: AppRouteHandler<typeof routes.declineRoute> = async (c) =>
  c.json(await declineMoneyAction(depsOf(c), moneyActor(c), c.req.valid('param').id, c.var.clock()), 200);

export const fourEyes: AppRouteHandler<typeof routes.fourEyesRoute> = async (c) => c.json(await fourEyesSettings(c.var.db, c.var.tenant.id), 200);

export const setFourEyes: AppRouteHandler<typeof routes.setFourEyesRoute> = async (c) =>
  c.json(await setFourEyesThreshold(c.var.db, moneyActor(c), c.req.valid('json').thresholdFen, c.var.clock()), 200);

export const reconcile: AppRouteHandler<typeof routes.reconciliationRoute> = async (c) =>
  c.json(await reconciliation(c.var.db, c.var.tenant.id, c.req.valid('query'), c.var.clock()), 200);

export const reconcileCsv: AppRouteHandler<typeof routes.reconciliationCsvRoute> = async (c) => {
  const report = await reconciliation(c.var.db, c.var.tenant.id, c.req.valid('query'), c.var.clock());
  return c.body(reconciliationCsv(report), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="reconciliation-${report.dateFrom}-${report.dateTo}.csv"`,
  });
};
