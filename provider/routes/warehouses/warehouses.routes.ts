import { createRoute } from '@hono/zod-openapi';
import { TenantWarehouseList, TenantWarehouseQuery } from '../../../contract/reference';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

export const listTenantWarehousesRoute = createRoute({
  method: 'get',
  path: '/front/tenant-warehouses',
  tags: ['Reference data'],
  summary: "The tenant's warehouses, optionally of one region",
  middleware: [publicCache] as const,
  request: { query: TenantWarehouseQuery },
  responses: {
    200: jsonResponse(TenantWarehouseList, 'The warehouses, by region'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
