import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Whose rows these are: a shopper of a tenant. */
export interface AccountOwner {
  tenantId: string;
  userId: number;
}

/**
 * The rows of one tenant. Every query of a tenant's table filters through this or `ownedBy`, so
 * a row of one tenant is never read or written through another's request (docs/architecture.md,
 * "Owners").
 */
export const ofTenant = (table: { tenantId: PgColumn }, tenantId: string): SQL => eq(table.tenantId, tenantId);

/** The rows of one shopper of one tenant. */
export function ownedBy(table: { tenantId: PgColumn; userId: PgColumn }, owner: AccountOwner): SQL {
  const clause = and(eq(table.tenantId, owner.tenantId), eq(table.userId, owner.userId));
  if (!clause) throw new Error('and() of two conditions is never empty');
  return clause;
}
