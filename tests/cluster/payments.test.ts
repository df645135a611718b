import { describe, expect, it } from 'vitest';
import {
  type Answer, balanceOf, buyNow, call, cluster, discrepancies, expectJson, goods, ledgerOf, newShopper, outcome, payOrder, rowsOf, type Shopper, waitFor,
} from './support/cluster-api';
import { sql } from 'drizzle-orm';
import { PurchaseOrder } from '../../contract/orders';
import { Deposit } from '../../contract/user-account';

/** The two provider processes, taken in turn: request i goes to provider i % 2. */
const providerFor = (i: number): string => cluster().providers[i % 2]!;

describe('payments across two provider processes on one PostgreSQL', () => {
  it('20 parallel pays of one order, alternating between the providers, debit it exactly once', async () => {
    const stock = await goods(1);
    const shopper = await newShopper(providerFor(0), 100_000);
    const order = expectJson(await buyNow(providerFor(0), shopper, stock, stock.skus[0]!), 200, PurchaseOrder, 'buy');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => payOrder(providerFor(i), shopper, order.id)));
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    // Every other pay is refused as already paid, whichever provider it reached.
    expect(new Set(answers.filter((answer) => answer.status !== 200).map(outcome))).toEqual(new Set(['409 PAYMENT_NOT_PAYABLE']));
    const debits = (await ledgerOf(shopper.owner)).filter((row) => row.kind === 'PAYMENT');
    expect(debits.map((row) => row.amountFen)).toEqual([-order.total]);
    expect(await balanceOf(shopper.owner)).toEqual({ available: 100_000 - order.total, frozen: 0 });
    expect(await discrepancies()).toEqual([]);
  });

  it('a randomized run of deposits, orders, pays and closes over both providers keeps every balance equal to its ledger, none negative', async () => {
    const random = mulberry32(Number(process.env['CLUSTER_SEED'] || 20261123));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const stock = await goods(20);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 4; i++) shoppers.push(await newShopper(providerFor(i), Math.floor(random() * 30_000)));
    const orders: { shopper: Shopper; id: number }[] = [];
    const deposits: number[] = [];
    const counts: Record<string, number> = {};
    const step = async (n: number): Promise<Answer> => {
      const shopper = pick(shoppers);
      const origin = providerFor(n);
      const own = orders.filter((order) => order.shopper === shopper);
      const roll = random();
      const kind = roll < 0.15 ? 'deposit' : roll < 0.45 || own.length === 0 ? 'order' : roll < 0.85 ? 'pay' : 'close';
      counts[kind] = (counts[kind] ?? 0) + 1;
      if (kind === 'deposit') {
        const answer = await call(origin, 'POST', '/front/user-account/deposits', { token: shopper.token, json: { channel: 'BANK_TRANSFER', amount: 1_000 + Math.floor(random() * 20_000) } });
        if (answer.status === 200) deposits.push(Deposit.parse(answer.body).id);
        return answer;
      }
      if (kind === 'order') {
        const answer = await buyNow(origin, shopper, stock, pick(stock.skus));
        if (answer.status === 200) orders.push({ shopper, id: PurchaseOrder.parse(answer.body).id });
        return answer;
      }
      const order = pick(own);
      return kind === 'pay' ? payOrder(origin, shopper, order.id) : call(origin, 'POST', `/front/purchase-orders/${order.id}/close`, { token: shopper.token });
    };
    // 120 steps, 6 at a time: the same shopper's pays, closes and deposits race on both providers.
    const answers: Answer[] = [];
    for (let round = 0; round < 20; round++) {
      answers.push(...await Promise.all(Array.from({ length: 6 }, (_, i) => step(round * 6 + i))));
      expect(await discrepancies()).toEqual([]);
    }
    // Refusals are the business's (no money, already paid or closed), never a failure.
    const statuses = new Set(answers.map(outcome));
    for (const status of statuses) expect(['200', '409 INSUFFICIENT_BALANCE', '409 PAYMENT_NOT_PAYABLE', '409 ORDER_STATE_CONFLICT']).toContain(status);
    expect(counts['pay']).toBeGreaterThan(10);

    // The demo worker (on both providers) confirms the bank deposits: each credited once.
    await waitFor('every deposit confirmed', async () => {
      const rows = await rowsOf<{ pending: number }>(sql`select count(*)::int as pending from deposits where id in ${deposits} and status = 'PENDING'`);
      return rows[0]?.pending === 0;
    });
    const credited = await rowsOf<{ reference: string; n: number }>(sql`
      select d.deposit_no as reference, count(l.id)::int as n from deposits d
      left join account_ledger l on l.tenant_id = d.tenant_id and l.reference_type = 'DEPOSIT' and l.reference = d.deposit_no
      where d.id in ${deposits} group by d.deposit_no`);
    expect(credited.filter((row) => row.n !== 1)).toEqual([]);
    expect(credited).toHaveLength(deposits.length);
    // Every paid payment of these shoppers has exactly one debit, and nothing else was debited.
    const debits = await rowsOf<{ payment_no: string; n: number }>(sql`
      select p.payment_no, count(l.id)::int as n from payments p
      left join account_ledger l on l.tenant_id = p.tenant_id and l.reference_type = 'PAYMENT' and l.reference = p.payment_no and l.kind = 'PAYMENT'
      where p.tenant_id = 'default' and p.user_id in ${shoppers.map((shopper) => shopper.owner.userId)}
      group by p.payment_no, p.status having count(l.id) <> (case when p.status = 'PAID' then 1 else 0 end)`);
    expect(debits).toEqual([]);
    for (const shopper of shoppers) {
      const balance = await balanceOf(shopper.owner);
      expect(balance.available).toBeGreaterThanOrEqual(0);
      expect(balance.available).toBe((await ledgerOf(shopper.owner)).reduce((sum, row) => sum + row.amountFen, 0));
    }
    expect(await discrepancies()).toEqual([]);
  });
});

/** A small seeded PRNG (mulberry32): the same seed replays the same run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
