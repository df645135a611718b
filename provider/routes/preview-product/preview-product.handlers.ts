import { previewQuote } from '../../cart/preview';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { refreshPreviewRoute } from './preview-product.routes';

/** Buy now: the quote of SKUs of one product, before the order is placed. */
export const quotePreview: AppRouteHandler<typeof refreshPreviewRoute> = async (c) =>
  c.json(await previewQuote(c.var, c.req.valid('json')), 200);
