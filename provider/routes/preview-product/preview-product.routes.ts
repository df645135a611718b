import { createRoute } from '@hono/zod-openapi';
import { ProductItemsPayload, Quote } from '../../../contract/cart';
import { USER_ROUTE } from '../../auth/require-user';
import { jsonBody, jsonResponse, problem, UNAUTHORIZED_RESPONSE } from '../../http/openapi-responses';

const previewRoute = <P extends string>(path: P, summary: string, description: string) => createRoute({
  tags: ['Cart'],
  ...USER_ROUTE,
  method: 'post',
  path,
  summary,
  description,
  request: { body: jsonBody(ProductItemsPayload, 'The product link, its SKUs with quantities, and optionally a China warehouse') },
  responses: {
    200: jsonResponse(Quote, 'The quote, priced from the catalog now'),
    400: problem('Malformed (VALIDATION_FAILED), a link that is no product page (INVALID_PRODUCT_LINK), more than in stock (INSUFFICIENT_STOCK), or over the bound (AMOUNT_TOO_LARGE)'),
    ...UNAUTHORIZED_RESPONSE,
    404: problem('Unknown tenant (TENANT_NOT_FOUND), product (PRODUCT_NOT_FOUND) or China warehouse (NOT_FOUND)'),
  },
});

export const refreshPreviewRoute = previewRoute(
  '/front/preview-product/refresh',
  'Buy now: prices SKUs of one product without a cart',
  'Any price in the body is ignored.',
);
