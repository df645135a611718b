import { deskActor } from '../../desk/audit';
import { createFaq, listFaqs, moveFaq, removeFaq, updateFaq } from '../../desk/content/faqs';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { createFaqRoute, listFaqsRoute, moveFaqRoute, removeFaqRoute, updateFaqRoute } from './desk-content-lists.routes';

export const listFaq: AppRouteHandler<typeof listFaqsRoute> = async (c) =>
  c.json({ items: await listFaqs(c.var.db, c.var.tenant.id, c.req.valid('query').language) }, 200);

export const createFaqEntry: AppRouteHandler<typeof createFaqRoute> = async (c) =>
  c.json(await createFaq(c.var.db, deskActor(c), c.req.valid('json'), c.var.clock()), 201);

export const updateFaqEntry: AppRouteHandler<typeof updateFaqRoute> = async (c) =>
  c.json(await updateFaq(c.var.db, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const removeFaqEntry: AppRouteHandler<typeof removeFaqRoute> = async (c) => {
  await removeFaq(c.var.db, deskActor(c), c.req.valid('param').id, c.var.clock());
  return c.body(null, 204);
};

export const moveFaqEntry: AppRouteHandler<typeof moveFaqRoute> = async (c) =>
  c.json({ items: await moveFaq(c.var.db, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()) }, 200);
