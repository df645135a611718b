import { createRouter } from '../../http/create-router';
import * as handlers from './preview-product.handlers';
import * as routes from './preview-product.routes';

// The route named as a type argument: inferred from the shared handler, both would be typed as refresh.
export const previewProductRouter = createRouter()
  .openapi(routes.refreshPreviewRoute, handlers.quotePreview);
// POST /front/preview-product/create places a buy-now order: see routes/purchase-orders.
