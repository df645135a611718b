import { createRouter } from '../../http/create-router';
import * as handlers from './stock-in-parcels.handlers';
import * as routes from './stock-in-parcels.routes';

export const stockInParcelsRouter = createRouter().openapi(routes.listStockInParcelsRoute, handlers.listStockIn);
