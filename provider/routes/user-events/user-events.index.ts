import { createRouter } from '../../http/create-router';
import * as handlers from './user-events.handlers';
import * as routes from './user-events.routes';

export const userEventsRouter = createRouter()
  .openapi(routes.liveCountsRoute, handlers.counts)
  .openapi(routes.eventStreamRoute, handlers.eventStream);
