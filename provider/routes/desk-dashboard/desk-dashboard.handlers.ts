import { deskDashboard } from '../../desk/dashboard';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { deskDashboardRoute } from './desk-dashboard.routes';

export const show: AppRouteHandler<typeof deskDashboardRoute> = async (c) =>
  c.json(await deskDashboard(c.var.db, c.var.tenant.id, c.var.operator.role, c.var.clock()), 200);
