import { databaseKindFor } from '../../db/client';
import type { AppRouteHandler } from '../../http/app-bindings';
import { isSeeded } from '../../seed/seed';
import type { getHealthRoute } from './health.routes';

export const getHealth: AppRouteHandler<typeof getHealthRoute> = async (c) =>
  c.json({ status: 'ok' as const, seeded: await isSeeded(c.var.db), database: databaseKindFor(c.var.env) }, 200);
