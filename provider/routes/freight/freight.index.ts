import { createRouter } from '../../http/create-router';
import * as handlers from './freight.handlers';
import * as routes from './freight.routes';

export const freightRouter = createRouter().openapi(routes.estimateFreightRoute, handlers.estimateFreight);
