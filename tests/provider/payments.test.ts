import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../../contract/orders';
import { Payment, PayResult } from '../../contract/payments';
import type { Problem } from '../../contract/problem';
import type { List } from '../../contract/problem';
import { LedgerPage, MonthlySummary, RefundsPage, UserAccount } from '../../contract/user-account';
import { confirmDeposit, createDeposit } from '../../provider/account/deposits';
import { decideWithdrawal, requestWithdrawal } from '../../provider/account/withdrawals';
import { accountLedger, payments, userAccounts } from '../../provider/db/schema';
import { accountDiscrepancies, type AccountOwner } from '../../provider/ledger/ledger';
import { advanceOrder, closePaidOrder, markLineOutOfStock, settlePriceDifference } from '../../provider/orders/fulfilment';
import { createPrng } from '../../provider/catalog/prng';
import { buyTees, createOrderWorld, credit, type OrderWorld, PAY_PASSWORD, payingShopper, payOrder, type Shopper } from './support/order-world';
import type { TestProvider } from './support/test-provider';

let world: OrderWorld;
let provider: TestProvider;
beforeAll(async () => {
  world = await createOrderWorld();
  provider = world.provider;
});
afterAll(() => provider.close());

const as = (shopper: Shopper) => ({ tenant: shopper.owner.tenantId, token: shopper.token });
const balanceOf = async (owner: AccountOwner) => {
  const [row] = await provider.db.select().from(userAccounts).where(and(eq(userAccounts.tenantId, owner.tenantId), eq(userAccounts.userId, owner.userId)));
  return { available: row?.balanceFen ?? 0, frozen: row?.frozenFen ?? 0 };
};
const debitsOf = async (owner: AccountOwner) => provider.db.select().from(accountLedger)
  .where(and(eq(accountLedger.tenantId, owner.tenantId), eq(accountLedger.userId, owner.userId), eq(accountLedger.kind, 'PAYMENT')));
const newShopper = (() => {
  let n = 0;
  return () => payingShopper(provider, `payer${++n}@example.com`);
})();

describe('paying from the balance', () => {
  it('20 parallel pays of one order debit it exactly once', async () => {
    const shopper = await newShopper();
    await credit(provider, shopper.owner, 100_000);
    const order = await buyTees(provider, shopper, world.warehouses.china);
    const results = await Promise.all(Array.from({ length: 20 }, () => payOrder(provider, shopper, order.id, 0)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.body.code}`))).toEqual(new Set(['409 PAYMENT_NOT_PAYABLE']));
    expect(await debitsOf(shopper.owner)).toHaveLength(1);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 100_000 - order.total, frozen: 0 });
    expect(await accountDiscrepancies(provider.db)).toEqual([]);
  });

  it('20 parallel pays of orders that together cost more than the balance never overdraw it', async () => {
    const shopper = await newShopper();
    const orders: PurchaseOrder[] = [];
    for (let i = 0; i < 20; i++) orders.push(await buyTees(provider, shopper, world.warehouses.china));
    const balance = orders[0]!.total * 7 + 100;
    await credit(provider, shopper.owner, balance);
    const results = await Promise.all(orders.map((order) => payOrder(provider, shopper, order.id, 0)));
    const paid = results.filter((result) => result.status === 200);
    expect(paid).toHaveLength(7);
    expect(results.filter((result) => result.status !== 200).every((result) => result.status === 409 && result.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 100, frozen: 0 });
    expect(await debitsOf(shopper.owner)).toHaveLength(7);
    expect(await accountDiscrepancies(provider.db)).toEqual([]);
  });

  it('pays a payment by id once per Idempotency-Key, answering the first result again', async () => {
    const shopper = await newShopper();
    await credit(provider, shopper.owner, 10_000);
    const order = await buyTees(provider, shopper, world.warehouses.china);
    const options = { ...as(shopper), json: { payPassword: PAY_PASSWORD }, headers: { 'Idempotency-Key': `pay-${order.paymentId}-attempt` } };
    const [first, second] = await Promise.all([
      provider.call<PayResult>('POST', `/front/payments/${order.paymentId}/pay`, 200, options),
      provider.call<PayResult>('POST', `/front/payments/${order.paymentId}/pay`, 200, options),
    ]);
    expect(PayResult.parse(second)).toEqual(first);
    expect(first.balance).toBe(10_000 - order.total);
    expect(await debitsOf(shopper.owner)).toHaveLength(1);
  });

  it('batch-pays all or nothing', async () => {
    const shopper = await newShopper();
    const [a, b, c] = [await buyTees(provider, shopper, world.warehouses.china), await buyTees(provider, shopper, world.warehouses.china), await buyTees(provider, shopper, world.warehouses.china)];
    await credit(provider, shopper.owner, a!.total + b!.total);
    const pay = (nos: string[], status: number) => provider.call<PayResult & Problem>('POST', '/front/payments/batch-pay', status, { ...as(shopper), json: { paymentNos: nos, payPassword: PAY_PASSWORD } });
    expect((await pay([a!.paymentNo, b!.paymentNo, c!.paymentNo], 409)).code).toBe('INSUFFICIENT_BALANCE');
    expect(await debitsOf(shopper.owner)).toHaveLength(0);
    const unpaid = await provider.call<List<Payment>>('GET', '/front/payments/unpaid', 200, as(shopper));
    expect(unpaid.items.map((payment) => payment.paymentNo).sort()).toEqual([a!.paymentNo, b!.paymentNo, c!.paymentNo].sort());
    const result = await pay([a!.paymentNo, b!.paymentNo], 200);
    expect(result).toMatchObject({ paid: a!.total + b!.total, balance: 0 });
    expect((await pay([b!.paymentNo, c!.paymentNo], 409)).code).toBe('PAYMENT_NOT_PAYABLE');
    const left = await provider.call<List<Payment>>('GET', `/front/payments/unpaid?orderType=ORDER&orderNo=${c!.orderNo}`, 200, as(shopper));
    expect(left.items.map((payment) => payment.paymentNo)).toEqual([c!.paymentNo]);
    expect((await provider.call<Problem>('POST', '/front/payments/batch-pay', 404, { ...as(world.ben), json: { paymentNos: [c!.paymentNo], payPassword: PAY_PASSWORD } })).code).toBe('NOT_FOUND');
    expect((await provider.call<Problem>('POST', '/front/payments/batch-pay', 400, { ...as(shopper), json: { paymentNos: [c!.paymentNo, c!.paymentNo], payPassword: PAY_PASSWORD } })).code).toBe('VALIDATION_FAILED');
  });

  it('locks paying for 15 minutes after 5 wrong pay passwords, for that account only', async () => {
    const shopper = await newShopper();
    const other = await newShopper();
    await credit(provider, shopper.owner, 10_000);
    await credit(provider, other.owner, 10_000);
    const order = await buyTees(provider, shopper, world.warehouses.china);
    for (let i = 0; i < 5; i++) expect((await payOrder(provider, shopper, order.id, 400, '000000')).body.code).toBe('WRONG_PAY_PASSWORD');
    const blocked = await provider.request('POST', `/front/purchase-orders/${order.id}/pay`, { ...as(shopper), json: { payPassword: PAY_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    const otherOrder = await buyTees(provider, other, world.warehouses.china);
    await payOrder(provider, other, otherOrder.id, 200);
    provider.clock.advance(15 * 60_000 + 1);
    await payOrder(provider, shopper, order.id, 200);
  });

  it('asks for a pay password before the first pay, and sets, changes and resets it', async () => {
    const session = await (await import('./support/shoppers')).signUp(provider, 'nopass@example.com');
    const shopper = { token: session.token, owner: { tenantId: 'default', userId: session.profile.id } };
    const order = await buyTees(provider, shopper, world.warehouses.china);
    expect((await payOrder(provider, shopper, order.id, 409)).body.code).toBe('PAY_PASSWORD_NOT_SET');
    expect(UserAccount.parse(await provider.call('GET', '/front/user-account/root', 200, as(shopper)))).toEqual({ available: 0, frozen: 0, currency: 'CNY', payPasswordSet: false });
    await provider.call('POST', '/front/user-account/first-set-pay-password', 200, { ...as(shopper), json: { payPassword: '111111' } });
    expect((await provider.call<Problem>('POST', '/front/user-account/first-set-pay-password', 409, { ...as(shopper), json: { payPassword: '222222' } })).code).toBe('PAY_PASSWORD_ALREADY_SET');
    expect((await provider.call<Problem>('POST', '/front/user-account/resetPayPassword', 400, { ...as(shopper), json: { oldPayPassword: '999999', newPayPassword: '222222' } })).code).toBe('WRONG_PAY_PASSWORD');
    await provider.call('POST', '/front/user-account/resetPayPassword', 200, { ...as(shopper), json: { oldPayPassword: '111111', newPayPassword: '222222' } });
    const { mailCode } = await import('./support/shoppers');
    const code = await mailCode(provider, 'nopass@example.com', 'RESET_PASSWORD', 'default', shopper.token);
    await provider.call('POST', '/front/user-account/pay-password', 200, { ...as(shopper), json: { payPassword: '333333', emailVerificationCode: code } });
    await credit(provider, shopper.owner, 10_000);
    await payOrder(provider, shopper, order.id, 200, '333333');
    expect((await provider.call<Problem>('POST', '/front/user-account/first-set-pay-password', 400, { ...as(shopper), json: { payPassword: '12345' } })).code).toBe('VALIDATION_FAILED');
  });
});

describe('refunds, price differences, deposits and withdrawals', () => {
  it('raises a price difference payable like an order, refunds a lower price and an out-of-stock line, all on the timeline and in the ledger', async () => {
    const shopper = await newShopper();
    await credit(provider, shopper.owner, 100_000);
    const order = await buyTees(provider, shopper, world.warehouses.china, 2);
    await payOrder(provider, shopper, order.id, 200);
    const now = provider.clock.now();
    const lineId = order.shops[0]!.lines[0]!.id;
    await advanceOrder(provider.db, 'default', order.id, 'PURCHASING', now);
    await expect(advanceOrder(provider.db, 'default', order.id, 'SELLER_SHIPPED', now)).rejects.toMatchObject({ problem: { status: 409, code: 'ORDER_STATE_CONFLICT' } });
    await settlePriceDifference(provider.db, 'default', lineId, 2199, now);
    const unpaid = await provider.call<List<Payment>>('GET', '/front/payments/unpaid?orderType=PRICE_DIFFERENCE', 200, as(shopper));
    expect(unpaid.items).toEqual([expect.objectContaining({ kind: 'PRICE_DIFFERENCE', amount: 400, orderNo: order.orderNo })]);
    await expect(advanceOrder(provider.db, 'default', order.id, 'PURCHASED', now)).rejects.toMatchObject({ problem: { code: 'ORDER_STATE_CONFLICT' } });
    await provider.call('POST', `/front/payments/${unpaid.items[0]!.id}/pay`, 200, { ...as(shopper), json: { payPassword: PAY_PASSWORD } });
    await settlePriceDifference(provider.db, 'default', lineId, 2099, now);
    const before = await balanceOf(shopper.owner);
    await markLineOutOfStock(provider.db, 'default', lineId, now);
    const after = await balanceOf(shopper.owner);
    const closed = await provider.call<PurchaseOrder>('GET', `/front/purchase-orders/${order.id}`, 200, as(shopper));
    expect(closed.status).toBe('CLOSED');
    // Everything paid came back: the order, the difference, less the refund of the lower price already made.
    expect(after.available - before.available + 200).toBe(order.total + 400);
    expect(closed.refunded).toBe(order.total + 400);
    expect(closed.events.map((event) => event.to)).toEqual(['WAITING_PAY', 'PAID', 'PURCHASING', 'PRICE_DIFFERENCE', 'PRICE_DIFFERENCE_PAID', 'REFUNDED', 'OUT_OF_STOCK', 'REFUNDED', 'CLOSED']);
    const refunds = RefundsPage.parse(await provider.call('GET', '/front/refunds', 200, as(shopper)));
    expect(refunds.items.map((refund) => [refund.orderNo, refund.reason])).toEqual(expect.arrayContaining([[order.orderNo, 'PRICE_DIFFERENCE'], [order.orderNo, 'OUT_OF_STOCK']]));
    const ledger = LedgerPage.parse(await provider.call('GET', '/front/user-account/transactions?kind=REFUND', 200, as(shopper)));
    expect(ledger.total).toBeGreaterThanOrEqual(2);
    const detail = await provider.call<{ orderNo: string }>('GET', `/front/user-account/queryDetail/${ledger.items[0]!.id}`, 200, as(shopper));
    expect(detail.orderNo).toBe(order.orderNo);
    expect((await provider.call<Problem>('GET', `/front/user-account/queryDetail/${ledger.items[0]!.id}`, 404, as(world.ben))).code).toBe('NOT_FOUND');
    const notices = await provider.call<List<{ title: string }>>('GET', '/front/user-notifications', 200, as(shopper));
    expect(notices.items.map((notice) => notice.title)).toContain('Payment received');
    expect(await accountDiscrepancies(provider.db)).toEqual([]);
  });

  it('credits a bank deposit once confirmed, freezes a withdrawal and unfreezes it when rejected', async () => {
    const shopper = await newShopper();
    const channels = await provider.call<List<{ channel: string }>>('GET', '/front/deposit-channels', 200, as(shopper));
    expect(channels.items.map((channel) => channel.channel)).toContain('BANK_TRANSFER');
    const deposit = await provider.call<{ id: number; status: string }>('POST', '/front/user-account/deposits', 200, { ...as(shopper), json: { channel: 'BANK_TRANSFER', amount: 50_000 } });
    expect(deposit.status).toBe('PENDING');
    expect(await balanceOf(shopper.owner)).toEqual({ available: 0, frozen: 0 });
    expect((await provider.call<Problem>('POST', '/front/user-account/certificate', 400, { ...as(shopper), json: { depositId: deposit.id, certificateKey: 'search/default/x.jpg' } })).code).toBe('VALIDATION_FAILED');
    await confirmDeposit(provider.db, 'default', deposit.id, provider.clock.now());
    await expect(confirmDeposit(provider.db, 'default', deposit.id, provider.clock.now())).rejects.toMatchObject({ problem: { status: 409 } });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 50_000, frozen: 0 });
    provider.clock.advance(1_000);
    const withdraw = (amount: number, status: number) => provider.call<{ id: number } & Problem>('POST', '/front/user-account/withdrawals', status, { ...as(shopper), json: { amount, account: 'ICBC 6222 0000 1234', payPassword: PAY_PASSWORD } });
    expect((await withdraw(50_001, 409)).code).toBe('INSUFFICIENT_BALANCE');
    const first = await withdraw(30_000, 200);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 20_000, frozen: 30_000 });
    await decideWithdrawal(provider.db, 'default', first.id, 'REJECTED', provider.clock.now());
    expect(await balanceOf(shopper.owner)).toEqual({ available: 50_000, frozen: 0 });
    provider.clock.advance(1_000);
    const second = await withdraw(10_000, 200);
    await decideWithdrawal(provider.db, 'default', second.id, 'COMPLETED', provider.clock.now());
    await expect(decideWithdrawal(provider.db, 'default', second.id, 'REJECTED', provider.clock.now())).rejects.toMatchObject({ problem: { status: 409 } });
    expect(await balanceOf(shopper.owner)).toEqual({ available: 40_000, frozen: 0 });
    const operations = await provider.call<List<{ type: string; status: string }>>('GET', '/front/user-account/operations', 200, as(shopper));
    expect(operations.items.map((operation) => `${operation.type} ${operation.status}`)).toEqual(['WITHDRAWAL COMPLETED', 'WITHDRAWAL REJECTED', 'DEPOSIT CONFIRMED']);
    const summary = MonthlySummary.parse(await provider.call('GET', '/front/user-account/querySummary?months=3', 200, as(shopper)));
    expect(summary.months).toHaveLength(3);
    expect(summary.months.at(-1)).toMatchObject({ month: '2026-03', deposited: 50_000, spent: 0 });
    expect(await accountDiscrepancies(provider.db)).toEqual([]);
  });
});

describe('a randomized run of 1,000 operations', () => {
  it('keeps every balance equal to its ledger sum and never negative', { timeout: 600_000 }, async () => {
    const { next: random } = createPrng(20261123);
    const shoppers = [await newShopper(), await newShopper(), await newShopper()];
    for (const shopper of shoppers) await credit(provider, shopper.owner, 20_000);
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
      const now = provider.clock.now();
      const roll = random();
      const known = orders.length > 0 ? pick(orders)! : null;
      if (roll < 0.25 || !known) {
        const order = await buyTees(provider, shopper, world.warehouses.china, 1 + Math.floor(random() * 3));
        orders.push({ shopper, order });
        return 'buy 200';
      }
      if (roll < 0.5) return `pay ${(await payOrder(provider, known.shopper, known.order.id, 0)).status}`;
      if (roll < 0.55) return `cancel ${(await provider.request('POST', `/front/purchase-orders/${known.order.id}/close`, as(known.shopper))).status}`;
      const agent = async (step: () => Promise<unknown>) => {
        try {
          await step();
          return '200';
        } catch (error) {
          return String(refused(error));
        }
      };
      const lineId = known.order.shops[0]!.lines[0]!.id;
      if (roll < 0.62) return `out-of-stock ${await agent(() => markLineOutOfStock(provider.db, 'default', lineId, now))}`;
      if (roll < 0.69) return `price ${await agent(() => settlePriceDifference(provider.db, 'default', lineId, 1500 + Math.floor(random() * 1000), now))}`;
      if (roll < 0.74) return `close-paid ${await agent(() => closePaidOrder(provider.db, 'default', known.order.id, 'Seller closed the shop', now))}`;
      if (roll < 0.78) {
        const unpaid = await provider.call<List<Payment>>('GET', '/front/payments/unpaid?orderType=PRICE_DIFFERENCE', 200, as(shopper));
        if (unpaid.items.length === 0) return 'difference none';
        const response = await provider.request('POST', `/front/payments/${unpaid.items[0]!.id}/pay`, { ...as(shopper), json: { payPassword: PAY_PASSWORD } });
        return `difference ${response.status}`;
      }
      if (roll < 0.84) {
        const deposit = await createDeposit(provider.db, { id: 'default', name: 'T' }, shopper.owner, { channel: 'BANK_TRANSFER', amount: 1_000 + Math.floor(random() * 9_000), remark: '' }, now);
        depositIds.push(deposit.id);
        return 'deposit 200';
      }
      if (roll < 0.89 && depositIds.length > 0) return `confirm ${await agent(() => confirmDeposit(provider.db, 'default', pick(depositIds)!, now))}`;
      if (roll < 0.95) {
        const result = await agent(async () => withdrawalIds.push((await requestWithdrawal(provider.db, shopper.owner, 100 + Math.floor(random() * 8_000), 'Bank', now)).id));
        return `withdraw ${result}`;
      }
      if (withdrawalIds.length === 0) return 'decide none';
      return `decide ${await agent(() => decideWithdrawal(provider.db, 'default', pick(withdrawalIds)!, random() < 0.5 ? 'COMPLETED' : 'REJECTED', now))}`;
    };
    for (let done = 0; done < 1000; done += 4) {
      for (const outcome of await Promise.all([operation(), operation(), operation(), operation()])) statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((outcome) => /^[\w-]+ (200|404|409|none)$/.test(outcome))).toBe(true);
    expect(statuses.get('pay 200')).toBeGreaterThan(10);
    expect(await accountDiscrepancies(provider.db)).toEqual([]);
    for (const shopper of shoppers) {
      const { available, frozen } = await balanceOf(shopper.owner);
      expect(available).toBeGreaterThanOrEqual(0);
      expect(frozen).toBeGreaterThanOrEqual(0);
    }
    // Each paid payment was debited exactly once, and no unpaid one at all.
    const debits = await provider.db.select({ reference: accountLedger.reference }).from(accountLedger).where(eq(accountLedger.kind, 'PAYMENT'));
    const paidByBalance = await provider.db.select({ paymentNo: payments.paymentNo }).from(payments).where(eq(payments.method, 'BALANCE'));
    expect(debits.map((debit) => debit.reference).sort()).toEqual(paidByBalance.map((payment) => payment.paymentNo).sort());
  });
});
