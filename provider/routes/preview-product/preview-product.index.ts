import { createRouter } from '../../http/create-router';
import * as handlers from './preview-product.handlers';
import * as routes from './preview-product.routes';

export const previewProductRouter = createRouter()
  .openapi(routes.refreshPreviewRoute, handlers.quotePreview);
// POST /front/preview-product/create places a buy-now order: see routes/purchase-orders.
