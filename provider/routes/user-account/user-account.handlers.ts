import { accountOf, ledgerDetail, ledgerPage, monthlySummary, operationsPage, refundsPage } from '../../account/account-views';
import { depositChannelsOf } from '../../account/deposit-channels';
import { createDeposit, depositOf, updatePendingDeposit } from '../../account/deposits';
import { requestWithdrawal } from '../../account/withdrawals';
import { requireEmailCode, useEmailCode } from '../../auth/email-code-check';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { availableProviders } from '../../payments/external/available-providers';
import { checkPayPassword, setPayPassword } from '../../payments/pay-password';
import { ownerOf } from '../../http/request-owner';
import type * as routes from './user-account.routes';

export const root: AppRouteHandler<typeof routes.rootRoute> = async (c) => c.json(await accountOf(c.var.db, ownerOf(c)), 200);

export const transactions: AppRouteHandler<typeof routes.transactionsRoute> = async (c) =>
  c.json(await ledgerPage(c.var.db, ownerOf(c), c.req.valid('query')), 200);

export const summary: AppRouteHandler<typeof routes.summaryRoute> = async (c) =>
  c.json(await monthlySummary(c.var.db, ownerOf(c), c.req.valid('query').months, c.var.clock()), 200);

export const operations: AppRouteHandler<typeof routes.operationsRoute> = async (c) =>
  c.json(await operationsPage(c.var.db, c.var.storage, ownerOf(c), c.req.valid('query')), 200);

export const detail: AppRouteHandler<typeof routes.detailRoute> = async (c) =>
  c.json(await ledgerDetail(c.var.db, ownerOf(c), c.req.valid('param').id), 200);

export const firstPayPassword: AppRouteHandler<typeof routes.firstPayPasswordRoute> = async (c) => {
  await setPayPassword(c.var.db, ownerOf(c), c.req.valid('json').payPassword, c.var.clock(), true);
  return c.json({ ok: true as const }, 200);
};

export const resetPayPassword: AppRouteHandler<typeof routes.resetPayPasswordRoute> = async (c) => {
  const { oldPayPassword, newPayPassword } = c.req.valid('json');
  await checkPayPassword(c.var.db, ownerOf(c), oldPayPassword, c.var.clock());
  await setPayPassword(c.var.db, ownerOf(c), newPayPassword, c.var.clock(), false);
  return c.json({ ok: true as const }, 200);
};

export const forgottenPayPassword: AppRouteHandler<typeof routes.forgottenPayPasswordRoute> = async (c) => {
  const { payPassword, emailVerificationCode } = c.req.valid('json');
  const codeId = await requireEmailCode(c, c.var.user.email, 'RESET_PASSWORD', emailVerificationCode);
  await c.var.db.transaction((tx) => useEmailCode(tx, c.var.tenant.id, codeId, c.var.clock()));
  await setPayPassword(c.var.db, ownerOf(c), payPassword, c.var.clock(), false);
  return c.json({ ok: true as const }, 200);
};

export const deposit: AppRouteHandler<typeof routes.createDepositRoute> = async (c) => {
  const row = await createDeposit(c.var, ownerOf(c), c.req.valid('json'), c.var.clock());
  return c.json(await depositOf(c.var.db, c.var.storage, row), 200);
};

export const certificate: AppRouteHandler<typeof routes.certificateRoute> = async (c) => {
  const row = await updatePendingDeposit(c.var, ownerOf(c), c.req.valid('json'), c.var.clock());
  return c.json(await depositOf(c.var.db, c.var.storage, row), 200);
};

export const withdraw: AppRouteHandler<typeof routes.withdrawalRoute> = async (c) => {
  const { amount, account, payPassword } = c.req.valid('json');
  const now = c.var.clock();
  await checkPayPassword(c.var.db, ownerOf(c), payPassword, now);
  const row = await requestWithdrawal(c.var.db, ownerOf(c), amount, account, now);
  return c.json({
    id: row.id, withdrawalNo: row.withdrawalNo, amount: row.amountFen, account: row.account, status: row.status, createdAt: row.createdAt.toISOString(),
  }, 200);
};

export const depositChannels: AppRouteHandler<typeof routes.depositChannelsRoute> = async (c) =>
  c.json(wholeList(await depositChannelsOf(c.var.db, c.var.tenant.id, availableProviders(c.var.env, c.var.tenant), c.var.contentLanguages)), 200);

export const refundList: AppRouteHandler<typeof routes.refundsRoute> = async (c) =>
  c.json(await refundsPage(c.var.db, ownerOf(c), c.req.valid('query')), 200);
