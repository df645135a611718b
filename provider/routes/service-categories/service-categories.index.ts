import { createRouter } from '../../http/create-router';
import * as handlers from './service-categories.handlers';
import * as routes from './service-categories.routes';

export const serviceCategoriesRouter = createRouter()
  .openapi(routes.listServiceCategoriesRoute, handlers.listServiceCategories);
