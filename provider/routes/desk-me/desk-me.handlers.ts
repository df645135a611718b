import { deskActor } from '../../desk/audit';
import { toOperator } from '../../desk/operators';
import { confirmTotp, startTotpEnrolment } from '../../desk/second-factor';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { confirmTotpRoute, getMeRoute, startTotpRoute } from './desk-me.routes';

export const getMe: AppRouteHandler<typeof getMeRoute> = (c) => c.json(toOperator(c.var.operator), 200);

export const startTotp: AppRouteHandler<typeof startTotpRoute> = async (c) =>
  c.json(await startTotpEnrolment(c.var.db, c.var.operator, `${c.var.tenant.name} desk`), 200);

export const confirm: AppRouteHandler<typeof confirmTotpRoute> = async (c) =>
  c.json(await confirmTotp(c.var.db, deskActor(c), c.var.operator, c.req.valid('json').code, c.var.clock()), 200);
