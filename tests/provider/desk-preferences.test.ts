import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../contract/desk';
import type { DeskPreferences } from '../../contract/desk-preferences';
import { purchaseOrders, tenants } from '../../provider/db/schema';
import { addSecondFactor as enrol, firstOwner as ownerOf, lastAudit, newOperator } from './support/operators';
import { buyTees, callerOf, orderWorldOfFile } from './support/order-world';
import { expectJson, expectProblem } from './support/test-provider';

const world = orderWorldOfFile();
const firstOwner = (tenant: string) => ownerOf(world.provider, tenant);
const addSecondFactor = (token: string) => enrol(world.provider, token);

interface Desk { owner: string; noFactor: string; others: Record<Exclude<OperatorRole, 'OWNER'>, string>; vnOwner: string }
let desk: Desk | undefined;

/** The owner with a second factor, a second owner without one, one operator of every other role, and vn's owner. */
async function theDesk(): Promise<Desk> {
  if (desk) return desk;
  const owner = await firstOwner('default');
  const make = async (email: string, role: OperatorRole) => (await newOperator(world.provider, owner, email, role)).token;
  desk = {
    owner, noFactor: await make('owner2@example.com', 'OWNER'), vnOwner: await firstOwner('vn'),
    others: { BUYER: await make('b@example.com', 'BUYER'), WAREHOUSE: await make('w@example.com', 'WAREHOUSE'), FINANCE: await make('f@example.com', 'FINANCE'), CONTENT: await make('c@example.com', 'CONTENT') },
  };
  await addSecondFactor(owner);
  return desk;
}

const settings = (token: string, tenant = 'default') => world.provider.api({ tenant, token }).desk.settings;
const siteVersion = async () => (await world.provider.db.select({ v: tenants.siteVersion }).from(tenants).where(eq(tenants.id, 'default')))[0]?.v;

describe('desk preferences and exchange rate', () => {
  it('only the owner reads and writes them; another tenant\'s owner is 401; a write asks for a second factor', async () => {
    const { owner, noFactor, others, vnOwner } = await theDesk();
    const current = await expectJson(settings(owner).preferences.$get(), 200);
    for (const token of Object.values(others)) {
      await expectProblem(settings(token).preferences.$get(), 403);
      await expectProblem(settings(token)['exchange-rate'].$put({ json: { cnyExchangeRate: 3 } }), 403);
    }
    expect((await expectProblem(settings(others.CONTENT).preferences.$put({ json: current }), 403)).code).toBe('ROLE_FORBIDDEN');
    await expectProblem(settings(vnOwner)['exchange-rate'].$get(), 401);
    expect((await expectProblem(settings(noFactor)['exchange-rate'].$put({ json: { cnyExchangeRate: 3 } }), 403)).code).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('refuses out-of-bounds values with 400', async () => {
    const { owner } = await theDesk();
    const current = await expectJson(settings(owner).preferences.$get(), 200);
    const bad: unknown[] = [
      { ...current, productPlatforms: [] }, { ...current, productPlatforms: ['Amazon'] }, { ...current, productPlatforms: ['Taobao', 'Taobao'] },
      { ...current, serviceFeeBasisPoints: 3001 }, { ...current, serviceFeeBasisPoints: -1 }, { ...current, payWithinMinutes: 0 },
      { ...current, storageFeeFenPerDay: -5 }, { ...current, fourEyesThresholdFen: 1.5 },
    ];
    for (const json of bad) expect((await expectProblem(settings(owner).preferences.$put({ json: json as DeskPreferences }), 400)).code).toBe('VALIDATION_FAILED');
    for (const cnyExchangeRate of [-1, 0, 1e7, 1.123456789]) {
      await expectProblem(settings(owner)['exchange-rate'].$put({ json: { cnyExchangeRate } }), 400);
    }
  });

  it('a saved preference is audited, raises the site version, and drives the fee and the unpaid-order lifetime', async () => {
    const { owner } = await theDesk();
    const current = await expectJson(settings(owner).preferences.$get(), 200);
    expect(current).toMatchObject({ serviceFeeBasisPoints: 500, payWithinMinutes: 24 * 60 });
    const before = await siteVersion();
    const next = { ...current, showTransit: false, productPlatforms: ['Taobao' as const], serviceFeeBasisPoints: 1000, payWithinMinutes: 30 };
    expect(await expectJson(settings(owner).preferences.$put({ json: next }), 200)).toEqual(next);
    expect(await siteVersion()).toBe((before ?? 0) + 1);
    const audit = await lastAudit(world.provider, 'tenant.preferences');
    expect(audit.before).toMatchObject({ showTransit: true, serviceFeeBasisPoints: 500 });
    expect(audit.after).toMatchObject({ showTransit: false, serviceFeeBasisPoints: 1000 });

    // The hidden feature is gone from the shopper's API; a new order pays 10% and waits 30 minutes.
    await expectProblem(world.provider.api(callerOf(world.ana)).front['transit-orders'].search.$get({ query: {} }), 404);
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    expect(order.serviceFee).toBe(Math.ceil(order.goods / 10));
    expect(Date.parse(order.payBefore) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    await expectJson(settings(owner).preferences.$put({ json: current }), 200);
  });

  it('a new rate applies to new quotes at once and never to an order already priced; its history is newest first with who changed it', async () => {
    const { owner } = await theDesk();
    const { cnyExchangeRate: first } = await expectJson(settings(owner)['exchange-rate'].$get(), 200);
    const old = await buyTees(world.provider, world.ben, world.warehouses.china);
    expect(old.cnyExchangeRate).toBe(first);
    const before = await siteVersion();
    await expectJson(settings(owner)['exchange-rate'].$put({ json: { cnyExchangeRate: 2.5 } }), 200);
    const answer = await expectJson(settings(owner)['exchange-rate'].$put({ json: { cnyExchangeRate: 3.75 } }), 200);
    expect(await siteVersion()).toBe((before ?? 0) + 2);
    expect(answer.cnyExchangeRate).toBe(3.75);
    expect(answer.history.slice(0, 2)).toEqual([
      expect.objectContaining({ rate: 3.75, previousRate: 2.5, operatorName: 'First Owner' }),
      expect.objectContaining({ rate: 2.5, previousRate: first, operatorName: 'First Owner' }),
    ]);
    expect((await lastAudit(world.provider, 'tenant.exchange_rate')).after).toEqual({ cnyExchangeRate: 3.75 });

    // New quotes: the tenant's rate is the new one; the earlier order keeps its fen and its rate.
    expect((await expectJson(world.provider.api(callerOf(world.ben)).front['exchange-rate'].$get(), 200)).cnyExchangeRate).toBe(3.75);
    const fresh = await buyTees(world.provider, world.ben, world.warehouses.china);
    expect(fresh.cnyExchangeRate).toBe(3.75);
    const [kept] = await world.provider.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, old.id));
    expect(kept).toMatchObject({ totalFen: old.total, cnyExchangeRate: first });
  });
});
