import { createRouter } from '../../http/create-router';
import * as handlers from './desk-preferences.handlers';
import * as routes from './desk-preferences.routes';

export const deskPreferencesRouter = createRouter()
  .openapi(routes.preferencesRoute, handlers.preferences)
  .openapi(routes.savePreferencesRoute, handlers.savePreferences)
  .openapi(routes.exchangeRateRoute, handlers.exchangeRate)
  .openapi(routes.setExchangeRateRoute, handlers.saveExchangeRate);
