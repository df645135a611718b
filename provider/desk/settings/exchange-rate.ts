import { desc, eq } from 'drizzle-orm';
import { EXCHANGE_RATE_HISTORY_SHOWN, type ExchangeRateSettings } from '../../../contract/desk-preferences';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { theOne } from '../../db/rows';
import { exchangeRateChanges, operators, tenants } from '../../db/schema';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';

/**
 * The exchange rate with its history (docs/product.md, "Desk settings: preferences and money").
 * Orders are priced and stored in CNY fen, so a new rate changes what new quotes show in the
 * tenant's currency and never what an order already holds.
 */
export async function exchangeRateSettings(db: Database, tenantId: string): Promise<ExchangeRateSettings> {
  const [tenant, history] = await Promise.all([
    db.select({ cnyExchangeRate: tenants.cnyExchangeRate, currency: tenants.currency }).from(tenants).where(eq(tenants.id, tenantId)),
    db.select({ rate: exchangeRateChanges.rate, previousRate: exchangeRateChanges.previousRate, operatorName: operators.name, changedAt: exchangeRateChanges.changedAt })
      .from(exchangeRateChanges).leftJoin(operators, eq(operators.id, exchangeRateChanges.operatorId))
      .where(ofTenant(exchangeRateChanges, tenantId)).orderBy(desc(exchangeRateChanges.id)).limit(EXCHANGE_RATE_HISTORY_SHOWN),
  ]);
  return {
    ...theOne(tenant, 'the tenant'),
    history: history.map((entry) => ({ ...entry, changedAt: entry.changedAt.toISOString() })),
  };
}

/** The owner sets a new rate: the tenant row, a history row and the audit row in one transaction, raising the site version. */
export async function setExchangeRate(db: Database, actor: DeskActor, rate: number, now: Date): Promise<ExchangeRateSettings> {
  await db.transaction(async (tx) => {
    const { previousRate } = theOne(await tx.select({ previousRate: tenants.cnyExchangeRate }).from(tenants).where(eq(tenants.id, actor.tenantId)).for('update'), 'the tenant');
    await tx.update(tenants).set({ cnyExchangeRate: rate, updatedAt: now }).where(eq(tenants.id, actor.tenantId));
    await tx.insert(exchangeRateChanges).values({ tenantId: actor.tenantId, rate, previousRate, operatorId: actor.operatorId, changedAt: now });
    await recordSiteChange(tx, actor, {
      action: 'tenant.exchange_rate', recordType: 'tenant', recordId: actor.tenantId, before: { cnyExchangeRate: previousRate }, after: { cnyExchangeRate: rate },
    }, now);
  });
  return exchangeRateSettings(db, actor.tenantId);
}
