import { listAudit } from '../../desk/audit';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { listAuditRoute } from './desk-audit.routes';

export const list: AppRouteHandler<typeof listAuditRoute> = async (c) =>
  c.json(await listAudit(c.var.db, c.var.tenant.id, c.req.valid('query')), 200);
