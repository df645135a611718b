import { createRoute } from '@hono/zod-openapi';
import { ServiceCategoryList } from '../../../contract/reference';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

export const listServiceCategoriesRoute = createRoute({
  method: 'get',
  path: '/front/tenant/service/category',
  tags: ['Reference data'],
  summary: 'Topics for contacting customer service, in the request language (or the fallback)',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(ServiceCategoryList, 'The categories'), ...TENANT_NOT_FOUND_RESPONSE },
});
