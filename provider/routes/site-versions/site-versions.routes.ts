import { createRoute } from '@hono/zod-openapi';
import { SiteVersions } from '../../../contract/site-versions';
import { jsonResponse } from '../../http/openapi-responses';

export const getSiteVersionsRoute = createRoute({
  method: 'get',
  path: '/site-versions',
  tags: ['Operations'],
  summary: "Every tenant's site version: storefront processes poll it every 2 s and drop what they cached of a tenant whose number moved",
  responses: { 200: jsonResponse(SiteVersions, 'Tenant id → site version (at most 10,000 tenants)') },
});
