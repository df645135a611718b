import { createRoute } from '@hono/zod-openapi';
import { TransitOptionList } from '../../../contract/reference';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

export const listTransitOptionsRoute = createRoute({
  method: 'get',
  path: '/front/transit-options',
  tags: ['Reference data'],
  summary: "The tenant's enabled international shipping lines and their fees",
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(TransitOptionList, 'The transit options'), ...TENANT_NOT_FOUND_RESPONSE },
});
