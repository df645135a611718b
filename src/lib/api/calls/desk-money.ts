import type { KyInstance } from 'ky';
import {
  type AdjustmentRequest, DeskDepositList, type DeskDepositQuery, type DeskRefundRequest, DeskWithdrawalList, type DeskWithdrawalQuery,
  FourEyesSettings, MoneyActionOutcome, MoneyApproval, MoneyApprovalList, type MoneyApprovalQuery, Reconciliation, type ReconciliationQuery,
} from '../../../../contract/desk-money';
import { parsed, query } from './query';

const BASE = 'desk/money';

/** The desk's money calls (docs/product.md, "Desk calls"); the client carries the operator token. */
export const deskMoneyCalls = (http: KyInstance) => ({
  listDeskDeposits: (filter: DeskDepositQuery) => parsed(http.get(`${BASE}/deposits`, { searchParams: query({ ...filter }) }), DeskDepositList),
  confirmDeskDeposit: (id: number) => http.post(`${BASE}/deposits/${id}/confirm`),
  rejectDeskDeposit: (id: number, reason: string) => http.post(`${BASE}/deposits/${id}/reject`, { json: { reason } }),
  listDeskWithdrawals: (filter: DeskWithdrawalQuery) => parsed(http.get(`${BASE}/withdrawals`, { searchParams: query({ ...filter }) }), DeskWithdrawalList),
  approveDeskWithdrawal: (id: number) => parsed(http.post(`${BASE}/withdrawals/${id}/approve`), MoneyActionOutcome),
  payDeskWithdrawal: (id: number, bankReference: string) => http.post(`${BASE}/withdrawals/${id}/pay`, { json: { bankReference } }),
  rejectDeskWithdrawal: (id: number, reason: string) => http.post(`${BASE}/withdrawals/${id}/reject`, { json: { reason } }),
  refundOrderOnDesk: (body: DeskRefundRequest) => parsed(http.post(`${BASE}/refunds`, { json: body }), MoneyActionOutcome),
  adjustBalanceOnDesk: (body: AdjustmentRequest) => parsed(http.post(`${BASE}/adjustments`, { json: body }), MoneyActionOutcome),
  listMoneyApprovals: (filter: MoneyApprovalQuery) => parsed(http.get(`${BASE}/approvals`, { searchParams: query({ ...filter }) }), MoneyApprovalList),
  approveMoneyApproval: (id: number) => parsed(http.post(`${BASE}/approvals/${id}/approve`), MoneyApproval),
  declineMoneyApproval: (id: number) => parsed(http.post(`${BASE}/approvals/${id}/decline`), MoneyApproval),
  getFourEyes: () => parsed(http.get(`${BASE}/four-eyes`), FourEyesSettings),
  setFourEyes: (body: FourEyesSettings) => parsed(http.put(`${BASE}/four-eyes`, { json: body }), FourEyesSettings),
  getReconciliation: (filter: ReconciliationQuery) => parsed(http.get(`${BASE}/reconciliation`, { searchParams: query({ ...filter }) }), Reconciliation),
});
