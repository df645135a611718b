import { createRoute } from '@hono/zod-openapi';
import { TransitOptionList, TransitOptionQuery } from '../../../contract/reference';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

export const listTransitOptionsRoute = createRoute({
  method: 'get',
  path: '/front/transit-options',
  tags: ['Reference data'],
  summary: "The tenant's enabled international shipping lines: fees, volumetric divisor, weight limits, days, refused goods",
  middleware: [publicCache] as const,
  request: { query: TransitOptionQuery },
  responses: { 200: jsonResponse(TransitOptionList, 'The transit options'), ...VALIDATION_FAILED_RESPONSE, ...TENANT_NOT_FOUND_RESPONSE },
});
