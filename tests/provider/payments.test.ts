import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../../contract/orders';
import { PayResult } from '../../contract/payments';
import { LedgerPage, MonthlySummary, RefundsPage, UserAccount } from '../../contract/user-account';
import { confirmDeposit, createDeposit } from '../../provider/account/deposits';
import { approveWithdrawalIn, payOutWithdrawalIn, rejectWithdrawalIn, requestWithdrawal } from '../../provider/account/withdrawals';
import { accountLedger, payments, userAccounts } from '../../provider/db/schema';
import type { AccountOwner } from '../../provider/db/ownership';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { advanceOrder, closePaidOrder, markLineOutOfStock, settlePriceDifference } from '../../provider/orders/fulfilment';
import { createPrng } from '../../provider/catalog/prng';
import { createPayment } from '../../provider/payments/payment-records';
import { param, problemCode } from './support/cart-catalog';
import { buyTees, callerOf, credit, PAY_PASSWORD, payingShopper, payOrder, type Shopper, orderWorldOfFile } from './support/order-world';
import { expectJson } from './support/test-provider';

const world = orderWorldOfFile();

const as = (shopper: Shopper) => world.provider.api(callerOf(shopper)).front;
const balanceOf = async (owner: AccountOwner) => {
  const [row] = await world.provider.db.select().from(userAccounts).where(and(eq(userAccounts.tenantId, owner.tenantId), eq(userAccounts.userId, owner.userId)));
  return { available: row?.balanceFen ?? 0, frozen: row?.frozenFen ?? 0 };
};
const debitsOf = async (owner: AccountOwner) => world.provider.db.select().from(accountLedger)
  .where(and(eq(accountLedger.tenantId, owner.tenantId), eq(accountLedger.userId, owner.userId), eq(accountLedger.kind, 'PAYMENT')));
const newShopper = (() => {
  let n = 0;
  return () => payingShopper(world.provider, `payer${++n}@example.com`);
})();

describe('paying from the balance', () => {
  it('20 parallel pays of one order debit it exactly once', async () => {
    const shopper = await newShopper();
    await credit(world.provider, shopper.owner, 100_000);
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    const results = await Promise.all(Array.from({ length: 20 }, () => payOrder(world.provider, shopper, order.id, 0)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.body.code}`))).toEqual(new Set(['409 PAYMENT_NOT_PAYABLE']));
    expect(await debitsOf(shopper.owner)).toHaveLength(1);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 100_000 - order.total, frozen: 0 });
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });

  it('20 parallel pays of orders that together cost more than the balance never overdraw it', async () => {
    const shopper = await newShopper();
    const orders: PurchaseOrder[] = [];
    for (let i = 0; i < 20; i++) orders.push(await buyTees(world.provider, shopper, world.warehouses.china));
    const balance = orders[0]!.total * 7 + 100;
    await credit(world.provider, shopper.owner, balance);
    const results = await Promise.all(orders.map((order) => payOrder(world.provider, shopper, order.id, 0)));
    const paid = results.filter((result) => result.status === 200);
    expect(paid).toHaveLength(7);
    expect(results.filter((result) => result.status !== 200).every((result) => result.status === 409 && result.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 100, frozen: 0 });
    expect(await debitsOf(shopper.owner)).toHaveLength(7);
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });

  it('pays a payment by id once per Idempotency-Key, answering the first result again', async () => {
    const shopper = await newShopper();
    await credit(world.provider, shopper.owner, 10_000);
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    const pay = () => expectJson(as(shopper).payments[':id'].pay.$post({
      ...param(order.paymentId), header: { 'idempotency-key': `pay-${order.paymentId}-attempt` }, json: { payPassword: PAY_PASSWORD },
    }), 200);
    const [first, second] = await Promise.all([pay(), pay()]);
    expect(PayResult.parse(second)).toEqual(first);
    expect(first.balance).toBe(10_000 - order.total);
    expect(await debitsOf(shopper.owner)).toHaveLength(1);
  });

  it('batch-pays all or nothing', async () => {
    const shopper = await newShopper();
    const [a, b, c] = [await buyTees(world.provider, shopper, world.warehouses.china), await buyTees(world.provider, shopper, world.warehouses.china), await buyTees(world.provider, shopper, world.warehouses.china)];
    await credit(world.provider, shopper.owner, a.total + b.total);
    const pay = (nos: string[], caller = shopper) => as(caller).payments['batch-pay'].$post({ header: {}, json: { paymentNos: nos, payPassword: PAY_PASSWORD } });
    expect(await problemCode(pay([a.paymentNo, b.paymentNo, c.paymentNo]), 409)).toBe('INSUFFICIENT_BALANCE');
    expect(await debitsOf(shopper.owner)).toHaveLength(0);
    const unpaid = await expectJson(as(shopper).payments.unpaid.$get({ query: {} }), 200);
    expect(unpaid.items.map((payment) => payment.paymentNo).sort()).toEqual([a.paymentNo, b.paymentNo, c.paymentNo].sort());
    const result = await expectJson(pay([a.paymentNo, b.paymentNo]), 200);
    expect(result).toMatchObject({ paid: a.total + b.total, balance: 0 });
    expect(await problemCode(pay([b.paymentNo, c.paymentNo]), 409)).toBe('PAYMENT_NOT_PAYABLE');
    const left = await expectJson(as(shopper).payments.unpaid.$get({ query: { orderType: 'ORDER', orderNo: c.orderNo } }), 200);
    expect(left.items.map((payment) => payment.paymentNo)).toEqual([c.paymentNo]);
    expect(await problemCode(pay([c.paymentNo], world.ben), 404)).toBe('NOT_FOUND');
    expect(await problemCode(pay([c.paymentNo, c.paymentNo]), 400)).toBe('VALIDATION_FAILED');
  });

  it('locks paying for 15 minutes after 5 wrong pay passwords, for that account only', async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    await credit(world.provider, shopper.owner, 10_000);
    await credit(world.provider, other.owner, 10_000);
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    // Each wrong try says how many are left before paying locks (docs/product.md, "Payments").
    for (const triesLeft of [4, 3, 2, 1, 0]) {
      expect((await payOrder(world.provider, shopper, order.id, 400, '000000')).body).toMatchObject({ code: 'WRONG_PAY_PASSWORD', triesLeft });
    }
    const blocked = await as(shopper)['purchase-orders'][':id'].pay.$post({ ...param(order.id), header: {}, json: { payPassword: PAY_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    const otherOrder = await buyTees(world.provider, other, world.warehouses.china);
    await payOrder(world.provider, other, otherOrder.id, 200);
    world.provider.clock.advance(15 * 60_000 + 1);
    await payOrder(world.provider, shopper, order.id, 200);
  });

  it('asks for a pay password before the first pay, and sets, changes and resets it', async () => {
    const session = await (await import('./support/shoppers')).signUp(world.provider, 'nopass@example.com');
    const shopper = { token: session.token, owner: { tenantId: 'default', userId: session.profile.id } };
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    expect((await payOrder(world.provider, shopper, order.id, 409)).body.code).toBe('PAY_PASSWORD_NOT_SET');
    const account = () => as(shopper)['user-account'];
    expect(UserAccount.parse(await expectJson(account().root.$get(), 200))).toEqual({ available: 0, frozen: 0, currency: 'CNY', payPasswordSet: false });
    await expectJson(account()['first-set-pay-password'].$post({ json: { payPassword: '111111' } }), 200);
    expect(await problemCode(account()['first-set-pay-password'].$post({ json: { payPassword: '222222' } }), 409)).toBe('PAY_PASSWORD_ALREADY_SET');
    expect(await problemCode(account().resetPayPassword.$post({ json: { oldPayPassword: '999999', newPayPassword: '222222' } }), 400)).toBe('WRONG_PAY_PASSWORD');
    await expectJson(account().resetPayPassword.$post({ json: { oldPayPassword: '111111', newPayPassword: '222222' } }), 200);
    const { mailCode } = await import('./support/shoppers');
    const code = await mailCode(world.provider, 'nopass@example.com', 'RESET_PASSWORD', 'default', shopper.token);
    await expectJson(account()['pay-password'].$post({ json: { payPassword: '333333', emailVerificationCode: code } }), 200);
    await credit(world.provider, shopper.owner, 10_000);
    await payOrder(world.provider, shopper, order.id, 200, '333333');
    expect(await problemCode(account()['first-set-pay-password'].$post({ json: { payPassword: '12345' } }), 400)).toBe('VALIDATION_FAILED');
  });
});

describe('money the shopper has to pay, and what the ledger rows were for', () => {
  it('an unpaid price difference is due on its order and its card and counted for the account menu, until paid; timelines name amounts, not payment numbers', async () => {
    const shopper = await newShopper();
    await credit(world.provider, shopper.owner, 100_000);
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    const dueCount = async () => (await expectJson(as(shopper)['user-events'].counts.$get({ query: {} }), 200)).paymentsToPay;
    // An unpaid order is something to pay too.
    expect(order.due).toEqual([expect.objectContaining({ kind: 'ORDER', amount: order.total, paymentId: order.paymentId })]);
    expect(await dueCount()).toBe(1);
    await payOrder(world.provider, shopper, order.id, 200);
    expect(await dueCount()).toBe(0);
    const lineId = order.shops[0]!.lines[0]!.id;
    await settlePriceDifference(world.provider.db, 'default', lineId, 2_299, world.provider.clock.now());

    const raised = await expectJson(as(shopper)['purchase-orders'][':id'].$get(param(order.id)), 200);
    expect(raised.due).toEqual([expect.objectContaining({ kind: 'PRICE_DIFFERENCE', amount: 300, priceChange: { from: 1_999, to: 2_299, quantity: 1 } })]);
    const listed = await expectJson(as(shopper)['purchase-orders'].search.$get({ query: {} }), 200);
    expect(listed.items.find((item) => item.id === order.id)?.due.map((due) => due.amount)).toEqual([300]);
    expect(await dueCount()).toBe(1);
    // A deposit by card waiting for its provider is the shopper's own top-up, not a task.
    await createPayment(world.provider.db, shopper.owner, { kind: 'DEPOSIT', orderId: null, amountFen: 10_000 }, world.provider.clock.now());
    expect(await dueCount()).toBe(1);

    await expectJson(as(shopper).payments[':id'].pay.$post({ ...param(raised.due[0]!.paymentId), header: {}, json: { payPassword: PAY_PASSWORD } }), 200);
    const paid = await expectJson(as(shopper)['purchase-orders'][':id'].$get(param(order.id)), 200);
    expect(paid.due).toEqual([]);
    expect(await dueCount()).toBe(0);
    // The timeline carries values, not text: the amounts in fen and the price change, which each page words in its language.
    expect(JSON.stringify(paid.events)).not.toMatch(/PM\d/);
    expect(paid.events.filter((event) => event.to === 'PAID' || event.to === 'PRICE_DIFFERENCE_PAID').map((event) => event.note))
      .toEqual([{ key: 'AMOUNT', values: { amount: order.total } }, { key: 'AMOUNT', values: { amount: 300 } }]);
    expect(paid.events.find((event) => event.to === 'PRICE_DIFFERENCE')).toMatchObject({
      note: { key: 'PRICE_CHANGE', values: { from: 1_999, to: 2_299, quantity: 1 } }, legacyNote: '',
    });
  });

  it('each ledger row names the order, deposit or withdrawal it was for, with its id to link to', async () => {
    const shopper = await newShopper();
    const deposit = await expectJson(as(shopper)['user-account'].deposits.$post({ json: { channel: 'BANK_TRANSFER', amount: 50_000 } }), 200);
    await confirmDeposit(world.provider.db, 'default', deposit.id, world.provider.clock.now());
    const order = await buyTees(world.provider, shopper, world.warehouses.china);
    await payOrder(world.provider, shopper, order.id, 200);
    await closePaidOrder(world.provider.db, 'default', order.id, 'The shop closed', world.provider.clock.now());
    const withdrawal = await expectJson(as(shopper)['user-account'].withdrawals.$post({ json: { amount: 1_000, account: 'ICBC 6222 0000 1234', payPassword: PAY_PASSWORD } }), 200);

    const ledger = LedgerPage.parse(await expectJson(as(shopper)['user-account'].transactions.$get({ query: {} }), 200));
    expect(ledger.items.map((row) => [row.kind, row.subject])).toEqual([
      ['WITHDRAWAL_FREEZE', { type: 'WITHDRAWAL', id: withdrawal.id, no: withdrawal.withdrawalNo }],
      ['REFUND', { type: 'ORDER', id: order.id, no: order.orderNo }],
      ['PAYMENT', { type: 'ORDER', id: order.id, no: order.orderNo }],
      ['DEPOSIT', { type: 'DEPOSIT', id: deposit.id, no: deposit.depositNo }],
    ]);
    const detail = await expectJson(as(shopper)['user-account'].queryDetail[':id'].$get(param(ledger.items[2]!.id)), 200);
    expect(detail.subject).toEqual({ type: 'ORDER', id: order.id, no: order.orderNo });
  });
});

describe('refunds, price differences, deposits and withdrawals', () => {
  it('raises a price difference payable like an order, refunds a lower price and an out-of-stock line, all on the timeline and in the ledger', async () => {
    const shopper = await newShopper();
    await credit(world.provider, shopper.owner, 100_000);
    const order = await buyTees(world.provider, shopper, world.warehouses.china, 2);
    await payOrder(world.provider, shopper, order.id, 200);
    const now = world.provider.clock.now();
    const lineId = order.shops[0]!.lines[0]!.id;
    await advanceOrder(world.provider.db, 'default', order.id, 'PURCHASING', now);
    await expect(advanceOrder(world.provider.db, 'default', order.id, 'SELLER_SHIPPED', now)).rejects.toMatchObject({ problem: { status: 409, code: 'ORDER_STATE_CONFLICT' } });
    await settlePriceDifference(world.provider.db, 'default', lineId, 2199, now);
    const unpaid = await expectJson(as(shopper).payments.unpaid.$get({ query: { orderType: 'PRICE_DIFFERENCE' } }), 200);
    expect(unpaid.items).toEqual([expect.objectContaining({ kind: 'PRICE_DIFFERENCE', amount: 400, orderNo: order.orderNo })]);
    await expect(advanceOrder(world.provider.db, 'default', order.id, 'PURCHASED', now)).rejects.toMatchObject({ problem: { code: 'ORDER_STATE_CONFLICT' } });
    await expectJson(as(shopper).payments[':id'].pay.$post({ ...param(unpaid.items[0]!.id), header: {}, json: { payPassword: PAY_PASSWORD } }), 200);
    await settlePriceDifference(world.provider.db, 'default', lineId, 2099, now);
    const before = await balanceOf(shopper.owner);
    await markLineOutOfStock(world.provider.db, 'default', lineId, now);
    const after = await balanceOf(shopper.owner);
    const closed = await expectJson(as(shopper)['purchase-orders'][':id'].$get(param(order.id)), 200);
    expect(closed.status).toBe('CLOSED');
    // Everything paid came back: the order, the difference, less the refund of the lower price already made.
    expect(after.available - before.available + 200).toBe(order.total + 400);
    expect(closed.refunded).toBe(order.total + 400);
    expect(closed.events.map((event) => event.to)).toEqual(['WAITING_PAY', 'PAID', 'PURCHASING', 'PRICE_DIFFERENCE', 'PRICE_DIFFERENCE_PAID', 'REFUNDED', 'OUT_OF_STOCK', 'REFUNDED', 'CLOSED']);
    const refunds = RefundsPage.parse(await expectJson(as(shopper).refunds.$get({ query: {} }), 200));
    expect(refunds.items.map((refund) => [refund.orderNo, refund.reason])).toEqual(expect.arrayContaining([[order.orderNo, 'PRICE_DIFFERENCE'], [order.orderNo, 'OUT_OF_STOCK']]));
    const ledger = LedgerPage.parse(await expectJson(as(shopper)['user-account'].transactions.$get({ query: { kind: 'REFUND' } }), 200));
    expect(ledger.total).toBeGreaterThanOrEqual(2);
    const detail = await expectJson(as(shopper)['user-account'].queryDetail[':id'].$get(param(ledger.items[0]!.id)), 200);
    expect(detail.orderNo).toBe(order.orderNo);
    expect(await problemCode(as(world.ben)['user-account'].queryDetail[':id'].$get(param(ledger.items[0]!.id)), 404)).toBe('NOT_FOUND');
    const notices = await expectJson(as(shopper)['user-notifications'].$get({ query: {} }), 200);
    expect(notices.items.map((item) => item.notice?.kind)).toContain('PAYMENT_RECEIVED');
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });

  it('credits a bank deposit once confirmed, freezes a withdrawal and unfreezes it when rejected', async () => {
    const shopper = await newShopper();
    const channels = await expectJson(as(shopper)['deposit-channels'].$get(), 200);
    expect(channels.items.map((channel) => channel.channel)).toContain('BANK_TRANSFER');
    const deposit = await expectJson(as(shopper)['user-account'].deposits.$post({ json: { channel: 'BANK_TRANSFER', amount: 50_000 } }), 200);
    expect(deposit.status).toBe('PENDING');
    expect(await balanceOf(shopper.owner)).toEqual({ available: 0, frozen: 0 });
    expect(await problemCode(as(shopper)['user-account'].certificate.$post({ json: { depositId: deposit.id, certificateKey: 'search/default/x.jpg' } }), 400)).toBe('VALIDATION_FAILED');
    await confirmDeposit(world.provider.db, 'default', deposit.id, world.provider.clock.now());
    await expect(confirmDeposit(world.provider.db, 'default', deposit.id, world.provider.clock.now())).rejects.toMatchObject({ problem: { status: 409 } });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 50_000, frozen: 0 });
    world.provider.clock.advance(1_000);
    const withdraw = (amount: number) => as(shopper)['user-account'].withdrawals.$post({ json: { amount, account: 'ICBC 6222 0000 1234', payPassword: PAY_PASSWORD } });
    expect(await problemCode(withdraw(50_001), 409)).toBe('INSUFFICIENT_BALANCE');
    const first = await expectJson(withdraw(30_000), 200);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 20_000, frozen: 30_000 });
    await world.provider.db.transaction((tx) => rejectWithdrawalIn(tx, 'default', first.id, 'Account closed', world.provider.clock.now()));
    expect(await balanceOf(shopper.owner)).toEqual({ available: 50_000, frozen: 0 });
    world.provider.clock.advance(1_000);
    const second = await expectJson(withdraw(10_000), 200);
    const step = (run: (tx: typeof world.provider.db) => Promise<unknown>) => world.provider.db.transaction(run);
    await expect(step((tx) => payOutWithdrawalIn(tx, 'default', second.id, 'BANK-1', world.provider.clock.now()))).rejects.toMatchObject({ problem: { status: 409 } });
    await step((tx) => approveWithdrawalIn(tx, 'default', second.id, world.provider.clock.now()));
    await step((tx) => payOutWithdrawalIn(tx, 'default', second.id, 'BANK-1', world.provider.clock.now()));
    await expect(step((tx) => rejectWithdrawalIn(tx, 'default', second.id, 'Too late', world.provider.clock.now()))).rejects.toMatchObject({ problem: { status: 409 } });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 40_000, frozen: 0 });
    const operations = await expectJson(as(shopper)['user-account'].operations.$get({ query: {} }), 200);
    expect(operations.items.map((operation) => `${operation.type} ${operation.status}`)).toEqual(['WITHDRAWAL COMPLETED', 'WITHDRAWAL REJECTED', 'DEPOSIT CONFIRMED']);
    const summary = MonthlySummary.parse(await expectJson(as(shopper)['user-account'].querySummary.$get({ query: { months: '3' } }), 200));
    expect(summary.months).toHaveLength(3);
    expect(summary.months.at(-1)).toMatchObject({ month: '2026-03', deposited: 50_000, spent: 0 });
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });
});

describe('a randomized run of 1,000 operations', () => {
  it('keeps every balance equal to its ledger sum and never negative', { timeout: 600_000 }, async () => {
    const { next: random } = createPrng(20261123);
    const shoppers = [await newShopper(), await newShopper(), await newShopper()];
    for (const shopper of shoppers) await credit(world.provider, shopper.owner, 20_000);
    const orders: { shopper: Shopper; order: PurchaseOrder }[] = [];
    const withdrawalIds: number[] = [];
    const depositIds: number[] = [];
    const statuses = new Map<string, number>();
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const refused = (error: unknown) => {
      const status = (error as { problem?: { status: number } }).problem?.status;
      if (status !== 409 && status !== 404) throw error;
      return status;
    };
    const operation = async (): Promise<string> => {
      const shopper = pick(shoppers)!;
      const now = world.provider.clock.now();
      const roll = random();
      const known = orders.length > 0 ? pick(orders)! : null;
      if (roll < 0.25 || !known) {
        const order = await buyTees(world.provider, shopper, world.warehouses.china, 1 + Math.floor(random() * 3));
        orders.push({ shopper, order });
        return 'buy 200';
      }
      if (roll < 0.5) return `pay ${(await payOrder(world.provider, known.shopper, known.order.id, 0)).status}`;
      if (roll < 0.55) return `cancel ${(await as(known.shopper)['purchase-orders'][':id'].close.$post(param(known.order.id))).status}`;
      const agent = async (step: () => Promise<unknown>) => {
        try {
          await step();
          return '200';
        } catch (error) {
          return String(refused(error));
        }
      };
      const lineId = known.order.shops[0]!.lines[0]!.id;
      if (roll < 0.62) return `out-of-stock ${await agent(() => markLineOutOfStock(world.provider.db, 'default', lineId, now))}`;
      if (roll < 0.69) return `price ${await agent(() => settlePriceDifference(world.provider.db, 'default', lineId, 1500 + Math.floor(random() * 1000), now))}`;
      if (roll < 0.74) return `close-paid ${await agent(() => closePaidOrder(world.provider.db, 'default', known.order.id, 'Seller closed the shop', now))}`;
      if (roll < 0.78) {
        const unpaid = await expectJson(as(shopper).payments.unpaid.$get({ query: { orderType: 'PRICE_DIFFERENCE' } }), 200);
        if (unpaid.items.length === 0) return 'difference none';
        const response = await as(shopper).payments[':id'].pay.$post({ ...param(unpaid.items[0]!.id), header: {}, json: { payPassword: PAY_PASSWORD } });
        return `difference ${response.status}`;
      }
      if (roll < 0.84) {
        const deposit = await createDeposit(world.provider, shopper.owner, { channel: 'BANK_TRANSFER', amount: 1_000 + Math.floor(random() * 9_000), remark: '' }, now);
        depositIds.push(deposit.id);
        return 'deposit 200';
      }
      if (roll < 0.89 && depositIds.length > 0) return `confirm ${await agent(() => confirmDeposit(world.provider.db, 'default', pick(depositIds)!, now))}`;
      if (roll < 0.95) {
        const result = await agent(async () => withdrawalIds.push((await requestWithdrawal(world.provider.db, shopper.owner, 100 + Math.floor(random() * 8_000), 'Bank', now)).id));
        return `withdraw ${result}`;
      }
      if (withdrawalIds.length === 0) return 'decide none';
      const withdrawalId = pick(withdrawalIds)!;
      const roll2 = random();
      return `decide ${await agent(() => world.provider.db.transaction((tx) => (roll2 < 0.4 ? approveWithdrawalIn(tx, 'default', withdrawalId, now)
        : roll2 < 0.7 ? payOutWithdrawalIn(tx, 'default', withdrawalId, 'BANK', now) : rejectWithdrawalIn(tx, 'default', withdrawalId, 'No', now))))}`;
    };
    for (let done = 0; done < 1000; done += 4) {
      for (const outcome of await Promise.all([operation(), operation(), operation(), operation()])) statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((outcome) => /^[\w-]+ (200|404|409|none)$/.test(outcome))).toBe(true);
    expect(statuses.get('pay 200')).toBeGreaterThan(10);
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
    for (const shopper of shoppers) {
      const { available, frozen } = await balanceOf(shopper.owner);
      expect(available).toBeGreaterThanOrEqual(0);
      expect(frozen).toBeGreaterThanOrEqual(0);
    }
    // Each paid payment was debited exactly once, and no unpaid one at all.
    const debits = await world.provider.db.select({ reference: accountLedger.reference }).from(accountLedger).where(eq(accountLedger.kind, 'PAYMENT'));
    const paidByBalance = await world.provider.db.select({ paymentNo: payments.paymentNo }).from(payments).where(eq(payments.method, 'BALANCE'));
    expect(debits.map((debit) => debit.reference).sort()).toEqual(paidByBalance.map((payment) => payment.paymentNo).sort());
  });
});
