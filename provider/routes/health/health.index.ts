import { createRouter } from '../../http/create-router';
import * as handlers from './health.handlers';
import * as routes from './health.routes';

export const healthRouter = createRouter()
  .openapi(routes.getHealthRoute, handlers.getHealth)
  .openapi(routes.getReadinessRoute, handlers.getReadiness);
