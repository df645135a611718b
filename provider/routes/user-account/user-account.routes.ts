import { createRoute, z } from '@hono/zod-openapi';
import { IdParam } from '../../../contract/bounds';
import { PageQuery } from '../../../contract/paging';
import { listOf } from '../../../contract/problem';
import {
  Deposit, DepositCertificate, DepositChannel, DepositCreate, FirstPayPassword, ForgottenPayPassword, LedgerEntryDetail, LedgerPage,
  LedgerQuery, MonthlySummary, OperationsPage, OperationsQuery, RefundsPage, ResetPayPassword, SummaryQuery, UserAccount, Withdrawal,
  WithdrawalCreate,
} from '../../../contract/user-account';
import { USER_ROUTE } from '../../auth/require-user';
import {
  jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE, TOO_MANY_ATTEMPTS_RESPONSE, UNAUTHORIZED_RESPONSE,
} from '../../http/openapi-responses';

const tags = ['User account'];
const accountRoute = { tags, ...USER_ROUTE };
const BASE = '/front/user-account';
const OK = z.object({ ok: z.literal(true) });
const readResponses = <T extends z.ZodType>(schema: T, description: string) => ({
  200: jsonResponse(schema, description),
  400: problem('Malformed query (VALIDATION_FAILED)'),
  ...UNAUTHORIZED_RESPONSE,
  ...TENANT_NOT_FOUND_RESPONSE,
});

export const rootRoute = createRoute({
  ...accountRoute, method: 'get', path: `${BASE}/root`, summary: 'The available and frozen amounts (fen) and whether a pay password is set',
  responses: readResponses(UserAccount, 'The account'),
});

export const transactionsRoute = createRoute({
  ...accountRoute, method: 'get', path: `${BASE}/transactions`, summary: 'The ledger, newest first, by kind and dates',
  request: { query: LedgerQuery }, responses: readResponses(LedgerPage, 'A page of ledger rows'),
});

export const summaryRoute = createRoute({
  ...accountRoute, method: 'get', path: `${BASE}/querySummary`, summary: 'Spending, deposits and refunds per month, oldest first',
  request: { query: SummaryQuery }, responses: readResponses(MonthlySummary, 'One entry per month, months without money included'),
});

export const operationsRoute = createRoute({
  ...accountRoute, method: 'get', path: `${BASE}/operations`, summary: 'Deposits and withdrawals with their state, newest first',
  request: { query: OperationsQuery }, responses: readResponses(OperationsPage, 'A page of deposits and withdrawals'),
});

export const detailRoute = createRoute({
  ...accountRoute, method: 'get', path: `${BASE}/queryDetail/{id}`, summary: 'One ledger row with what it concerns',
  request: { params: IdParam },
  responses: { ...readResponses(LedgerEntryDetail, 'The ledger row'), 404: problem('No such ledger row of this shopper (NOT_FOUND)') },
});

const passwordResponses = (conflict: string) => ({
  200: jsonResponse(OK, 'Set'),
  400: problem('Malformed (VALIDATION_FAILED), a wrong pay password (WRONG_PAY_PASSWORD) or e-mail code (INVALID_CODE)'),
  ...UNAUTHORIZED_RESPONSE,
  ...TENANT_NOT_FOUND_RESPONSE,
  409: problem(conflict),
  ...TOO_MANY_ATTEMPTS_RESPONSE,
});

export const firstPayPasswordRoute = createRoute({
  ...accountRoute, method: 'post', path: `${BASE}/first-set-pay-password`, summary: 'Sets the first pay password (six digits)',
  request: { body: jsonBody(FirstPayPassword, 'The pay password') },
  responses: passwordResponses('One is set already (PAY_PASSWORD_ALREADY_SET)'),
});

export const resetPayPasswordRoute = createRoute({
  ...accountRoute, method: 'post', path: `${BASE}/resetPayPassword`, summary: 'Changes the pay password, confirmed with the old one',
  request: { body: jsonBody(ResetPayPassword, 'The old and the new pay password') },
  responses: passwordResponses('No pay password yet (PAY_PASSWORD_NOT_SET)'),
});

export const forgottenPayPasswordRoute = createRoute({
  ...accountRoute, method: 'post', path: `${BASE}/pay-password`,
  summary: 'Replaces a forgotten pay password with a code mailed to the shopper (send-email-code, purpose RESET_PASSWORD)',
  request: { body: jsonBody(ForgottenPayPassword, 'The new pay password and the e-mail code') },
  responses: passwordResponses('Not used'),
});

const depositResponses = {
  200: jsonResponse(Deposit, 'The deposit'),
  400: problem('Malformed, an unknown channel, too small, or a certificate that is no upload of this site (VALIDATION_FAILED)'),
  ...UNAUTHORIZED_RESPONSE,
  404: problem('Unknown tenant (TENANT_NOT_FOUND), or no such deposit (NOT_FOUND)'),
  409: problem('The deposit is no longer pending (ORDER_STATE_CONFLICT)'),
};

export const createDepositRoute = createRoute({
  ...accountRoute, method: 'post', path: `${BASE}/deposits`,
  summary: 'A deposit: a bank transfer pending until confirmed, or a card/wallet deposit with a payment to pay through its provider',
  request: { body: jsonBody(DepositCreate, 'Channel, amount (fen), certificate picture key for a bank transfer') },
  responses: depositResponses,
});

export const certificateRoute = createRoute({
  ...accountRoute, method: 'post', path: `${BASE}/certificate`, summary: 'Attaches the transfer certificate to a pending bank-transfer deposit',
  request: { body: jsonBody(DepositCertificate, 'The deposit and the uploaded picture key') },
  responses: depositResponses,
});

export const updateDepositRoute = createRoute({
  ...accountRoute, method: 'post', path: `${BASE}/update-deposit`, summary: 'Corrects the amount, remark or certificate of a pending bank-transfer deposit',
  request: { body: jsonBody(DepositCertificate, 'The deposit, the picture key, and optionally amount and remark') },
  responses: depositResponses,
});

export const withdrawalRoute = createRoute({
  ...accountRoute, method: 'post', path: `${BASE}/withdrawals`,
  summary: 'Asks to withdraw: the amount is frozen at once (never more than is available) until paid out or rejected',
  request: { body: jsonBody(WithdrawalCreate, 'Amount (fen), where to send it, and the pay password') },
  responses: {
    200: jsonResponse(Withdrawal, 'The withdrawal'),
    400: problem('Malformed (VALIDATION_FAILED), or a wrong pay password (WRONG_PAY_PASSWORD)'),
    ...UNAUTHORIZED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
    409: problem('More than is available (INSUFFICIENT_BALANCE), or no pay password yet (PAY_PASSWORD_NOT_SET)'),
    ...TOO_MANY_ATTEMPTS_RESPONSE,
  },
});

/** The site's own bank details, as its payment guide prints them: anyone may read them. */
export const depositChannelsRoute = createRoute({
  tags, method: 'get', path: '/front/deposit-channels', summary: 'How this site takes deposits (public: the payment guide lists them)',
  responses: { 200: jsonResponse(listOf(DepositChannel), 'The channels'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const refundsRoute = createRoute({
  tags, ...USER_ROUTE, method: 'get', path: '/front/refunds', summary: 'Refunds to the balance with their order, newest first',
  request: { query: PageQuery }, responses: readResponses(RefundsPage, 'A page of refunds'),
});
