import { createRouter } from '../../http/create-router';
import * as handlers from './site-versions.handlers';
import * as routes from './site-versions.routes';

export const siteVersionsRouter = createRouter().openapi(routes.getSiteVersionsRoute, handlers.getSiteVersions);
