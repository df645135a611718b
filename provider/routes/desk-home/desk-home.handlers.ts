import { catalogOf, catalogScopeOf } from '../../catalog/request-catalog';
import { deskActor } from '../../desk/audit';
import { addBanner, listBanners, moveBanner, removeBanner, updateBanner } from '../../desk/content/banners';
import {
  addSection, changeSectionKind, listSections, moveProduct, moveSection, pinProduct, removeSection, retitleSection, searchCatalog, type SectionDeps, unpinProduct,
} from '../../desk/content/home-sections';
import type { AppRouteHandler, AppVariables } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import { uploadTokenFor } from '../uploads/uploads.handlers';
import type * as routes from './desk-home.routes';

const sectionDeps = (variables: AppVariables): SectionDeps => ({ db: variables.db, catalog: catalogOf(variables), scope: catalogScopeOf(variables) });

export const listBannersHandler: AppRouteHandler<typeof routes.listBannersRoute> = async (c) =>
  c.json(wholeList(await listBanners(c.var.db, c.var.tenant)), 200);

export const bannerUploadToken: AppRouteHandler<typeof routes.bannerUploadTokenRoute> = async (c) =>
  c.json(await uploadTokenFor(c, c.req.valid('query').ext, c.var.clock()), 200);

export const addBannerHandler: AppRouteHandler<typeof routes.addBannerRoute> = async (c) =>
  c.json(await addBanner(c.var, c.var.tenant, deskActor(c), c.req.valid('json'), c.var.clock()), 201);

export const updateBannerHandler: AppRouteHandler<typeof routes.updateBannerRoute> = async (c) =>
  c.json(await updateBanner(c.var.db, c.var.tenant, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const removeBannerHandler: AppRouteHandler<typeof routes.removeBannerRoute> = async (c) => {
  await removeBanner(c.var, c.var.tenant, deskActor(c), c.req.valid('param').id, c.var.clock());
  return c.body(null, 204);
};

export const moveBannerHandler: AppRouteHandler<typeof routes.moveBannerRoute> = async (c) =>
  c.json(wholeList(await moveBanner(c.var.db, c.var.tenant, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock())), 200);

export const listSectionsHandler: AppRouteHandler<typeof routes.listSectionsRoute> = async (c) =>
  c.json(wholeList(await listSections(sectionDeps(c.var), c.var.tenant.id)), 200);

export const searchCatalogHandler: AppRouteHandler<typeof routes.searchCatalogRoute> = async (c) =>
  c.json(wholeList(await searchCatalog(sectionDeps(c.var), c.req.valid('query').keyword)), 200);

export const addSectionHandler: AppRouteHandler<typeof routes.addSectionRoute> = async (c) =>
  c.json(await addSection(sectionDeps(c.var), c.var.tenant, deskActor(c), c.req.valid('json'), c.var.clock()), 201);

export const changeSectionKindHandler: AppRouteHandler<typeof routes.changeSectionKindRoute> = async (c) =>
  c.json(await changeSectionKind(sectionDeps(c.var), c.var.tenant.id, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const retitleSectionHandler: AppRouteHandler<typeof routes.retitleSectionRoute> = async (c) =>
  c.json(await retitleSection(sectionDeps(c.var), c.var.tenant, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock()), 200);

export const removeSectionHandler: AppRouteHandler<typeof routes.removeSectionRoute> = async (c) => {
  await removeSection(c.var.db, c.var.tenant.id, deskActor(c), c.req.valid('param').id, c.var.clock());
  return c.body(null, 204);
};

export const moveSectionHandler: AppRouteHandler<typeof routes.moveSectionRoute> = async (c) =>
  c.json(wholeList(await moveSection(sectionDeps(c.var), c.var.tenant.id, deskActor(c), c.req.valid('param').id, c.req.valid('json'), c.var.clock())), 200);

export const pinProductHandler: AppRouteHandler<typeof routes.pinProductRoute> = async (c) =>
  c.json(await pinProduct(sectionDeps(c.var), c.var.tenant.id, deskActor(c), c.req.valid('param').id, c.req.valid('json').productId, c.var.clock()), 200);

export const unpinProductHandler: AppRouteHandler<typeof routes.unpinProductRoute> = async (c) => {
  const { id, productId } = c.req.valid('param');
  return c.json(await unpinProduct(sectionDeps(c.var), c.var.tenant.id, deskActor(c), id, productId, c.var.clock()), 200);
};

export const moveProductHandler: AppRouteHandler<typeof routes.moveProductRoute> = async (c) => {
  const { id, productId } = c.req.valid('param');
  return c.json(await moveProduct(sectionDeps(c.var), c.var.tenant.id, deskActor(c), id, productId, c.req.valid('json'), c.var.clock()), 200);
};
