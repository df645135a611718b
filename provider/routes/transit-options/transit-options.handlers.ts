import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { enabledTransitOptions } from '../../transit/transit-lines';
import type { listTransitOptionsRoute } from './transit-options.routes';

export const listTransitOptions: AppRouteHandler<typeof listTransitOptionsRoute> = async (c) =>
  c.json(wholeList(await enabledTransitOptions(c.var.db, c.var.tenant, c.var.contentLanguages, c.req.valid('query').country)), 200);
