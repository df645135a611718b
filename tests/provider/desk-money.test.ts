import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../contract/desk';
import type { AccountOwner } from '../../provider/db/ownership';
import { accountLedger, deposits, notifications, userAccounts } from '../../provider/db/schema';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { addSecondFactor as enrol, firstOwner as ownerOf, lastAudit, newOperator } from './support/operators';
import { buyTees, callerOf, credit, orderWorldOfFile, PAY_PASSWORD, payingShopper, payOrder, type Shopper } from './support/order-world';
import { expectJson, expectProblem, expectStatus } from './support/test-provider';

const world = orderWorldOfFile();
const firstOwner = (tenant: string) => ownerOf(world.provider, tenant);
const addSecondFactor = (token: string) => enrol(world.provider, token);

interface Desk { owner: string; finance: string; finance2: string; noFactor: string; buyer: string; warehouse: string; vnOwner: string }
let desk: Desk | undefined;

/** The tenant's operators of each role, OWNER and two FINANCE with a second factor, one FINANCE without. */
async function theDesk(): Promise<Desk> {
  if (desk) return desk;
  const owner = await firstOwner('default');
  const make = async (email: string, role: OperatorRole) => (await newOperator(world.provider, owner, email, role)).token;
  desk = {
    owner, finance: await make('fin@example.com', 'FINANCE'), finance2: await make('fin2@example.com', 'FINANCE'),
    noFactor: await make('fin3@example.com', 'FINANCE'), buyer: await make('buyer@example.com', 'BUYER'),
    warehouse: await make('wh@example.com', 'WAREHOUSE'), vnOwner: await firstOwner('vn'),
  };
  for (const token of [desk.owner, desk.finance, desk.finance2]) await addSecondFactor(token);
  return desk;
}

const as = (token: string) => world.provider.api({ tenant: 'default', token }).desk.money;
const id = (value: number) => ({ param: { id: String(value) } });
let shopperCount = 0;
const newShopper = async (): Promise<Shopper> => payingShopper(world.provider, `money${++shopperCount}@example.com`);

const balanceOf = async (owner: AccountOwner) => {
  const [row] = await world.provider.db.select().from(userAccounts).where(and(eq(userAccounts.tenantId, owner.tenantId), eq(userAccounts.userId, owner.userId)));
  return { available: row?.balanceFen ?? 0, frozen: row?.frozenFen ?? 0 };
};
const ledgerRows = (owner: AccountOwner) => world.provider.db.select().from(accountLedger)
  .where(and(eq(accountLedger.tenantId, owner.tenantId), eq(accountLedger.userId, owner.userId)));
const noticesOf = async (owner: AccountOwner) => (await world.provider.db.select().from(notifications)
  .where(and(eq(notifications.tenantId, owner.tenantId), eq(notifications.userId, owner.userId)))).map((row) => row.kind);

const shopperApi = (shopper: Shopper) => world.provider.api(callerOf(shopper)).front;
const bankDeposit = (shopper: Shopper, amount: number) =>
  expectJson(shopperApi(shopper)['user-account'].deposits.$post({ json: { channel: 'BANK_TRANSFER', amount } }), 200);
const withdraw = (shopper: Shopper, amount: number) =>
  expectJson(shopperApi(shopper)['user-account'].withdrawals.$post({ json: { amount, account: 'ICBC 6222 0000 1234', payPassword: PAY_PASSWORD } }), 200);
const operationsOf = async (shopper: Shopper) => (await expectJson(shopperApi(shopper)['user-account'].operations.$get({ query: {} }), 200)).items;

describe('deposits', () => {
  it('a FINANCE operator confirms a bank deposit once under 10 parallel calls, and the shopper sees it', async () => {
    const { finance, finance2 } = await theDesk();
    const shopper = await newShopper();
    const deposit = await bankDeposit(shopper, 50_000);
    await world.provider.db.update(deposits).set({ certificateKey: 'private/default/certificate.jpg' }).where(eq(deposits.id, deposit.id));
    const queue = await expectJson(as(finance).deposits.$get({ query: { no: deposit.depositNo } }), 200);
    expect(queue.items).toEqual([expect.objectContaining({ depositNo: deposit.depositNo, status: 'PENDING', amount: 50_000, shopperEmail: `money${shopperCount}@example.com` })]);
    expect(queue.items[0]?.certificate).toMatch(/^\/api\/files\/private\/default\/certificate\.jpg\?expires=\d+&signature=/);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => as(n % 2 ? finance : finance2).deposits[':id'].confirm.$post(id(deposit.id))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, ...Array(9).fill(409)]);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 50_000, frozen: 0 });
    expect((await ledgerRows(shopper.owner)).map((row) => [row.kind, row.amountFen])).toEqual([['DEPOSIT', 50_000]]);
    expect(await noticesOf(shopper.owner)).toEqual(['DEPOSIT_CONFIRMED']);
    expect((await lastAudit(world.provider, 'deposit.confirm')).recordId).toBe(deposit.depositNo);
    expect((await operationsOf(shopper))[0]).toMatchObject({ no: deposit.depositNo, status: 'CONFIRMED' });
    expect((await expectProblem(as(finance).deposits[':id'].reject.$post({ ...id(deposit.id), json: { reason: 'Too late' } }), 409)).code).toBe('ORDER_STATE_CONFLICT');
  });

  it('rejects a pending deposit with the reason the shopper reads; nothing is credited', async () => {
    const { finance } = await theDesk();
    const shopper = await newShopper();
    const deposit = await bankDeposit(shopper, 20_000);
    expect((await expectProblem(as(finance).deposits[':id'].reject.$post({ ...id(deposit.id), json: { reason: '' } }), 400)).code).toBe('VALIDATION_FAILED');
    await expectStatus(as(finance).deposits[':id'].reject.$post({ ...id(deposit.id), json: { reason: 'No transfer arrived' } }), 204);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 0, frozen: 0 });
    expect((await operationsOf(shopper))[0]).toMatchObject({ status: 'REJECTED', rejectReason: 'No transfer arrived' });
    expect(await noticesOf(shopper.owner)).toEqual(['DEPOSIT_REJECTED']);
    expect((await lastAudit(world.provider, 'deposit.reject')).after).toEqual({ status: 'REJECTED', reason: 'No transfer arrived' });
    expect((await expectProblem(as(finance).deposits[':id'].confirm.$post(id(deposit.id)), 409)).code).toBe('ORDER_STATE_CONFLICT');
    expect((await expectProblem(as(finance).deposits[':id'].confirm.$post(id(999_999)), 404)).code).toBe('NOT_FOUND');
    const rejected = await expectJson(as(finance).deposits.$get({ query: { status: 'REJECTED' } }), 200);
    expect(rejected.items.map((item) => item.rejectReason)).toContain('No transfer arrived');
  });
});

describe('withdrawals', () => {
  it('approves, pays out with the bank reference, or rejects and unfreezes; out of order is 409', async () => {
    const { finance, finance2 } = await theDesk();
    const shopper = await newShopper();
    await credit(world.provider, shopper.owner, 60_000);
    const first = await withdraw(shopper, 30_000);
    expect((await expectProblem(as(finance).withdrawals[':id'].pay.$post({ ...id(first.id), json: { bankReference: 'B-1' } }), 409)).code).toBe('ORDER_STATE_CONFLICT');
    const approvals = await Promise.all(Array.from({ length: 10 }, () => as(finance).withdrawals[':id'].approve.$post(id(first.id))));
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await expectProblem(as(finance).withdrawals[':id'].pay.$post({ ...id(first.id), json: { bankReference: '' } }), 400)).code).toBe('VALIDATION_FAILED');
    const pays = await Promise.all(Array.from({ length: 10 }, () => as(finance2).withdrawals[':id'].pay.$post({ ...id(first.id), json: { bankReference: 'ICBC-20260302-77' } })));
    expect(pays.map((answer) => answer.status).sort()).toEqual([204, ...Array(9).fill(409)]);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 30_000, frozen: 0 });
    expect((await operationsOf(shopper))[0]).toMatchObject({ status: 'COMPLETED', bankReference: 'ICBC-20260302-77' });

    const second = await withdraw(shopper, 10_000);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 20_000, frozen: 10_000 });
    await expectJson(as(finance).withdrawals[':id'].approve.$post(id(second.id)), 200);
    await expectStatus(as(finance).withdrawals[':id'].reject.$post({ ...id(second.id), json: { reason: 'The account name does not match' } }), 204);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 30_000, frozen: 0 });
    expect((await operationsOf(shopper))[0]).toMatchObject({ status: 'REJECTED', rejectReason: 'The account name does not match' });
    expect((await expectProblem(as(finance).withdrawals[':id'].reject.$post({ ...id(second.id), json: { reason: 'Again' } }), 409)).code).toBe('ORDER_STATE_CONFLICT');
    expect(await noticesOf(shopper.owner)).toEqual(['WITHDRAWAL_APPROVED', 'WITHDRAWAL_PAID', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED']);
    expect((await lastAudit(world.provider, 'withdrawal.pay')).after).toMatchObject({ status: 'COMPLETED', bankReference: 'ICBC-20260302-77' });
    const done = await expectJson(as(finance).withdrawals.$get({ query: { status: 'ALL', no: first.withdrawalNo } }), 200);
    expect(done.items).toEqual([expect.objectContaining({ status: 'COMPLETED', bankReference: 'ICBC-20260302-77', amount: 30_000 })]);
    expect(await accountDiscrepancies(world.provider.db, 'default')).toEqual([]);
  });
});

describe('refunds, adjustments and four eyes', () => {
  it('refunds a paid order below the threshold at once, never more than was paid', async () => {
    const { finance } = await theDesk();
    const shopper = await newShopper();
    await credit(world.provider, shopper.owner, 100_000);
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    await payOrder(world.provider, shopper, order.id);
    const refund = (amount: number) => as(finance).refunds.$post({ json: { orderNo: order.orderNo, amount, reason: 'Goodwill for a late parcel' } });
    expect((await expectProblem(refund(order.total + 1), 409)).code).toBe('REFUND_TOO_LARGE');
    expect(await expectJson(refund(500), 200)).toEqual({ done: true, approval: null });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 100_000 - order.total + 500, frozen: 0 });
    expect(await noticesOf(shopper.owner)).toContain('ORDER_REFUNDED');
    const refunds = await expectJson(shopperApi(shopper).refunds.$get({ query: {} }), 200);
    expect(refunds.items[0]).toMatchObject({ orderNo: order.orderNo, reason: 'DESK', note: 'Goodwill for a late parcel', amount: 500 });
    expect((await lastAudit(world.provider, 'order.refund')).recordId).toBe(order.orderNo);
    expect((await expectProblem(as(finance).refunds.$post({ json: { orderNo: 'PO2603020009999', amount: 1, reason: 'x' } }), 404)).code).toBe('NOT_FOUND');
  });

  it('adjusts a balance below the threshold at once; a debit never below zero', async () => {
    const { finance } = await theDesk();
    const shopper = await newShopper();
    const email = `money${shopperCount}@example.com`;
    expect(await expectJson(as(finance).adjustments.$post({ json: { email, amount: 800, reason: 'Bank fee paid twice' } }), 200)).toMatchObject({ done: true });
    expect((await expectProblem(as(finance).adjustments.$post({ json: { email, amount: -801, reason: 'Too much' } }), 409)).code).toBe('INSUFFICIENT_BALANCE');
    expect(await expectJson(as(finance).adjustments.$post({ json: { email, amount: -300, reason: 'Correction' } }), 200)).toMatchObject({ done: true });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 500, frozen: 0 });
    expect((await ledgerRows(shopper.owner)).map((row) => [row.kind, row.amountFen])).toEqual([['ADJUSTMENT', 800], ['ADJUSTMENT', -300]]);
    expect(await noticesOf(shopper.owner)).toEqual(['BALANCE_ADJUSTED', 'BALANCE_ADJUSTED']);
    expect((await lastAudit(world.provider, 'balance.adjust')).after).toMatchObject({ balance: 500, amount: -300, reason: 'Correction' });
    for (const json of [{ email, amount: 0, reason: 'x' }, { email, amount: 1.5, reason: 'x' }, { email: 'nobody', amount: 1, reason: 'x' }, { email, amount: 1, reason: '' }]) {
      expect((await expectProblem(as(finance).adjustments.$post({ json }), 400)).code).toBe('VALIDATION_FAILED');
    }
    expect((await expectProblem(as(finance).adjustments.$post({ json: { email: 'nobody@example.com', amount: 1, reason: 'x' } }), 404)).code).toBe('NOT_FOUND');
  });

  it('four eyes: above the threshold the asker cannot approve their own; another can, and it runs once under 10 parallel approvals', async () => {
    const { owner, finance, finance2 } = await theDesk();
    const shopper = await newShopper();
    const email = `money${shopperCount}@example.com`;
    expect(await expectJson(as(finance)['four-eyes'].$get(), 200)).toEqual({ thresholdFen: 100_000 });
    const asked = await expectJson(as(finance).adjustments.$post({ json: { email, amount: 150_000, reason: 'Compensation for a lost parcel' } }), 202);
    expect(asked.done).toBe(false);
    const approval = asked.approval!;
    expect(approval).toMatchObject({ kind: 'ADJUSTMENT', state: 'PENDING', amount: 150_000, shopperEmail: email, requestedBy: 'fin@example.com' });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 0, frozen: 0 });
    expect((await expectProblem(as(finance).approvals[':id'].approve.$post(id(approval.id)), 403)).code).toBe('FOUR_EYES_OWN_REQUEST');
    const pending = await expectJson(as(owner).approvals.$get({ query: {} }), 200);
    expect(pending.items.map((item) => item.id)).toContain(approval.id);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => as(n % 2 ? finance2 : owner).approvals[':id'].approve.$post(id(approval.id))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 150_000, frozen: 0 });
    expect((await ledgerRows(shopper.owner))).toHaveLength(1);
    expect((await expectProblem(as(finance2).approvals[':id'].decline.$post(id(approval.id)), 409)).code).toBe('APPROVAL_DECIDED');
    expect((await lastAudit(world.provider, 'money_approval.approve')).recordId).toBe(String(approval.id));

    // A withdrawal above the threshold waits too; one open approval per withdrawal; a decline moves nothing.
    const big = await withdraw(shopper, 120_000);
    const waiting = await expectJson(as(finance2).withdrawals[':id'].approve.$post(id(big.id)), 202);
    expect((await expectProblem(as(finance).withdrawals[':id'].approve.$post(id(big.id)), 409)).code).toBe('ORDER_STATE_CONFLICT');
    expect(await expectJson(as(finance2).approvals[':id'].decline.$post(id(waiting.approval!.id)), 200)).toMatchObject({ state: 'DECLINED', decidedBy: 'fin2@example.com' });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 30_000, frozen: 120_000 });
    const again = await expectJson(as(finance2).withdrawals[':id'].approve.$post(id(big.id)), 202);
    await expectJson(as(finance).approvals[':id'].approve.$post(id(again.approval!.id)), 200);
    const [row] = (await expectJson(as(finance).withdrawals.$get({ query: { status: 'APPROVED', no: big.withdrawalNo } }), 200)).items;
    expect(row?.status).toBe('APPROVED');
  });

  it('the owner sets the threshold; a refund above it waits for another operator', async () => {
    const { owner, finance, finance2 } = await theDesk();
    expect((await expectProblem(as(finance)['four-eyes'].$put({ json: { thresholdFen: 100 } }), 403)).code).toBe('ROLE_FORBIDDEN');
    expect((await expectProblem(as(owner)['four-eyes'].$put({ json: { thresholdFen: -1 } }), 400)).code).toBe('VALIDATION_FAILED');
    expect(await expectJson(as(owner)['four-eyes'].$put({ json: { thresholdFen: 100 } }), 200)).toEqual({ thresholdFen: 100 });
    expect((await lastAudit(world.provider, 'tenant.four_eyes_threshold')).after).toEqual({ thresholdFen: 100 });
    const shopper = await newShopper();
    await credit(world.provider, shopper.owner, 100_000);
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    await payOrder(world.provider, shopper, order.id);
    const asked = await expectJson(as(finance).refunds.$post({ json: { orderNo: order.orderNo, amount: 101, reason: 'Damaged in the warehouse' } }), 202);
    expect(asked.approval).toMatchObject({ kind: 'REFUND', orderNo: order.orderNo, amount: 101 });
    expect((await expectProblem(as(finance).approvals[':id'].approve.$post(id(asked.approval!.id)), 403)).code).toBe('FOUR_EYES_OWN_REQUEST');
    await expectJson(as(finance2).approvals[':id'].approve.$post(id(asked.approval!.id)), 200);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 100_000 - order.total + 101, frozen: 0 });
    await expectJson(as(owner)['four-eyes'].$put({ json: { thresholdFen: 100_000 } }), 200);
  });
});

describe('the desk money routes', () => {
  it('need a second factor for money actions, a FINANCE or OWNER role, this tenant\'s operator', async () => {
    const { noFactor, buyer, warehouse, vnOwner, finance } = await theDesk();
    const shopper = await newShopper();
    const deposit = await bankDeposit(shopper, 1_000);
    expect((await expectProblem(as(noFactor).deposits[':id'].confirm.$post(id(deposit.id)), 403)).code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await expectProblem(as(noFactor).adjustments.$post({ json: { email: 'money1@example.com', amount: 1, reason: 'x' } }), 403)).code).toBe('SECOND_FACTOR_REQUIRED');
    await expectJson(as(noFactor).deposits.$get({ query: {} }), 200);
    for (const token of [buyer, warehouse]) {
      expect((await expectProblem(as(token).deposits.$get({ query: {} }), 403)).code).toBe('ROLE_FORBIDDEN');
      expect((await expectProblem(as(token).deposits[':id'].confirm.$post(id(deposit.id)), 403)).code).toBe('ROLE_FORBIDDEN');
      expect((await expectProblem(as(token).reconciliation.$get({ query: {} }), 403)).code).toBe('ROLE_FORBIDDEN');
    }
    for (const token of [vnOwner, shopper.token, 'desk.nonsense']) {
      expect((await expectProblem(as(token).deposits.$get({ query: {} }), 401)).code).toBe('UNAUTHORIZED');
      expect((await expectProblem(as(token).deposits[':id'].confirm.$post(id(deposit.id)), 401)).code).toBe('UNAUTHORIZED');
    }
    expect(await balanceOf(shopper.owner)).toEqual({ available: 0, frozen: 0 });
    for (const query of [{ status: 'LOST' }, { pageSize: '101' }, { no: 'x' }]) {
      expect((await expectProblem(world.provider.rawRequest('GET', `/desk/money/deposits?${new URLSearchParams(query)}`, { tenant: 'default', token: finance }), 400)).code)
        .toBe('VALIDATION_FAILED');
    }
    expect((await expectProblem(world.provider.rawRequest('POST', '/desk/money/deposits/0/confirm', { tenant: 'default', token: finance }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(world.provider.rawRequest('POST', '/desk/money/withdrawals/1/pay', { tenant: 'default', token: finance, json: { bankReference: 'x'.repeat(65) } }), 400)).code)
      .toBe('VALIDATION_FAILED');
  });
});

describe('reconciliation', () => {
  it('sums each UTC day\'s money and the balances by the ledger, checks every balance, and exports CSV', async () => {
    const { finance } = await theDesk();
    world.provider.clock.advance(2 * 86_400_000);
    const day = world.provider.clock.now().toISOString().slice(0, 10);
    const before = await expectJson(as(finance).reconciliation.$get({ query: { dateFrom: day, dateTo: day } }), 200);
    expect(before.days).toEqual([expect.objectContaining({ day, moneyIn: 0, moneyOut: 0 })]);
    const opening = before.days[0]!.balancesAtEnd;

    const shopper = await newShopper();
    const deposit = await bankDeposit(shopper, 40_000);
    await expectStatus(as(finance).deposits[':id'].confirm.$post(id(deposit.id)), 204);
    const out = await withdraw(shopper, 15_000);
    await expectJson(as(finance).withdrawals[':id'].approve.$post(id(out.id)), 200);
    await expectStatus(as(finance).withdrawals[':id'].pay.$post({ ...id(out.id), json: { bankReference: 'R-9' } }), 204);
    await expectJson(as(finance).adjustments.$post({ json: { email: `money${shopperCount}@example.com`, amount: -2_000, reason: 'Fee' } }), 200);

    const report = await expectJson(as(finance).reconciliation.$get({ query: { dateFrom: day, dateTo: day } }), 200);
    expect(report.days).toEqual([{
      day, moneyIn: 40_000, deposits: 40_000, externalPayments: 0, moneyOut: 15_000, refunds: 0, adjustments: -2_000, balancePayments: 0,
      balancesAtEnd: opening + 40_000 - 15_000 - 2_000, frozenAtEnd: before.days[0]!.frozenAtEnd,
    }]);
    expect(report.discrepancies).toEqual([]);

    // A balance changed around the ledger shows as a discrepancy.
    await world.provider.db.update(userAccounts).set({ balanceFen: 1 }).where(and(eq(userAccounts.tenantId, 'default'), eq(userAccounts.userId, shopper.owner.userId)));
    const broken = await expectJson(as(finance).reconciliation.$get({ query: { dateFrom: day, dateTo: day } }), 200);
    expect(broken.discrepancies).toEqual([expect.objectContaining({ userId: shopper.owner.userId, balance: 1, ledgerSum: 23_000 })]);
    await world.provider.db.update(userAccounts).set({ balanceFen: 23_000 }).where(and(eq(userAccounts.tenantId, 'default'), eq(userAccounts.userId, shopper.owner.userId)));

    const week = await expectJson(as(finance).reconciliation.$get({ query: {} }), 200);
    expect(week.days).toHaveLength(14);
    expect(week.days.at(-1)?.day).toBe(day);

    const csv = await expectStatus(as(finance)['reconciliation.csv'].$get({ query: { dateFrom: day, dateTo: day } }), 200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('day_utc,money_in_fen,deposits_fen,external_payments_fen,money_out_fen,refunds_fen,adjustments_fen,balance_payments_fen,balances_at_end_fen,frozen_at_end_fen');
    expect(lines[1]).toBe(`${day},40000,40000,0,15000,0,-2000,0,${opening + 23_000},${before.days[0]!.frozenAtEnd}`);
    expect(lines).toHaveLength(2);
    for (const query of [{ dateFrom: '2026-01-01', dateTo: '2026-12-31' }, { dateFrom: day, dateTo: '2020-01-01' }, { dateFrom: 'yesterday' }]) {
      expect((await expectProblem(as(finance).reconciliation.$get({ query }), 400)).code).toBe('VALIDATION_FAILED');
    }
  });
});
