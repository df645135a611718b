import { and, asc, inArray } from 'drizzle-orm';
import { inBestLanguage } from '../../content/best-language';
import { serviceCategories } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import type { listServiceCategoriesRoute } from './service-categories.routes';
import { ofTenant } from '../../db/ownership';

export const listServiceCategories: AppRouteHandler<typeof listServiceCategoriesRoute> = async (c) => {
  const { tenant, contentLanguages } = c.var;
  const rows = await c.var.db
    .select()
    .from(serviceCategories)
    .where(and(ofTenant(serviceCategories, tenant.id), inArray(serviceCategories.language, [...contentLanguages])))
    .orderBy(asc(serviceCategories.sort), asc(serviceCategories.id));
  const items = inBestLanguage(rows, contentLanguages).map(({ id, name }) => ({ id, name }));
  return c.json(wholeList(items), 200);
};
