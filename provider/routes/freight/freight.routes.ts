import { createRoute } from '@hono/zod-openapi';
import { FreightEstimate, FreightQuery } from '../../../contract/product';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

export const estimateFreightRoute = createRoute({
  method: 'get',
  path: '/front/estimate-freight/weight',
  tags: ['Reference data'],
  summary: "A parcel's fee on each of the tenant's lines that take it, cheapest and fastest marked; the others with why they refuse it",
  middleware: [publicCache] as const,
  request: { query: FreightQuery },
  responses: {
    200: jsonResponse(FreightEstimate, 'The chargeable weight and the fee per transit option'),
    ...VALIDATION_FAILED_RESPONSE,
    ...TENANT_NOT_FOUND_RESPONSE,
  },
});
