import { previewQuote } from '../../cart/preview';
import type { AppRouteHandler } from '../../http/app-bindings';
import type { refreshPreviewRoute } from './preview-product.routes';

/** Both calls answer the quote: create stores no draft until purchase orders exist. */
export const quotePreview: AppRouteHandler<typeof refreshPreviewRoute> = async (c) =>
  c.json(await previewQuote(c.var, c.req.valid('json')), 200);
