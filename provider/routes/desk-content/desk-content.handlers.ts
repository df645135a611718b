import { deskActor } from '../../desk/audit';
import { articleDesk, findRevision, listArticleSlots } from '../../desk/content/articles';
import { publishArticleDraft, restoreArticleVersion, saveArticleDraft } from '../../desk/content/articles-publish';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import type {
  getArticleDeskRoute, getArticleRevisionRoute, listArticleSlotsRoute, publishArticleDraftRoute, restoreArticleVersionRoute, saveArticleDraftRoute,
} from './desk-content.routes';

export const listSlots: AppRouteHandler<typeof listArticleSlotsRoute> = async (c) =>
  c.json(wholeList(await listArticleSlots(c.var.db, c.var.tenant)), 200);

export const getDesk: AppRouteHandler<typeof getArticleDeskRoute> = async (c) =>
  c.json(await articleDesk(c.var.db, c.var.tenant, c.req.valid('param'), c.req.valid('query')), 200);

export const saveDraft: AppRouteHandler<typeof saveArticleDraftRoute> = async (c) =>
  c.json(await saveArticleDraft(c.var.db, c.var.tenant, deskActor(c), c.req.valid('param'), c.req.valid('json'), c.var.clock()), 200);

export const getRevision: AppRouteHandler<typeof getArticleRevisionRoute> = async (c) =>
  c.json(await findRevision(c.var.db, c.var.tenant.id, c.req.valid('param').id), 200);

export const publish: AppRouteHandler<typeof publishArticleDraftRoute> = async (c) =>
  c.json(await publishArticleDraft(c.var.db, c.var.tenant, deskActor(c), c.req.valid('param').id, c.var.clock()), 200);

export const restore: AppRouteHandler<typeof restoreArticleVersionRoute> = async (c) =>
  c.json(await restoreArticleVersion(c.var.db, c.var.tenant, deskActor(c), c.req.valid('param').id, c.var.clock()), 200);
