import { areCatalogCoversHashed } from '../../catalog/cover-hashes';
import { databaseKindFor } from '../../db/client';
import type { AppRouteHandler } from '../../http/app-bindings';
import { isSeeded } from '../../seed/seed';
import type { getHealthRoute, getReadinessRoute } from './health.routes';

/** A database that has not answered a one-row lookup within this long counts as unreachable. */
const DATABASE_CHECK_MS = 2_000;

/** Whether the demo data is seeded, or null when the database did not answer in time. */
async function seededOrUnreachable(check: Promise<boolean>): Promise<boolean | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => { timer = setTimeout(resolve, DATABASE_CHECK_MS, null); });
  try {
    return await Promise.race([check, timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const healthOf = async (c: Parameters<AppRouteHandler<typeof getHealthRoute>>[0]) => {
  const seeded = await seededOrUnreachable(isSeeded(c.var.db));
  return {
    status: 'ok' as const,
    seeded: seeded === true,
    database: databaseKindFor(c.var.env),
    databaseReachable: seeded !== null,
    catalogReady: areCatalogCoversHashed(c.var.db),
    draining: c.var.draining(),
  };
};

export const getHealth: AppRouteHandler<typeof getHealthRoute> = async (c) => c.json(await healthOf(c), 200);

export const getReadiness: AppRouteHandler<typeof getReadinessRoute> = async (c) => {
  const health = await healthOf(c);
  const ready = health.seeded && health.catalogReady && !health.draining;
  return c.json(health, ready ? 200 : 503, { 'Cache-Control': 'no-store' });
};
