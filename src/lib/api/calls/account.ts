import type { KyInstance } from 'ky';
import { z } from 'zod';
import { listOf } from '../../../../contract/problem';
import {
  Deposit,
  DepositChannel,
  LedgerPage,
  MonthlySummary,
  OperationsPage,
  RefundsPage,
  UserAccount,
  Withdrawal,
  type DepositCreate,
  type LedgerQuery,
  type WithdrawalCreate,
} from '../../../../contract/user-account';
import { parsed, query, type Paged } from './query';

const Done = z.object({ ok: z.literal(true) });
const BASE = 'front/user-account';

/** The prepaid account (docs/product.md, "Account calls"). */
export const accountCalls = (http: KyInstance) => ({
  getUserAccount: () => parsed(http.get(`${BASE}/root`), UserAccount),
  getLedger: ({ kind, dateFrom, dateTo, pageNo, pageSize }: Paged<LedgerQuery>) =>
    parsed(http.get(`${BASE}/transactions`, { searchParams: query({ kind, dateFrom, dateTo, pageNo, pageSize }) }), LedgerPage),
  getMonthlySummary: (months = 12) => parsed(http.get(`${BASE}/querySummary`, { searchParams: query({ months }) }), MonthlySummary),
  getAccountOperations: (pageNo = 1, pageSize = 10) =>
    parsed(http.get(`${BASE}/operations`, { searchParams: query({ pageNo, pageSize }) }), OperationsPage),
  setFirstPayPassword: (payPassword: string) => parsed(http.post(`${BASE}/first-set-pay-password`, { json: { payPassword } }), Done),
  changePayPassword: (oldPayPassword: string, newPayPassword: string) =>
    parsed(http.post(`${BASE}/resetPayPassword`, { json: { oldPayPassword, newPayPassword } }), Done),
  /** A forgotten pay password, replaced with the code mailed for purpose RESET_PASSWORD. */
  replaceForgottenPayPassword: (payPassword: string, emailVerificationCode: string) =>
    parsed(http.post(`${BASE}/pay-password`, { json: { payPassword, emailVerificationCode } }), Done),
  createDeposit: (body: DepositCreate) => parsed(http.post(`${BASE}/deposits`, { json: body }), Deposit),
  createWithdrawal: (body: WithdrawalCreate) => parsed(http.post(`${BASE}/withdrawals`, { json: body }), Withdrawal),
  getDepositChannels: () => parsed(http.get('front/deposit-channels'), listOf(DepositChannel)),
  /** Refunds to the balance, newest first, each with its order. */
  getRefunds: (pageNo = 1, pageSize = 10) => parsed(http.get('front/refunds', { searchParams: query({ pageNo, pageSize }) }), RefundsPage),
});
