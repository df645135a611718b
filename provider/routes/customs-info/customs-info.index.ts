import { createRouter } from '../../http/create-router';
import * as handlers from './customs-info.handlers';
import * as routes from './customs-info.routes';

export const customsInfoRouter = createRouter()
  .openapi(routes.getCustomsInfoRoute, handlers.getCustomsInfo)
  .openapi(routes.saveCustomsInfoRoute, handlers.saveCustomsInfo);
