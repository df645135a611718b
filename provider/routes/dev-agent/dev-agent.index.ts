import { createRouter } from '../../http/create-router';
import * as handlers from './dev-agent.handlers';
import * as routes from './dev-agent.routes';

/**
 * The agent's actions a demo's browser tests drive (a price difference, an out-of-stock
 * refund): mounted only on a demo start (DEMO); otherwise its paths are ordinary 404s.
 */
export const devAgentRouter = createRouter()
  .openapi(routes.priceDifferenceRoute, handlers.priceDifference)
  .openapi(routes.outOfStockRoute, handlers.outOfStock);
