import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { except } from 'hono/combine';
import { FreightEstimate, FreightQuery } from '../../../contract/product';
import { requireUser } from '../../auth/require-user';
import { jsonResponse, problem, USER_SECURITY, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';
import { requireFeature } from '../../tenancy/require-feature';

/** An estimate of the shopper's own parcels is theirs: it needs their session and no shared cache keeps it. */
const ofParcels = (c: Context) => c.req.query('purchaseParcelIds') !== undefined;

export const estimateFreightRoute = createRoute({
  method: 'get',
  path: '/front/estimate-freight/weight',
  tags: ['Reference data'],
  summary: "A parcel's fee on each of the tenant's lines that take it, cheapest and fastest marked; the others with why they refuse it",
  description: 'With purchaseParcelIds (a session needed), the fee of those parcels of the shopper as a transit order of them is priced.',
  security: [{}, ...USER_SECURITY],
  middleware: [except(ofParcels, publicCache), except((c) => !ofParcels(c), requireFeature('showTransit'), requireUser)] as const,
  request: { query: FreightQuery },
  responses: {
    200: jsonResponse(FreightEstimate, 'The chargeable weight and the fee per transit option'),
    ...VALIDATION_FAILED_RESPONSE,
    401: problem('purchaseParcelIds without a live session of this tenant (UNAUTHORIZED)'),
    404: problem('Unknown tenant (TENANT_NOT_FOUND), or a parcel that is not this shopper\'s (NOT_FOUND)'),
    409: problem('A parcel held by a transit order or shipped (PARCEL_UNAVAILABLE)'),
  },
});
