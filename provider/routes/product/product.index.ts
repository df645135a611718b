import { createRouter } from '../../http/create-router';
import * as handlers from './product.handlers';
import * as routes from './product.routes';

export const productRouter = createRouter()
  .openapi(routes.getProductRoute, handlers.getProduct)
  .openapi(routes.resolveShortLinkRoute, handlers.resolveShortLink)
  .openapi(routes.searchProductsRoute, handlers.searchProducts)
  .openapi(routes.keywordCategoriesRoute, handlers.listKeywordCategories)
  .openapi(routes.categoryTreeRoute, handlers.getCategoryTree);
