import { areCatalogCoversHashed } from '../../catalog/cover-hashes';
import { databaseKindFor } from '../../db/client';
import type { AppRouteHandler } from '../../http/app-bindings';
import { isSeeded } from '../../seed/seed';
import type { getHealthRoute, getReadinessRoute } from './health.routes';

const healthOf = async (c: Parameters<AppRouteHandler<typeof getHealthRoute>>[0]) => ({
  status: 'ok' as const,
  seeded: await isSeeded(c.var.db),
  database: databaseKindFor(c.var.env),
  catalogReady: areCatalogCoversHashed(c.var.db),
});

export const getHealth: AppRouteHandler<typeof getHealthRoute> = async (c) => c.json(await healthOf(c), 200);

export const getReadiness: AppRouteHandler<typeof getReadinessRoute> = async (c) => {
  const health = await healthOf(c);
  return health.seeded && health.catalogReady ? c.json(health, 200) : c.json(health, 503);
};
