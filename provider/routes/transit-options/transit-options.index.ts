import { createRouter } from '../../http/create-router';
import * as handlers from './transit-options.handlers';
import * as routes from './transit-options.routes';

export const transitOptionsRouter = createRouter()
  .openapi(routes.listTransitOptionsRoute, handlers.listTransitOptions);
