import { createRoute, z } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import {
  AdjustmentRequest, DeskDepositList, DeskDepositQuery, DeskRefundRequest, DeskWithdrawalList, DeskWithdrawalQuery, FourEyesSettings,
  MoneyActionOutcome, MoneyApproval, MoneyApprovalList, MoneyApprovalQuery, MoneyRejection, Reconciliation, ReconciliationQuery, WithdrawalPayOut,
} from '../../../contract/desk-money';
import { DESK_AREAS } from '../../../contract/desk';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const tags = ['Desk money'];
const moneyRoute = { tags, ...deskRoute(DESK_AREAS.money) };
const BASE = '/desk/money';

const READ_REFUSALS = { 400: problem('Malformed query (VALIDATION_FAILED)'), ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE } as const;
/** Every money action: the role, and a second factor first (SECOND_FACTOR_REQUIRED). */
const ACTION_REFUSALS = {
  400: problem('Malformed path or body (VALIDATION_FAILED)'),
  401: DESK_REFUSALS[401],
  403: problem('The role may not (ROLE_FORBIDDEN), no second factor yet (SECOND_FACTOR_REQUIRED), or approving one\'s own request (FOUR_EYES_OWN_REQUEST)'),
  404: problem('No such record on this tenant (NOT_FOUND), or unknown tenant (TENANT_NOT_FOUND)'),
  409: problem('Out of order (ORDER_STATE_CONFLICT, APPROVAL_DECIDED), more than refundable (REFUND_TOO_LARGE) or than the balance (INSUFFICIENT_BALANCE)'),
} as const;
const OUTCOME = {
  200: jsonResponse(MoneyActionOutcome, 'Done at once (within the four-eyes threshold)'),
  202: jsonResponse(MoneyActionOutcome, 'Above the threshold: waits for a second operator\'s approval'),
};

export const listDepositsRoute = createRoute({
  ...moneyRoute, method: 'get', path: `${BASE}/deposits`, summary: 'Deposits by status, newest first, with signed links to their transfer certificates (FINANCE, OWNER)',
  request: { query: DeskDepositQuery },
  responses: { 200: jsonResponse(DeskDepositList, 'A page of deposits'), ...READ_REFUSALS },
});

export const confirmDepositRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/deposits/{id}/confirm`, summary: 'Confirms a pending bank transfer: the shopper\'s balance is credited once',
  request: { params: IdParam },
  responses: { 204: { description: 'Confirmed and credited; the shopper is told' }, ...ACTION_REFUSALS },
});

export const rejectDepositRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/deposits/{id}/reject`, summary: 'Rejects a pending bank transfer with the reason the shopper reads',
  request: { params: IdParam, body: jsonBody(MoneyRejection, 'The reason') },
  responses: { 204: { description: 'Rejected; the shopper is told' }, ...ACTION_REFUSALS },
});

export const listWithdrawalsRoute = createRoute({
  ...moneyRoute, method: 'get', path: `${BASE}/withdrawals`, summary: 'Withdrawals by status, newest first (FINANCE, OWNER)',
  request: { query: DeskWithdrawalQuery },
  responses: { 200: jsonResponse(DeskWithdrawalList, 'A page of withdrawals'), ...READ_REFUSALS },
});

export const approveWithdrawalRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/withdrawals/{id}/approve`, summary: 'Approves a pending withdrawal (above the threshold: asks a second operator)',
  request: { params: IdParam },
  responses: { ...OUTCOME, ...ACTION_REFUSALS },
});

export const payWithdrawalRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/withdrawals/{id}/pay`, summary: 'Records the pay-out of an approved withdrawal with the bank\'s reference',
  request: { params: IdParam, body: jsonBody(WithdrawalPayOut, 'The bank reference') },
  responses: { 204: { description: 'Paid out; the shopper is told' }, ...ACTION_REFUSALS },
});

export const rejectWithdrawalRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/withdrawals/{id}/reject`, summary: 'Rejects a pending or approved withdrawal: the frozen money is available again',
  request: { params: IdParam, body: jsonBody(MoneyRejection, 'The reason') },
  responses: { 204: { description: 'Rejected and unfrozen; the shopper is told' }, ...ACTION_REFUSALS },
});

export const refundRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/refunds`, summary: 'Refunds money of an order to its shopper\'s balance (above the threshold: asks a second operator)',
  request: { body: jsonBody(DeskRefundRequest, 'The order, the amount and the reason') },
  responses: { ...OUTCOME, ...ACTION_REFUSALS },
});

export const adjustRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/adjustments`, summary: 'Adjusts a shopper\'s balance by hand with a reason (above the threshold: asks a second operator)',
  request: { body: jsonBody(AdjustmentRequest, 'The shopper\'s e-mail, the signed amount and the reason') },
  responses: { ...OUTCOME, ...ACTION_REFUSALS },
});

export const listApprovalsRoute = createRoute({
  ...moneyRoute, method: 'get', path: `${BASE}/approvals`, summary: 'Money approvals by state, newest first (FINANCE, OWNER)',
  request: { query: MoneyApprovalQuery },
  responses: { 200: jsonResponse(MoneyApprovalList, 'A page of approvals'), ...READ_REFUSALS },
});

export const approveRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/approvals/{id}/approve`, summary: 'A second operator approves: the action runs now, once (never the asker: FOUR_EYES_OWN_REQUEST)',
  request: { params: IdParam },
  responses: { 200: jsonResponse(MoneyApproval, 'Approved and carried out'), ...ACTION_REFUSALS },
});

export const declineRoute = createRoute({
  ...moneyRoute, method: 'post', path: `${BASE}/approvals/{id}/decline`, summary: 'Declines a pending approval (the asker may withdraw their own): nothing moves',
  request: { params: IdParam },
  responses: { 200: jsonResponse(MoneyApproval, 'Declined'), ...ACTION_REFUSALS },
});

export const fourEyesRoute = createRoute({
  ...moneyRoute, method: 'get', path: `${BASE}/four-eyes`, summary: 'The four-eyes threshold in fen (FINANCE, OWNER)',
  responses: { 200: jsonResponse(FourEyesSettings, 'The threshold'), ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const setFourEyesRoute = createRoute({
  tags, ...deskRoute(['OWNER']), method: 'put', path: `${BASE}/four-eyes`, summary: 'Sets the four-eyes threshold in fen (OWNER)',
  request: { body: jsonBody(FourEyesSettings, 'The threshold') },
  responses: { 200: jsonResponse(FourEyesSettings, 'The threshold as set'), ...ACTION_REFUSALS },
});

export const reconciliationRoute = createRoute({
  ...moneyRoute, method: 'get', path: `${BASE}/reconciliation`,
  summary: 'Money in, out, refunded and adjusted per UTC day, the sum of balances at each day\'s end, and every balance checked against its ledger',
  request: { query: ReconciliationQuery },
  responses: { 200: jsonResponse(Reconciliation, 'The days, oldest first, and the discrepancies'), ...READ_REFUSALS },
});

export const reconciliationCsvRoute = createRoute({
  ...moneyRoute, method: 'get', path: `${BASE}/reconciliation.csv`, summary: 'The reconciliation\'s days as CSV: a header row, one row per UTC day, amounts in fen',
  request: { query: ReconciliationQuery },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'The CSV file' },
    ...READ_REFUSALS,
  },
});
