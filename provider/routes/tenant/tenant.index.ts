import { createRouter } from '../../http/create-router';
import * as handlers from './tenant.handlers';
import * as routes from './tenant.routes';

export const tenantRouter = createRouter()
  .openapi(routes.getTenantRoute, handlers.getTenant)
  .openapi(routes.getExchangeRateRoute, handlers.getExchangeRate);
