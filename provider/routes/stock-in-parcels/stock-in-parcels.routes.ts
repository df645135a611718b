import { createRoute } from '@hono/zod-openapi';
import { StockInParcelList, StockInParcelQuery } from '../../../contract/transit';
import { jsonResponse, problem, UNAUTHORIZED_RESPONSE, VALIDATION_FAILED_RESPONSE } from '../../http/openapi-responses';
import { featureUserRoute } from '../../tenancy/require-feature';

export const listStockInParcelsRoute = createRoute({
  method: 'get',
  path: '/front/purchase-parcels/stock-in-parcels',
  tags: ['Warehouse'],
  summary: "The shopper's parcels in the China warehouse, newest first: lines, measures, QC photos and the storage countdown",
  description: 'Without `state`, every parcel still in the warehouse (in stock, or held by an open transit order).',
  ...featureUserRoute('showStockin'),
  request: { query: StockInParcelQuery },
  responses: {
    200: jsonResponse(StockInParcelList, 'A page of parcels and the free storage period'),
    ...VALIDATION_FAILED_RESPONSE,
    ...UNAUTHORIZED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), or stock-in hidden for this tenant (NOT_FOUND)'),
  },
});
