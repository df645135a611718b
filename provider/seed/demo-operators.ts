import { DEMO_TENANTS } from './demo-tenants';
import type { Database } from '../db/client';
import { operators } from '../db/schema';
import { robotOperatorRow } from '../fulfilment/robot-operator';

/** The demo owner of every demo tenant's desk (README and browser tests use them); no second factor, a demo start only. */
export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const DEMO_OWNER_PASSWORD = 'Desk-pass-2026';
const DEMO_OWNER_NAME = 'Demo Owner';

/**
 * Creates the demo owner, and the demo robot's operator row (provider/fulfilment/robot-operator.ts),
 * on each demo tenant that has none yet; one that exists is left as it is.
 */
export async function seedDemoOperators(tx: Database, passwordHash: string, now: Date): Promise<void> {
  await tx.insert(operators).values(DEMO_TENANTS.flatMap((tenant) => [
    { tenantId: tenant.id, email: DEMO_OWNER_EMAIL, name: DEMO_OWNER_NAME, role: 'OWNER' as const, passwordHash, createdAt: now },
    robotOperatorRow(tenant.id, now),
  ])).onConflictDoNothing();
}
